/**
 * The globals of the host page, built from the database: `window.wcpaySettings` (every field of
 * src/settings/types.ts, then deep-merged with the control API's page-settings patch), `window.wcSettings`
 * and `window.wpApiSettings`.
 */
import type { FeatureFlags, WcSettings, WcpaySettings, WpApiSettings } from '../../src/settings/types';
import type { MockState } from '../domain/state';
import { deepMerge } from '../util/json';
import {
	CURRENCY_DATA,
	WEEKDAYS_SHORT,
	ZERO_DECIMAL_CURRENCIES,
	allCountries,
	connectCountries,
	timeZoneOffsetHours,
} from './reference-data';
import { onboardingFieldsData } from './onboarding-data';
import { isSetupCompleted, pageEnabledCurrencies } from '../domain/multi-currency';
import type { MultiCurrencyPageSettings } from '../../src/data/multi-currency/types';
import { sellingLocations } from './selling-locations';
import { buildDateData } from './date-data';
import { toBcp47 } from '../../src/utils/locale';

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
	isAuthAndCaptureEnabled: true,
	customSearch: true,
	paymentTimeline: true,
	documents: true,
	isDisputeIssuerEvidenceEnabled: true,
	isFRTReviewFeatureActive: true,
	multiCurrency: true,
};

export interface PageContext {
	state: MockState;
	nonce: string;
	/** Origin of the request, e.g. `http://127.0.0.1:8484`. */
	origin: string;
	/** The wc-admin path of the screen, when it is one (onboarding screens get their reference data). */
	path?: string;
}

export function connectUrl(nonce: string): string {
	return `/wp-admin/admin.php?wcpay-connect=1&_wpnonce=${nonce}`;
}

export function buildWcpaySettings(ctx: PageContext): WcpaySettings & MultiCurrencyPageSettings {
	const { state, nonce, origin } = ctx;
	const site = state.site();
	const account = state.account();
	const settings = state.settings();
	const user = state.user();
	const multiCurrency = settings.is_multi_currency_enabled;
	// Multi-currency (spec 002 §3.7): the enabled currencies of migration 9's table, the setup flag.
	const enabledCurrencies = pageEnabledCurrencies(state);
	const base: WcpaySettings & MultiCurrencyPageSettings = {
		version: site.pluginVersion,
		testMode: settings.is_test_mode_enabled,
		testModeOnboarding: settings.is_test_mode_onboarding,
		devMode: settings.is_dev_mode_enabled,
		isJetpackConnected: site.isJetpackConnected,
		isAccountConnected: state.isAccountConnected(),
		isAccountValid: state.isAccountValid(),
		connectUrl: connectUrl(nonce),
		connect: { country: site.country, availableCountries: connectCountries() },
		connectIncentive: null,
		errorMessage: '',
		onBoardingDisabled: site.onboardingDisabled,
		accountStatus: state.accountStatus(),
		accountLoans: account?.accountLoans ?? { has_active_loan: false, has_past_loans: false, loans: [] },
		accountFees: account?.accountFees ?? {},
		accountDefaultCurrency: account?.defaultCurrency ?? site.currency.toLowerCase(),
		isWooPayStoreCountryAvailable: true,
		fraudServices: {
			stripe: {},
			sift: {
				beacon_key: 'mock-beacon-key',
				session_id: `mock_session_${user.id}`,
				user_id: String(user.id),
			},
		},
		currencyData: { ...CURRENCY_DATA },
		zeroDecimalCurrencies: [...ZERO_DECIMAL_CURRENCIES],
		shouldUseExplicitPrice: multiCurrency && enabledCurrencies.length > 1,
		dateFormat: 'F j, Y',
		timeFormat: 'g:i a',
		dateData: buildDateData(toBcp47(site.locale), site.timeZone, new Date()),
		trackingInfo: { hosting_provider: site.hostingProvider },
		featureFlags: { ...DEFAULT_FEATURE_FLAGS },
		isNextDepositNoticeDismissed: Boolean(state.option('wcpay_next_deposit_notice_dismissed')),
		isSubscriptionsActive:
			settings.is_subscriptions_plugin_active || settings.is_wcpay_subscriptions_enabled,
		currentUserEmail: user.email,
		userLocale: { code: site.locale },
		storeCurrency: site.currency,
		isMultiCurrencyEnabled: multiCurrency,
		enabledCurrencies,
		multiCurrencySetup: { isSetupCompleted: isSetupCompleted(state) ? 'yes' : 'no' },
		restUrl: '/wp-json/',
		siteTitle: site.title,
		homeUrl: `${origin}/`,
		adminUrl: '/wp-admin/',
		assetsUrl: '/wp-content/plugins/woocommerce-payments/',
	};
	if (isOnboardingPath(ctx.path)) {
		base.onboardingFieldsData = onboardingFieldsData();
	}
	return deepMerge(base, state.pageSettingsPatch());
}

