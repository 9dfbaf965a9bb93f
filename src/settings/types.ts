/**
 * Shapes of the globals the host page hands to the plugin bundle.
 *
 * `window.wcpaySettings` is the product's page settings object (spec 000 §3, spec 001 §3.10).
 * `window.wcSettings` is the store's shared settings (currency, locale, timezone, admin URL, store pages).
 * `window.wpApiSettings` carries the REST root and the nonce api-fetch sends with every call.
 *
 * The mock server builds these objects from its database (mock-server/host), so this file is the one
 * definition both sides agree on.
 */

export type AccountStatus =
	| 'pending'
	| 'complete'
	| 'enabled'
	| 'restricted'
	| 'restricted_soon'
	| 'restricted_partially'
	| 'pending_verification'
	| 'under_review'
	| 'rejected'
	| `rejected.${string}`
	| string;

export interface ProgressiveOnboarding {
	isEnabled: boolean;
	isComplete: boolean;
	/** Total processed volume in cents. */
	tpv: number;
	/** ISO date of the first transaction, or null. */
	firstTransactionDate: string | null;
	isEligibilityModalDismissed: boolean;
}

export interface AccountStatusSettings {
	status: AccountStatus;
	paymentsEnabled: boolean;
	detailsSubmitted: boolean;
	deposits: {
		status: string;
		interval: string;
		restrictions: string;
		completed_waiting_period: boolean;
		minimum_scheduled_deposit_amounts: Record<string, number>;
	};
	currentDeadline: number | null;
	pastDue: boolean;
	accountLink: string;
	requirements: { errors: { code: string; reason: string }[] };
	/** ISO date the account was created. */
	created: string | null;
	country: string;
	hasSubmittedVatData: boolean;
	progressiveOnboarding: ProgressiveOnboarding;
	campaigns: { wporgReview2025: boolean };
	fraudProtection?: { declineOnAVSFailure: boolean };
	error?: boolean;
}

export interface CurrencyData {
	code: string;
	symbol: string;
	symbolPosition: 'left' | 'right' | 'left_space' | 'right_space';
	thousandSeparator: string;
	decimalSeparator: string;
	precision: number;
}

export interface FeatureFlags {
	isAuthAndCaptureEnabled?: boolean;
	customSearch?: boolean;
	documents?: boolean;
	paymentTimeline?: boolean;
	isDisputeIssuerEvidenceEnabled?: boolean;
	isFRTReviewFeatureActive?: boolean;
	multiCurrency?: boolean;
	/** The evidence screen's new three-step flow instead of the old single-page form (spec 002 §2.4). */
	isNewEvidenceSubmissionFormEnabled?: boolean;
	[flag: string]: boolean | undefined;
}

/**
 * What the page needs to show dates in the store's time zone and the merchant's language without starting
 * the browser's `Intl` (ICU, a dozen milliseconds on its first use in a tab): the zone's UTC offsets and
 * short names over a span of years, and the names of months and weekdays. The plugin prints it for the
 * display locale and the store's zone, as WordPress prints its date settings for `wp.date`.
 */
export interface DateData {
	/** BCP 47 locale of the names (the display locale). */
	locale: string;
	/** IANA zone of the offsets (the store's). */
	timeZone: string;
	/** January first, as `Intl` formats `{ month: 'long' }` (and `'short'`). */
	months: string[];
	monthsShort: string[];
	/** Sunday first, as `Intl` formats `{ weekday: 'long' }` (and `'short'`). */
	weekdays: string[];
	weekdaysShort: string[];
	/** The zone's generic short name in the locale ("ET"), else its short name. */
	zoneLabel: string;
	/**
	 * The offsets in force from each instant on, ascending: [UTC ms, minutes east of UTC, short name in
	 * en-US ("EST"), short name in the locale]. The first entry starts at `from`.
	 */
	offsets: Array<[number, number, string, string]>;
	/** The span the offsets cover, [from, to) in UTC ms; outside it dates are formatted with `Intl`. */
	from: number;
	to: number;
}

