/**
 * Multi-currency REST (spec 002 §7): `GET /multi-currency/currencies` → `{ available, enabled, default }`;
 * `POST /multi-currency/update-enabled-currencies { enabled }` → the same, updated; `GET|POST
 * /multi-currency/currencies/{code}` → the currency's settings; `GET /multi-currency/get-settings` and `POST
 * /multi-currency/update-settings` (the two flags as 'yes'/'no') → the store settings. Bad input: a
 * WordPress 400 with nothing changed; an unknown currency code: 404. Data: mock-server/domain/multi-currency.ts.
 */
import type {
	CurrenciesResponse,
	CurrencySettings,
	StoreSettingsResponse,
} from '../../src/data/multi-currency/types';
import {
	currencies,
	currencySettings,
	knownCode,
	storeSettings,
	updateCurrencySettings,
	updateEnabledCurrencies,
	updateStoreSettings,
} from '../domain/multi-currency';
import { bodyObject } from './params';
import { EDITABLE, READABLE, type RestRequest, type RestRouter } from './router';

const BASE = '/wc/v3/payments/multi-currency';

/** The store's front page URL, from the request's host. */
function storeUrl(request: RestRequest): string {
	const host = request.headers.host;
	const name = typeof host === 'string' && /^[\w.:-]{1,200}$/.test(host) ? host : '127.0.0.1';
	return `http://${name}/`;
}

export function registerMultiCurrencyRoutes(router: RestRouter): void {
	router.add(READABLE, `${BASE}/currencies`, ({ state }): CurrenciesResponse => currencies(state));

	router.add(EDITABLE, `${BASE}/update-enabled-currencies`, ({ state, request }): CurrenciesResponse =>
		updateEnabledCurrencies(state, bodyObject(request.body))
	);

	router.add(READABLE, `${BASE}/currencies/(?P<code>[A-Za-z]{3})`, ({ state, request }): CurrencySettings =>
		currencySettings(state, knownCode(request.params.code))
	);

	router.add(EDITABLE, `${BASE}/currencies/(?P<code>[A-Za-z]{3})`, ({ state, request }): CurrencySettings =>
		updateCurrencySettings(state, knownCode(request.params.code), bodyObject(request.body))
	);

	router.add(READABLE, `${BASE}/get-settings`, ({ state, request }): StoreSettingsResponse =>
		storeSettings(state, storeUrl(request))
	);

	router.add(EDITABLE, `${BASE}/update-settings`, ({ state, request }): StoreSettingsResponse =>
		updateStoreSettings(state, bodyObject(request.body), storeUrl(request))
	);
}
