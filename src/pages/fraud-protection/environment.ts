/**
 * What the fraud protection page reads from the host page besides the settings object: the review feature
 * flag, the account's decline-on-AVS-failure setting (the AVS default), WooCommerce's selling locations
 * (`wcSettings.admin.preloadSettings.general`), the store currency and its symbol, the country names, and
 * the store version that picks the header's back link (spec 000 §2, §5, §9).
 */
import { getPaymentsSettings, getStoreSettings, isFeatureEnabled } from '../../settings';
import type { FraudEnvironment, SellingLocations } from './rules';
import { ownEntry } from '../../utils/own-entry';

/** Minimum store version for the new-style back link (spec 000 §9). */
export const NEW_BACK_LINK_VERSION = '9.8.3';

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function codes(value: unknown): string[] {
	return Array.isArray(value)
		? value
				.filter((v): v is string => typeof v === 'string' && /^[A-Za-z]{2}$/.test(v))
				.map((v) => v.toUpperCase())
		: [];
}

/** The store's selling locations; all countries when the host names none. */
export function readSellingLocations(): SellingLocations {
	const admin = getStoreSettings()?.admin;
	const preload = isRecord(admin) ? admin.preloadSettings : undefined;
	const general = isRecord(preload) && isRecord(preload.general) ? preload.general : {};
	switch (general.woocommerce_allowed_countries) {
		case 'specific':
			return { type: 'specific', countries: codes(general.woocommerce_specific_allowed_countries) };
		case 'all_except':
			return { type: 'all_except', countries: codes(general.woocommerce_all_except_countries) };
		default:
			return { type: 'all', countries: [] };
	}
}

export function readFraudEnvironment(): FraudEnvironment {
	const settings = getPaymentsSettings();
	return {
		isReviewActive: isFeatureEnabled('isFRTReviewFeatureActive'),
		declineOnAVSFailure: Boolean(settings?.accountStatus?.fraudProtection?.declineOnAVSFailure),
		selling: readSellingLocations(),
		currency: (settings?.storeCurrency || 'usd').toLowerCase(),
	};
}

/** The amount inputs' prefix: the dollar sign unless multi-currency is on (then the store currency's). */
export function currencySymbol(): string {
	const settings = getPaymentsSettings();
	if (!settings?.isMultiCurrencyEnabled) {
		return '$';
	}
	const code = (settings.storeCurrency || 'USD').toUpperCase();
	return settings.currencyData?.[code]?.symbol || '$';
}

/** A country's name from the store's list, else its code. */
export function countryName(code: string): string {
	return ownEntry(getStoreSettings()?.countries, code) ?? code;
}

/** Whether `version` (e.g. "9.10.0") is at least `minimum` (e.g. "9.8.3"), part by part. */
export function isVersionAtLeast(version: string | undefined, minimum: string): boolean {
	if (!version) {
		return false;
	}
	const parts = (text: string) => text.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
	const a = parts(version);
	const b = parts(minimum);
	for (let i = 0; i < Math.max(a.length, b.length); i++) {
		const diff = (a[i] ?? 0) - (b[i] ?? 0);
		if (diff !== 0) {
			return diff > 0;
		}
	}
	return true;
}

/** The store (WooCommerce) version, which picks the header's back link style. */
export function storeVersion(): string | undefined {
	return getStoreSettings()?.wcVersion;
}