export interface WcpaySettings {
	version: string;
	testMode: boolean;
	testModeOnboarding: boolean;
	devMode: boolean;
	isJetpackConnected: boolean;
	isAccountConnected: boolean;
	isAccountValid: boolean;
	connectUrl: string;
	connect: {
		country: string;
		availableCountries: Record<string, string>;
	};
	connectIncentive: { id: string; description: string; tc_url: string } | null;
	errorMessage: string;
	onBoardingDisabled: boolean;
	onboardingFieldsData?: unknown;
	accountStatus: AccountStatusSettings;
	accountLoans: { has_active_loan: boolean; has_past_loans: boolean; loans: string[] };
	accountFees: Record<string, unknown>;
	isWooPayStoreCountryAvailable: boolean;
	fraudServices: Record<string, Record<string, string>>;
	currencyData: Record<string, CurrencyData>;
	zeroDecimalCurrencies: string[];
	shouldUseExplicitPrice: boolean;
	dateFormat: string;
	timeFormat: string;
	/** The store zone's offsets and the display locale's date names, to format dates without `Intl` (src/utils/date-data.ts). */
	dateData?: DateData;
	trackingInfo: { hosting_provider: string };
	featureFlags: FeatureFlags;
	isNextDepositNoticeDismissed: boolean;
	isSubscriptionsActive: boolean;
	currentUserEmail: string;
	userLocale: { code: string };
	storeCurrency: string;
	isMultiCurrencyEnabled: boolean;
	restUrl: string;
	/** The store's enabled currencies (multi-currency, spec 002 §3.7); absent on a host that names none. */
	enabledCurrencies?: string[];
	/** The account's default currency, when the host names it. */
	accountDefaultCurrency?: string;
	/** Whether the multi-currency setup wizard was finished ('yes' / 'no'; older hosts send a boolean). */
	multiCurrencySetup?: { isSetupCompleted: 'yes' | 'no' | boolean };
	/** The plugin's base URL for static assets (spec 000 §1); chunks load from its `dist/`. */
	assetsUrl?: string;
	/** Site title, used for initial onboarding values. */
	siteTitle: string;
	homeUrl: string;
	/**
	 * The payment-method configuration: a title per payment method id, which takes priority over the
	 * built-in label wherever a payment method is named (spec 001 §9). Absent: the built-in labels.
	 */
	paymentMethodsConfig?: PaymentMethodsConfig;
	[key: string]: unknown;
}

/** Payment method id → its configuration; only `title` is read (src/strings/payment-method.ts). */
export type PaymentMethodsConfig = Readonly<Record<string, { readonly title?: string | null } | undefined>>;

export interface WcStoreCurrency {
	code: string;
	precision: number;
	symbol: string;
	symbolPosition: 'left' | 'right' | 'left_space' | 'right_space';
	decimalSeparator: string;
	thousandSeparator: string;
	priceFormat: string;
}

export interface WcSettings {
	adminUrl: string;
	siteUrl: string;
	siteTitle: string;
	wcAdminAssetUrl?: string;
	currency: WcStoreCurrency;
	locale: { siteLocale: string; userLocale: string; weekdaysShort: string[] };
	/** IANA timezone of the store, e.g. "America/New_York". */
	timeZone: string;
	/** Offset of the store timezone from UTC in hours (may be fractional), at page load. */
	timeZoneOffset?: number;
	dateFormat: string;
	storePages: Record<string, { id: number; title: string; permalink: string }>;
	countries: Record<string, string>;
	currentUserData?: { first_name: string };
	preloadSettings?: Record<string, unknown>;
	wcVersion: string;
	admin?: WcAdminSettings;
	[key: string]: unknown;
}

export interface WpApiSettings {
	root: string;
	nonce: string;
}

/** `wcSettings.admin`: what wc-admin hands its pages (the parts the product reads are named). */
export interface WcAdminSettings {
	/** The onboarding profile of the store's set-up wizard. */
	onboarding?: { profile?: unknown };
	/** WooCommerce's coming-soon settings. */
	siteVisibilitySettings?: Record<string, unknown>;
	currentUserData?: { first_name?: string };
	/** Preloaded options, e.g. `general.woocommerce_allowed_countries`. */
	preloadSettings?: Record<string, unknown>;
	[key: string]: unknown;
}

/** WooCommerce's usage-tracking client on wp-admin pages (present when the store allows tracking). */
export interface WcTracks {
	isEnabled: boolean;
	recordEvent: (name: string, properties?: Record<string, unknown>) => void;
}

declare global {
	interface Window {
		wcTracks?: WcTracks;
		wcpaySettings: WcpaySettings;
		wcSettings: WcSettings;
		wpApiSettings: WpApiSettings;
		/**
		 * The route's first GETs, started by the host page before the bundles arrive (path with its query
		 * → the browser's response); the plugin adopts them once (src/data/shared/preload.ts).
		 */
		wcpayEarlyReads?: Record<string, Promise<Response>>;
	}
}
