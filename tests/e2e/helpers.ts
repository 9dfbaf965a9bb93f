import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const adminUrl = (path: string, query: Record<string, string> = {}) =>
	`/wp-admin/admin.php?${new URLSearchParams({ page: 'wc-admin', path, ...query }).toString()}`;

/** A 1 × 1 PNG (an evidence image upload). */
export const PNG_1PX = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64'
);

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

/**
 * No serious or critical axe violations on the page as it is now, once its finite animations have run (at
 * most 2 s): a notice fading in has a partial opacity, which axe reads as low contrast.
 */
export async function expectAccessible(page: Page) {
	// Two frames first: a transition started by the last action (a hover or focus colour) is listed only once
	// the style it changes has been recalculated.
	await page.evaluate(
		() =>
			new Promise<void>((resolve) =>
				requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
			)
	);
	await page
		.waitForFunction(
			() =>
				document
					.getAnimations()
					.every(
						(a) =>
							a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity
					),
			undefined,
			{ timeout: 2000 }
		)
		.catch(() => undefined);
	// Legacy mode: axe runs in the page itself, instead of opening a blank page of its own to merge the
	// frames' results (the product has no frames; that page cost about 1.5 s a check on a 2-core machine).
	// Only violations are gathered: the passes' node lists made each result hundreds of KB and are not read.
	const results = await new AxeBuilder({ page })
		.setLegacyMode()
		.options({ resultTypes: ['violations'] })
		.analyze();
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

/** The REST nonce of the host page (the page's own reads send it). */
export async function restNonce(request: APIRequestContext): Promise<string> {
	return (await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()).trim();
}

/** Reads the API the way the page does (with the host page's nonce); `restPath` is under /wp-json. */
export async function restGet<T>(request: APIRequestContext, restPath: string): Promise<T> {
	const res = await request.get(`/wp-json${restPath}`, {
		headers: { 'X-WP-Nonce': await restNonce(request) },
	});
	expect(res.ok(), restPath).toBe(true);
	return (await res.json()) as T;
}

/** {@link restGet} of a payments route: `path` is under /wc/v3/payments (e.g. '/disputes/summary'). */
export function paymentsGet<T>(request: APIRequestContext, path: string): Promise<T> {
	return restGet<T>(request, `/wc/v3/payments${path}`);
}

/** The REST GETs of a path since the last reset, oldest first. */
export async function restGets(request: APIRequestContext, path: string) {
	return (await requestLog(request)).filter((r) => r.method === 'GET' && r.path === path);
}

/** The last REST GET of a path, with its query (fails when there is none). */
export async function lastGet(request: APIRequestContext, path: string) {
	const calls = await restGets(request, path);
	expect(calls.length, `a GET ${path}`).toBeGreaterThan(0);
	return calls[calls.length - 1];
}

/**
 * Waits until the last REST GET of a path has a query matching `query`: the page may show the change that
 * asks for a read (the URL, a pressed button) a moment before the read reaches the server.
 */
export async function expectLastGet(
	request: APIRequestContext,
	path: string,
	query: Record<string, unknown>
): Promise<void> {
	await expect
		.poll(async () => (await restGets(request, path)).at(-1)?.query, { message: `the last GET ${path}` })
		.toMatchObject(query);
}

/** The button of a filter picker ('Show', 'Payout currency'): its label is a sibling text. */
export function filterButton(page: Page, label: string) {
	return page
		.locator('.woocommerce-filters-filter')
		.filter({ hasText: `${label}:` })
		.getByRole('button');
}

/** Visible header labels of a table (screen-reader texts left out). */
export async function headerLabels(table: Locator): Promise<string[]> {
	return table.locator('th[role="columnheader"]').evaluateAll((ths) =>
		ths.map((th) => {
			const copy = th.cloneNode(true) as HTMLElement;
			copy.querySelectorAll('.screen-reader-text').forEach((e) => e.remove());
			return (copy.textContent ?? '').trim();
		})
	);
}

export { parseCsv } from '../support/csv';
