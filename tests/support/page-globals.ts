import type { WcpaySettings, WcSettings } from '../../src/settings';

/** Minimal but complete-enough page globals for unit tests; override per test. */
export function setPageGlobals({
	wcpay = {},
	wc = {},
}: { wcpay?: Partial<WcpaySettings>; wc?: Partial<WcSettings> } = {}): void {
	window.wcSettings = {
		adminUrl: '/wp-admin/',
		siteUrl: 'http://127.0.0.1',
		siteTitle: 'Test store',
		currency: {
			code: 'USD',
			precision: 2,
			symbol: '$',
			symbolPosition: 'left',
			decimalSeparator: '.',
			thousandSeparator: ',',
			priceFormat: '%1$s%2$s',
		},
		locale: { siteLocale: 'en_US', userLocale: 'en_US', weekdaysShort: [] },
		timeZone: 'America/New_York',
		dateFormat: 'F j, Y',
		storePages: {},
		countries: {},
		wcVersion: '9.9.0',
		...wc,
	} as WcSettings;
	window.wcpaySettings = {
		featureFlags: {},
		// The store's formats (spec 000 §3); short month names keep the expected texts compact.
		dateFormat: 'M j, Y',
		timeFormat: 'g:i A',
		zeroDecimalCurrencies: [],
		currencyData: {},
		...wcpay,
	} as WcpaySettings;
	window.wpApiSettings = { root: '/wp-json/', nonce: 'test-nonce' };
}
