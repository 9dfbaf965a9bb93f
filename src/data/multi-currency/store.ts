/**
 * `wcpay/multi-currency`: the currencies (available, enabled, default), each currency's settings and the store
 * settings (spec 002 §3.7, §7), and their saves with the notices of spec 002 §8 — 'Enabled currencies
 * updated.', 'Currency settings updated.', 'Store settings saved.' and the matching errors — plus the two
 * single options the wizard writes (multi-currency on, setup completed; 'Error saving option' on failure).
 * Every save resolves to true on success and keeps what the store holds on failure.
 */
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { toUserMessage, type ErrorContext } from '../../utils/errors';
import { apiPost, toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import { storeSettingsPayload, toStoreSettings } from './currency-list';
import { STORE_NAME } from './name';
import {
	MULTI_CURRENCY_PATH,
	currenciesRead,
	currencySettingsRead,
	storeSettingsRead,
	storeRead,
} from './query';
import {
	SETUP_COMPLETED_OPTION,
	type CurrenciesResponse,
	type CurrencySettings,
	type StoreSettings,
	type StoreSettingsResponse,
} from './types';

type Entry<T> = { value?: T; error?: ApiError };

export interface MultiCurrencyState {
	currencies: Entry<CurrenciesResponse>;
	settings: Record<string, Entry<CurrencySettings>>;
	storeSettings: Entry<StoreSettings>;
	/** What is being saved: 'enabled', 'store', 'option', or 'currency:<code>'. */
	saving: Record<string, boolean>;
}

const initialState: MultiCurrencyState = { currencies: {}, settings: {}, storeSettings: {}, saving: {} };

type Action =
	| { type: 'RECEIVE_CURRENCIES'; value?: CurrenciesResponse; error?: ApiError }
	| { type: 'RECEIVE_CURRENCY_SETTINGS'; code: string; value?: CurrencySettings; error?: ApiError }
	| { type: 'RECEIVE_STORE_SETTINGS'; value?: StoreSettings; error?: ApiError }
	| { type: 'SET_SAVING'; key: string; saving: boolean };

export function reducer(state: MultiCurrencyState = initialState, action: Action): MultiCurrencyState {
	switch (action.type) {
		case 'RECEIVE_CURRENCIES':
			return { ...state, currencies: { value: action.value, error: action.error } };
		case 'RECEIVE_CURRENCY_SETTINGS':
			return {
				...state,
				settings: { ...state.settings, [action.code]: { value: action.value, error: action.error } },
			};
		case 'RECEIVE_STORE_SETTINGS':
			return { ...state, storeSettings: { value: action.value, error: action.error } };
		case 'SET_SAVING':
			return { ...state, saving: { ...state.saving, [action.key]: action.saving } };
		default:
			return state;
	}
}

export const selectors = {
	/**
	 * The currencies (available, enabled, default); undefined until loaded.
	 *
	 * @example
	 * const currencies = select( multiCurrencyStore ).getCurrencies(); // CurrenciesResponse | undefined
	 */
	getCurrencies: (state: MultiCurrencyState) => state.currencies.value,
	/**
	 * The error of the currencies' load.
	 *
	 * @example
	 * select( multiCurrencyStore ).getCurrenciesError(); // ApiError | undefined
	 */
	getCurrenciesError: (state: MultiCurrencyState) => state.currencies.error,
	/**
	 * One currency's settings; undefined until loaded.
	 *
	 * @example
	 * const settings = select( multiCurrencyStore ).getCurrencySettings( 'EUR' ); // CurrencySettings | undefined
	 */
	getCurrencySettings: (state: MultiCurrencyState, code: string) => state.settings[code]?.value,
	/**
	 * The error of one currency's settings load.
	 *
	 * @example
	 * select( multiCurrencyStore ).getCurrencySettingsError( 'EUR' ); // ApiError | undefined
	 */
	getCurrencySettingsError: (state: MultiCurrencyState, code: string) => state.settings[code]?.error,
	/**
	 * The store settings; undefined until loaded.
	 *
	 * @example
	 * const settings = select( multiCurrencyStore ).getStoreSettings(); // StoreSettings | undefined
	 */
	getStoreSettings: (state: MultiCurrencyState) => state.storeSettings.value,
	/**
	 * The error of the store settings' load.
	 *
	 * @example
	 * select( multiCurrencyStore ).getStoreSettingsError(); // ApiError | undefined
	 */
	getStoreSettingsError: (state: MultiCurrencyState) => state.storeSettings.error,
	/**
	 * Whether a save is running: 'enabled', 'store', 'option' or 'currency:<code>'.
	 *
	 * @example
	 * select( multiCurrencyStore ).isSaving( 'enabled' ); // false
	 */
	isSaving: (state: MultiCurrencyState, key: string) => Boolean(state.saving[key]),
};

type Args = ThunkArgs<Action, typeof selectors>;

/** Runs a POST under a saving flag; success and error notices; resolves to the answer or null. */
function save<T>(
	key: string,
	path: string,
	body: unknown,
	success: (() => string) | null,
	errorContext: ErrorContext,
	receive: (answer: T, args: Args) => void
) {
	return async (args: Args): Promise<boolean> => {
		const { dispatch, registry } = args;
		dispatch({ type: 'SET_SAVING', key, saving: true });
		try {
			const answer = await apiPost<T>(path, body);
			receive(answer, args);
			writeSucceeded(registry, `multiCurrency.${key}`);
			if (success) {
				void registry.dispatch(noticesStore).createSuccessNotice(success(), { type: 'snackbar' });
			}
			return true;
		} catch (error) {
			writeFailed(registry, `multiCurrency.${key}`, toUserMessage(error, errorContext));
			return false;
		} finally {
			dispatch({ type: 'SET_SAVING', key, saving: false });
		}
	};
}

export const actions = {
	/** POST update-enabled-currencies with the whole enabled list. */
	submitEnabledCurrencies: (codes: string[]) =>
		save<CurrenciesResponse>(
			'enabled',
			`${MULTI_CURRENCY_PATH}/update-enabled-currencies`,
			{ enabled: codes },
			() => __('Enabled currencies updated.', 'woocommerce-payments'),
			'multiCurrency.enabledCurrencies.save',
			(answer, { dispatch }) => dispatch({ type: 'RECEIVE_CURRENCIES', value: answer })
		),
	/** POST currencies/{code} with the currency's settings; the currencies are read again (the rate). */
	submitCurrencySettings: (code: string, settings: CurrencySettings) =>
		save<CurrencySettings>(
			`currency:${code}`,
			`${MULTI_CURRENCY_PATH}/currencies/${encodeURIComponent(code)}`,
			settings,
			() => __('Currency settings updated.', 'woocommerce-payments'),
			'multiCurrency.currencySettings.save',
			(answer, { dispatch }) => {
				dispatch({ type: 'RECEIVE_CURRENCY_SETTINGS', code, value: answer });
				dispatch.invalidateResolution('getCurrencies', []);
			}
		),
	/** POST update-settings with both flags as 'yes' / 'no'. */
	submitStoreSettings: (autoCurrency: boolean, storefrontSwitcher: boolean) =>
		save<StoreSettingsResponse>(
			'store',
			`${MULTI_CURRENCY_PATH}/update-settings`,
			storeSettingsPayload(autoCurrency, storefrontSwitcher),
			() => __('Store settings saved.', 'woocommerce-payments'),
			'multiCurrency.storeSettings.save',
			(answer, { dispatch }) =>
				dispatch({ type: 'RECEIVE_STORE_SETTINGS', value: toStoreSettings(answer) })
		),
	/** Turns multi-currency on (POST /settings/is_multi_currency_enabled). */
	enableMultiCurrency: () =>
		save(
			'option',
			'/settings/is_multi_currency_enabled',
			{ value: true },
			null,
			'settings.option',
			() => {}
		),
	/** Records the finished wizard (POST /settings/wcpay_multi_currency_setup_completed, spec 002 §4.6). */
	recordSetupCompleted: () =>
		save(
			'option',
			`/settings/${SETUP_COMPLETED_OPTION}`,
			{ value: true },
			null,
			'settings.option',
			() => {}
		),
};

export const resolvers = {
	getCurrencies:
		() =>
		async ({ dispatch, registry }: Args) => {
			try {
				dispatch({
					type: 'RECEIVE_CURRENCIES',
					value: await fetchRead<CurrenciesResponse>(currenciesRead()),
				});
			} catch (error) {
				dispatch({ type: 'RECEIVE_CURRENCIES', error: toApiError(error) });
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(toUserMessage(error, 'multiCurrency.currencies.load'));
			}
		},
	getCurrencySettings:
		(code: string) =>
		async ({ dispatch, registry }: Args) => {
			try {
				const value = await fetchRead<CurrencySettings>(currencySettingsRead(code));
				dispatch({ type: 'RECEIVE_CURRENCY_SETTINGS', code, value });
			} catch (error) {
				dispatch({ type: 'RECEIVE_CURRENCY_SETTINGS', code, error: toApiError(error) });
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(toUserMessage(error, 'multiCurrency.currencySettings.load'));
			}
		},
	getStoreSettings:
		() =>
		async ({ dispatch, registry }: Args) => {
			try {
				const answer = await fetchRead<StoreSettingsResponse>(storeSettingsRead());
				dispatch({ type: 'RECEIVE_STORE_SETTINGS', value: toStoreSettings(answer) });
			} catch (error) {
				dispatch({ type: 'RECEIVE_STORE_SETTINGS', error: toApiError(error) });
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(toUserMessage(error, 'multiCurrency.storeSettings.load'));
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
