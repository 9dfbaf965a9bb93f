/**
 * Transactions page over `large` (100 000+ transactions), the budgets of DESIGN.md:
 *
 * - navigation → first rows visible, median of several loads in headless Chromium with a merchant's
 *   profile (≤ 1.0 s; see bench/browser.ts); for reference, the same in a private window and with two
 *   advanced filters in the URL;
 * - the mock server's transactions list with two filters, over HTTP (≤ 20 ms median);
 * - for reference: the summary of those filters, the search autocomplete and the export preparation.
 *
 * Loaded by `npm run bench` (bench/run.ts runs every bench/extra/*.ts).
 */

import { merchantBrowser, privateWindow, WARMUP_LOADS, type BenchBrowser } from '../browser';

import { median } from '../ratios';
import type { ExtraBench } from '../run';

const PAGE_RUNS = Number(process.env.BENCH_RUNS || 7);
const SERVER_RUNS = Number(process.env.BENCH_SERVER_RUNS || 30);
const PAGE = '/wp-admin/admin.php?page=wc-admin&path=/payments/transactions';
const FIRST_ROW = '[data-bench-ready="transactions"] tbody tr';

/** Median navigation → first row visible; the first loads (cold server and caches) are not timed. */
async function firstRows(open: () => Promise<BenchBrowser>, url: string): Promise<number> {
	const browser = await open();
	const { context } = browser;
	const times: number[] = [];
	try {
		for (let i = 0; i < PAGE_RUNS + WARMUP_LOADS - 1; i++) {
			const page = await context.newPage();
			const start = Date.now();
			await page.goto(url);
			await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
			if (i >= WARMUP_LOADS) {
				times.push(Date.now() - start);
			}
			await page.close();
		}
	} finally {
		await browser.close();
	}
	return Math.round(median(times));
}

async function serverMedian(base: string, nonce: string, path: string, method = 'GET', body?: unknown) {
	const runs = method === 'GET' ? SERVER_RUNS : 5;
	const times: number[] = [];
	for (let i = 0; i < runs + 3; i++) {
		const start = performance.now();
		const res = await fetch(`${base}/wp-json${path}`, {
			method,
			headers: { 'x-wp-nonce': nonce, 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		await res.arrayBuffer();
		if (!res.ok) {
			throw new Error(`${method} ${path}: HTTP ${res.status}`);
		}
		if (i >= 3) {
			times.push(performance.now() - start);
		}
	}
	return Math.round(median(times) * 100) / 100;
}

const transactionsBench: ExtraBench = async ({ base, reset }) => {
	await reset('large');
	try {
		const results = [];
		const plain = await firstRows(merchantBrowser, base + PAGE);
		results.push({
			name: `transactions page (large): navigation → first rows, median of ${PAGE_RUNS - 1}`,
			value: plain,
			unit: 'ms',
			budget: 1000,
			pass: plain <= 1000,
		});
		const inPrivate = await firstRows(privateWindow, base + PAGE);
		results.push({
			name: 'transactions page (large) in a private window (no compiled-code cache): first rows (median)',
			value: inPrivate,
			unit: 'ms',
			budget: Infinity,
			pass: true,
			note: 'for reference',
		});
		const filtered = await firstRows(
			merchantBrowser,
			`${base}${PAGE}&filter=advanced&type_is=charge&customer_country_is=US&paged=3`
		);
		results.push({
			name: 'transactions page (large), 2 advanced filters, page 3: navigation → first rows (median)',
			value: filtered,
			unit: 'ms',
			budget: Infinity,
			pass: true,
			note: 'for reference: also renders the advanced filter card',
		});

		const nonce = (
			await (await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()
		).trim();
		const list = await serverMedian(
			base,
			nonce,
			'/wc/v3/payments/transactions?source_is=visa&channel_is=online&page=2&pagesize=25&sort=date&direction=desc'
		);
		results.push({
			name: 'mock server: transactions list, 2 filters (payment method + channel), 100k rows (median)',
			value: list,
			unit: 'ms',
			budget: 20,
			pass: list <= 20,
		});
		const reference: Array<[string, string, string, unknown?]> = [
			[
				'mock server: transactions summary, same 2 filters (median)',
				'GET',
				'/wc/v3/payments/transactions/summary?source_is=visa&channel_is=online',
			],
			[
				'mock server: transactions search autocomplete "Ana" (median)',
				'GET',
				'/wc/v3/payments/transactions/search?search_term=Ana',
			],
			[
				'mock server: transactions export prepare answer (file written after), 2 filters (median of 5)',
				'POST',
				'/wc/v3/payments/transactions/download',
				{ source_is: 'visa', channel_is: 'online' },
			],
		];
		for (const [name, method, path, body] of reference) {
			const value = await serverMedian(base, nonce, path, method, body);
			results.push({ name, value, unit: 'ms', budget: Infinity, pass: true, note: 'for reference' });
		}
		return results;
	} finally {
		await reset('established');
	}
};

export default transactionsBench;
