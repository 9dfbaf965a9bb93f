/**
 * The values the wizard starts with (spec 000 §3): the site title, the home URL (with the share key of a
 * coming-soon site), the connect country when supported, and the merchant category of the store profile's
 * industry.
 */
import { addQueryArgs } from '@wordpress/url';

import { mccIds } from './business-details';
import { isObject, str, type FieldsData, type OnboardingValues } from './shared';
import { ownEntry } from '../../../utils/own-entry';

/** The store profile's first industry (a slug, or `{ slug }`), mapped to a category id. */
export function mccFromIndustry(profile: unknown, industryToMcc: Record<string, string>): string | undefined {
	const industries = isObject(profile) && Array.isArray(profile.industry) ? profile.industry : [];
	const first = industries[0];
	const slug = typeof first === 'string' ? first : isObject(first) ? str(first.slug) : '';
	return slug ? industryToMcc[slug] : undefined;
}

export interface InitialContext {
	siteTitle: string;
	homeUrl: string;
	/** WooCommerce's coming-soon settings (`wcSettings.admin.siteVisibilitySettings`). */
	visibility?: Record<string, unknown>;
	country: string;
	availableCountries: Readonly<Record<string, string>>;
	profile?: unknown;
	data: FieldsData;
}

/**
 * The site URL the wizard starts with: the home URL, with the share key appended when the site is in
 * coming-soon mode without a private link.
 */
export function initialSite(homeUrl: string, visibility: Record<string, unknown> | undefined): string {
	const comingSoon = visibility?.woocommerce_coming_soon === 'yes';
	const privateLink = visibility?.woocommerce_private_link === 'yes';
	const shareKey = str(visibility?.woocommerce_share_key);
	if (comingSoon && !privateLink && shareKey && homeUrl) {
		return addQueryArgs(homeUrl, { 'woo-share': shareKey });
	}
	return homeUrl;
}

/** Initial values (spec 000 §3): site title, home URL, connect country, category from the store profile. */
export function initialValues(ctx: InitialContext): OnboardingValues {
	const mcc = mccFromIndustry(ctx.profile, ctx.data.industryToMcc);
	return {
		business_name: ctx.siteTitle || undefined,
		site: initialSite(ctx.homeUrl, ctx.visibility) || undefined,
		country: ownEntry(ctx.availableCountries, ctx.country) ? ctx.country : undefined,
		mcc: mcc && mccIds(ctx.data).includes(mcc) ? mcc : undefined,
	};
}
