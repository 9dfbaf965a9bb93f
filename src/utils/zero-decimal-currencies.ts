/** Stripe's zero-decimal currencies, lower case (shared by the app and the mock server's page settings). */
export const DEFAULT_ZERO_DECIMAL_CURRENCIES: readonly string[] = [
	'bif',
	'clp',
	'djf',
	'gnf',
	'jpy',
	'kmf',
	'krw',
	'mga',
	'pyg',
	'rwf',
	'ugx',
	'vnd',
	'vuv',
	'xaf',
	'xof',
	'xpf',
];
