/**
 * The merchant's details for the cover letter (spec 002 §3.5): the name and address from the store settings
 * the host hands over (`wcSettings.siteTitle`; the address from `wcpaySettings.formattedStoreAddress` or
 * WooCommerce's general settings `woocommerce_store_address`, `_address_2`, `_city`, `_postcode` and
 * `woocommerce_default_country`, where the host provides them), and the support email and phone from the
 * account's payment settings. What is missing becomes a placeholder in the letter.
 */
import { getPaymentsSettings, getStoreSettings } from '../../settings';
import type { MerchantDetails } from './cover-letter';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const record = (value: unknown): Record<string, unknown> =>
	value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The store's address on one line, from what the host provides; '' when it provides none. */
export function storeAddress(): string {
	const formatted = text(getPaymentsSettings()?.formattedStoreAddress);
	if (formatted) {
		return formatted;
	}
	const store = getStoreSettings();
	const general = record(record(record(store?.admin).preloadSettings).general);
	const [country, state] = text(general.woocommerce_default_country).split(':');
	const countryName = country ? text(store?.countries?.[country]) || country : '';
	return [
		text(general.woocommerce_store_address),
		text(general.woocommerce_store_address_2),
		text(general.woocommerce_store_city),
		state ?? '',
		text(general.woocommerce_store_postcode),
		countryName,
	]
		.filter(Boolean)
		.join(', ');
}

/**
 * The merchant's details.
 *
 * @param support The account's support email and phone (payment settings), when loaded.
 */
export function merchantDetails(support?: { email?: string | null; phone?: string | null }): MerchantDetails {
	return {
		name: text(getStoreSettings()?.siteTitle) || text(getPaymentsSettings()?.siteTitle),
		address: storeAddress(),
		email: text(support?.email),
		phone: text(support?.phone),
	};
}
