/**
 * Multi-currency of a scenario (spec 002 §3.7): a store whose setup wizard is finished (option
 * `wcpay_multi_currency_setup_completed` 'yes') has the site's currencies enabled — established: USD, EUR and
 * GBP, the currencies its payments settle in — with EUR on automatic rates and GBP on a manual rate with
 * rounding and charm pricing, automatic switching off and the Storefront switcher on. A store that has not
 * run the wizard has only its store currency and both flags off. Fixed values: no draws.
 */
import { writeEnabled, writeStoreFlags } from '../domain/multi-currency';
import type { Db } from '../db/types';
import type { Kv } from '../domain/types';

/** The per-currency settings of a finished setup (the other enabled currencies keep the defaults). */
const SEEDED_SETTINGS: Readonly<Record<string, readonly [string, number, string, string]>> = {
	GBP: ['manual', 0.79, '0.50', '-0.01'],
};

export function seedMultiCurrency(db: Db, kv: Kv): void {
	const site = kv.get('site');
	const options = kv.get('options');
	const completed = options.wcpay_multi_currency_setup_completed;
	const base = site.currency.toUpperCase();
	if (completed !== 'yes' && completed !== true) {
		writeEnabled(db, base, []);
		writeStoreFlags(db, { enable_auto_currency: 'no', enable_storefront_switcher: 'no' });
		return;
	}
	writeEnabled(db, base, site.enabledCurrencies);
	const update = db.prepare(
		`UPDATE multi_currency_currencies SET exchange_rate_type = ?, manual_rate = ?, price_rounding = ?,
			price_charm = ? WHERE code = ?`
	);
	for (const [code, [type, rate, rounding, charm]] of Object.entries(SEEDED_SETTINGS)) {
		update.run(type, rate, rounding, charm, code);
	}
	writeStoreFlags(db, { enable_auto_currency: 'no', enable_storefront_switcher: 'yes' });
}
