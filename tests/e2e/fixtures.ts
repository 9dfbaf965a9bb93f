/**
 * `test` and `expect` for the browser tests: like Playwright's, with `baseURL` pointing at this worker's own
 * mock server (see playwright.config.ts), so parallel workers never share state.
 */
import { test as base, expect } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8485);

export const test = base.extend({
	// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
	baseURL: async ({}, provide, testInfo) => {
		await provide(`http://127.0.0.1:${PORT + 100 * testInfo.parallelIndex}`);
	},
});

export { expect };
export type { APIRequestContext, Page, Locator, Download } from '@playwright/test';
