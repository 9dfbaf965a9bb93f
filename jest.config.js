/**
 * Two projects: `unit` (jsdom: utils, reducers, selectors, components) and `integration` (node: stores
 * with the real api-fetch against the real mock server, and the mock server itself).
 */
const fs = require('fs');
const path = require('path');

// One copy of every @wordpress package, as in webpack (HAZARDS 20: list the names, no catch-all).
const wpNames = fs.readdirSync(path.join(__dirname, 'node_modules/@wordpress')).join('|');

const moduleNameMapper = {
	[`^@wordpress/(${wpNames})$`]: '<rootDir>/node_modules/@wordpress/$1',
	'^@woocommerce/settings$': '<rootDir>/src/settings/wc-settings-shim.ts',
	'\\.(css|scss)$': '<rootDir>/tests/support/style-stub.js',
	'\\.(svg|png|jpe?g|gif)$': '<rootDir>/tests/support/file-stub.js',
};

const esmPackages = ['parsel-js', 'uuid', '@wordpress/theme', '@wordpress/ui', 'until-async', 'cookie'];

const shared = {
	moduleNameMapper,
	transform: { '^.+\\.[jt]sx?$': 'babel-jest', '^.+\\.mjs$': 'babel-jest' },
	transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
	moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
};

module.exports = {
	maxWorkers: 2,
	projects: [
		{
			...shared,
			displayName: 'unit',
			testEnvironment: 'jsdom',
			testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
			setupFiles: ['<rootDir>/tests/support/setup-dom.ts'],
			setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom-after.ts'],
		},
		{
			...shared,
			displayName: 'integration',
			testEnvironment: 'node',
			testMatch: ['<rootDir>/tests/integration/**/*.test.{ts,tsx}'],
		},
	],
};
