import type { WcpaySettings, WcSettings, FeatureFlags } from './types';

export * from './types';

/** The product's page settings object handed over by the host page. */
export function getPaymentsSettings(): WcpaySettings {
	return window.wcpaySettings;
}

/** The store's shared settings (currency, locale, timezone, admin URL). */
export function getStoreSettings(): WcSettings {
	return window.wcSettings;
}

/** Whether a feature flag of `wcpaySettings.featureFlags` is on. All flags live behind this one call. */
export function isFeatureEnabled(flag: keyof FeatureFlags): boolean {
	return Boolean(window.wcpaySettings?.featureFlags?.[flag]);
}

/** The store's IANA timezone, defaulting to UTC. */
export function getStoreTimeZone(): string {
	return window.wcSettings?.timeZone || 'UTC';
}

/** The admin URL with a trailing slash. */
export function getAdminUrl(path = ''): string {
	const base = window.wcSettings?.adminUrl || '/wp-admin/';
	return base.replace(/\/?$/, '/') + path.replace(/^\//, '');
}
