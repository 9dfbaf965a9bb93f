import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const adminUrl = (path: string, query: Record<string, string> = {}) =>
	`/wp-admin/admin.php?${new URLSearchParams({ page: 'wc-admin', path, ...query }).toString()}`;

export const SETTINGS_URL = '/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments';

/** Puts the mock server in a scenario and clears faults. */
export async function reset(request: APIRequestContext, scenario = 'established', seed = 1) {
	const res = await request.post('/__mock/reset', { data: { scenario, seed } });
	expect(res.ok()).toBe(true);
	await request.delete('/__mock/faults');
}

export async function addFault(
	request: APIRequestContext,
	fault: {
		method: string;
		path: string;
		status: number;
		code: string;
		message: string;
		times?: number;
		delay_ms?: number;
	}
) {
	const res = await request.post('/__mock/faults', { data: fault });
	expect(res.ok()).toBe(true);
}

export async function requestLog(request: APIRequestContext) {
	const res = await request.get('/__mock/requests');
	return (await res.json()) as Array<{
		method: string;
		path: string;
		query: Record<string, string>;
		body: unknown;
		status: number;
	}>;
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
	const results = await new AxeBuilder({ page }).analyze();
	const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
	expect(
		bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
	).toEqual([]);
}

/** Fails the test on any uncaught page error. */
export function trackPageErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	return errors;
}

/** A visible notice or snackbar with this text (the a11y live region repeats texts; it is not a notice). */
export function notice(page: Page, text: string) {
	return page.locator('.components-snackbar, .components-notice').filter({ hasText: text }).first();
}
