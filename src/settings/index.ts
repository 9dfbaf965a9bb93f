import type { WcpaySettings, WcSettings, FeatureFlags } from './types';

export * from './types';

/** The product's page settings object handed over by the host page. */
export function getPaymentsSettings(): WcpaySettings {
	return window.wcpaySettings;
}

/** The page settings when the host handed them over (a page outside the product may have none). */
export function findPaymentsSettings(): WcpaySettings | undefined {
	return window.wcpaySettings as WcpaySettings | undefined;
}

/** The store's shared settings (currency, locale, timezone, admin URL). */
export function getStoreSettings(): WcSettings {
	return window.wcSettings;
}

/** Whether a feature flag of `wcpaySettings.featureFlags` is on. All flags live behind this one call. */
export function isFeatureEnabled(flag: keyof FeatureFlags): boolean {
	return Boolean(window.wcpaySettings?.featureFlags?.[flag]);
}

const NO_COUNTRIES: Readonly<Record<string, string>> = Object.freeze({});

/** The store's country names by code (none when the host names none); the same object on every call. */
export function getStoreCountries(): Readonly<Record<string, string>> {
	return window.wcSettings?.countries ?? NO_COUNTRIES;
}

/** The store's IANA timezone, defaulting to UTC. */
export function getStoreTimeZone(): string {
	return window.wcSettings?.timeZone || 'UTC';
}

/** WordPress's own defaults, for a host that names no format. */
const DEFAULT_DATE_FORMAT = 'F j, Y';
const DEFAULT_TIME_FORMAT = 'g:i a';

/** The store's date and time formats (PHP `date()` tokens, spec 000 §3): the page settings', else WordPress's. */
export function getStoreDateTimeFormats(): { dateFormat: string; timeFormat: string } {
	return {
		dateFormat: window.wcpaySettings?.dateFormat || window.wcSettings?.dateFormat || DEFAULT_DATE_FORMAT,
		timeFormat: window.wcpaySettings?.timeFormat || DEFAULT_TIME_FORMAT,
	};
}

/** The admin URL with a trailing slash. */
export function getAdminUrl(path = ''): string {
	const base = window.wcSettings?.adminUrl || '/wp-admin/';
	return base.replace(/\/?$/, '/') + path.replace(/^\//, '');
}
