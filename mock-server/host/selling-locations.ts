/**
 * WooCommerce's selling locations (General settings: "Selling location(s)"), as wc-admin preloads them into
 * `wcSettings.admin.preloadSettings.general`. They come from the options of the same names (set them with
 * `POST /wp-json/wc-admin/options`); unset, the store sells to all countries, WooCommerce's default. The
 * fraud protection page reads them for its International IP Address filter (spec 000 §5).
 */
import type { MockState } from '../domain/state';

export interface SellingLocations {
	/** 'all', 'all_except' or 'specific'. */
	woocommerce_allowed_countries: string;
	/** Country codes the store does not sell to ('all_except'). */
	woocommerce_all_except_countries: string[];
	/** Country codes the store sells to ('specific'). */
	woocommerce_specific_allowed_countries: string[];
}

function codes(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function sellingLocations(state: MockState): SellingLocations {
	const type = state.option('woocommerce_allowed_countries');
	return {
		woocommerce_allowed_countries:
			type === 'all_except' || type === 'specific' || type === 'all' ? type : 'all',
		woocommerce_all_except_countries: codes(state.option('woocommerce_all_except_countries')),
		woocommerce_specific_allowed_countries: codes(state.option('woocommerce_specific_allowed_countries')),
	};
}