/** The onboarding wizard and its kyc continuation need the business types and categories. */
function isOnboardingPath(path: string | undefined): boolean {
	const clean = (path ?? '').replace(/\/+$/, '');
	return clean === '/payments/onboarding' || clean.startsWith('/payments/onboarding/');
}

export function buildWcSettings({ state, origin }: PageContext, now: Date = new Date()): WcSettings {
	const site = state.site();
	const user = state.user();
	const currency = CURRENCY_DATA[site.currency] ?? CURRENCY_DATA.USD;
	const page = (id: number, title: string, slug: string) => ({
		id,
		title,
		permalink: `${origin}/${slug}/`,
	});
	return {
		adminUrl: '/wp-admin/',
		siteUrl: origin,
		siteTitle: site.title,
		wcAdminAssetUrl: '/wp-content/plugins/woocommerce/assets/client/admin/',
		currency: {
			code: currency.code,
			precision: currency.precision,
			symbol: currency.symbol,
			symbolPosition: currency.symbolPosition,
			decimalSeparator: currency.decimalSeparator,
			thousandSeparator: currency.thousandSeparator,
			priceFormat: priceFormat(currency.symbolPosition),
		},
		locale: { siteLocale: site.locale, userLocale: site.locale, weekdaysShort: [...WEEKDAYS_SHORT] },
		timeZone: site.timeZone,
		timeZoneOffset: timeZoneOffsetHours(site.timeZone, now),
		dateFormat: 'F j, Y',
		storePages: {
			shop: page(5, 'Shop', 'shop'),
			cart: page(6, 'Cart', 'cart'),
			checkout: page(7, 'Checkout', 'checkout'),
			myaccount: page(8, 'My account', 'my-account'),
			privacy: page(3, 'Privacy Policy', 'privacy-policy'),
			terms: page(9, 'Terms and conditions', 'terms'),
		},
		countries: allCountries(),
		currentUserData: { first_name: user.first_name },
		wcVersion: site.wcVersion,
		admin: {
			currentUserData: { first_name: user.first_name },
			wcVersion: site.wcVersion,
			dataEndpoints: {},
			onboarding: { profile: onboardingProfile(state) },
			siteVisibilitySettings: siteVisibilitySettings(state),
			preloadSettings: { general: sellingLocations(state) },
		},
	};
}

/** WooCommerce's store profile (option `woocommerce_onboarding_profile`): the industry seeds the wizard's category. */
function onboardingProfile(state: MockState): Record<string, unknown> {
	const profile = state.option('woocommerce_onboarding_profile');
	return profile && typeof profile === 'object' && !Array.isArray(profile)
		? (profile as Record<string, unknown>)
		: {};
}

/** Coming-soon mode (options `woocommerce_coming_soon`, `woocommerce_private_link`, `woocommerce_share_key`). */
function siteVisibilitySettings(state: MockState): Record<string, string> {
	const text = (name: string, fallback: string) => {
		const value = state.option(name);
		return typeof value === 'string' ? value : fallback;
	};
	return {
		woocommerce_coming_soon: text('woocommerce_coming_soon', 'no'),
		woocommerce_store_pages_only: text('woocommerce_store_pages_only', 'no'),
		woocommerce_private_link: text('woocommerce_private_link', 'no'),
		woocommerce_share_key: text('woocommerce_share_key', ''),
	};
}

function priceFormat(position: string): string {
	switch (position) {
		case 'right':
			return '%2$s%1$s';
		case 'left_space':
			return '%1$s&nbsp;%2$s';
		case 'right_space':
			return '%2$s&nbsp;%1$s';
		default:
			return '%1$s%2$s';
	}
}

export function buildWpApiSettings(nonce: string): WpApiSettings {
	return { root: '/wp-json/', nonce };
}
