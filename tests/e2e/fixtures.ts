/**
 * `test` and `expect` for the browser tests: like Playwright's, with `baseURL` pointing at this worker's own
 * mock server (see playwright.config.ts), so parallel workers never share state; the fraud services'
 * external scripts answer as if offline unless a test routes them itself.
 */
import { test as base, expect } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8485);

/** The fraud services' hosts: offline in tests (the product must work without them; see provider-scripts). */
const FRAUD_SERVICE_HOSTS = ['https://cdn.sift.com/**', 'https://js.stripe.com/**'];

export const test = base.extend({
	context: async ({ context }, provide) => {
		for (const pattern of FRAUD_SERVICE_HOSTS) {
			await context.route(pattern, (route) => route.abort('internetdisconnected'));
		}
		await provide(context);
	},
	// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
	baseURL: async ({}, provide, testInfo) => {
		await provide(`http://127.0.0.1:${PORT + 100 * testInfo.parallelIndex}`);
	},
});

export { expect };
export type { APIRequestContext, Page, Locator, Download } from '@playwright/test';
