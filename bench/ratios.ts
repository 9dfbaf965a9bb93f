/**
 * Page speed as ratios (DESIGN.md: every page ≤ ×1.3 of the bare host page, cold and warm, same run).
 *
 * For each page, navigation start → its data visible (a selector per page: the first real row or figure,
 * never a placeholder; timed inside the page at the first painted frame that shows it, readinessScript()), divided by the same for the bare host page: the not-found route, which has the
 * host chrome, the vendor and plugin entry, and no page chunk and no data ("Page not found" visible).
 *
 * - cold: a fresh browser context for every load (empty HTTP cache, no compiled code);
 * - warm: one persistent profile (a merchant's), that first visited every page twice (HTTP cache and V8's
 *   code cache filled), a new tab per load.
 *
 * Loads are interleaved: each round measures the bare page, then the pages, with the bare page again
 * every few pages, so a busy machine slows both sides alike; medians over the rounds. Every load also
 * records its `/wp-json/` requests: the same method + URL twice in one load is a duplicate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const RATIO_BUDGET = 1.3;
const RUNS = Number(process.env.BENCH_RATIO_RUNS || 7);
/** The bare page is measured again after this many pages in a round. */
const BARE_EVERY = 4;
const TIMEOUT = 30_000;

const launchOptions = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

const admin = (query: string) => `/wp-admin/admin.php?${query}`;
const wcAdmin = (p: string, extra = '') => admin(`page=wc-admin&path=${p}${extra}`);

export interface RatioPage {
	name: string;
	/** Which server: the established one, or the one with 100 000 transactions. */
	server: 'main' | 'large';
	url: (ids: Ids) => string;
	/** The first real data on the page. */
	selector: string;
}

export interface Ids {
	payout: string;
	paymentIntent: string;
}

export const BARE: RatioPage = {
	name: 'bare host page (not found)',
	server: 'main',
	url: () => wcAdmin('/payments/nothing-here'),
	selector: '.wcpay-not-found',
};

export const RATIO_PAGES: RatioPage[] = [
	{
		name: 'overview',
		server: 'main',
		url: () => wcAdmin('/payments/overview'),
		selector: '[data-bench-ready="overview"]',
	},
	{
		name: 'payouts',
		server: 'main',
		url: () => wcAdmin('/payments/payouts'),
		selector: '.wcpay-payouts__details-link',
	},
	{
		name: 'payout details',
		server: 'main',
		url: (ids) => wcAdmin('/payments/payouts/details', `&id=${ids.payout}`),
		selector: '.wcpay-payout-transactions .wcpay-transactions-table__details-link',
	},
	{
		name: 'transactions',
		server: 'main',
		url: () => wcAdmin('/payments/transactions'),
		selector: '[data-bench-ready="transactions"] .wcpay-transactions-table__details-link',
	},
	{
		name: 'transactions (100 000 rows)',
		server: 'large',
		url: () => wcAdmin('/payments/transactions'),
		selector: '[data-bench-ready="transactions"] .wcpay-transactions-table__details-link',
	},
	{
		name: 'payment details',
		server: 'main',
		url: (ids) => wcAdmin('/payments/transactions/details', `&id=${ids.paymentIntent}`),
		selector: '.wcpay-payment-details__amount',
	},
	{
		name: 'disputes',
		server: 'main',
		url: () => wcAdmin('/payments/disputes'),
		selector: '.wcpay-disputes__details-link',
	},
	{
		name: 'documents',
		server: 'main',
		url: () => wcAdmin('/payments/documents'),
		selector: '.wcpay-documents__download',
	},
	{
		name: 'loans',
		server: 'main',
		url: () => wcAdmin('/payments/loans'),
		selector: '.wcpay-active-loan__figure',
	},
	{
		name: 'card readers',
		server: 'main',
		url: () => wcAdmin('/payments/card-readers'),
		selector: '.wcpay-card-readers__table .wcpay-status-chip',
	},
	{
		name: 'payment settings',
		server: 'main',
		url: () => admin('page=wc-settings&tab=checkout&section=woocommerce_payments'),
		selector: '.wcpay-payment-methods__item',
	},
	{
		name: 'fraud protection',
		server: 'main',
		url: () => wcAdmin('/payments/fraud-protection'),
		selector: '.wcpay-fraud-card',
	},
	{
		name: 'multi-currency settings',
		server: 'main',
		url: () => admin('page=wc-settings&tab=wcpay_multi_currency'),
		selector: '.wcpay-mc-enabled__item',
	},
];

export interface RatioRow {
	name: string;
	coldMs: number;
	coldRatio: number;
	warmMs: number;
	warmRatio: number;
	/**
	 * The middle half of the loads (25th to 75th percentile), each divided by the bare page's median: how far
	 * one round of the machine's noise moves the ratio.
	 */
	coldSpread: [number, number];
	warmSpread: [number, number];
	/** `METHOD url` seen twice in one load, with the load's mode. */
	duplicates: string[];
	error?: string;
}

/** The `q` quantile (0..1) of `xs`, interpolated between the two nearest samples; NaN when empty. */
const quantile = (xs: number[], q: number) => {
	if (xs.length === 0) {
		return NaN;
	}
	const s = [...xs].sort((a, b) => a - b);
	const at = (s.length - 1) * q;
	const lo = Math.floor(at);
	return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (at - lo);
};

/** The median of `xs`; NaN when empty. */
export const median = (xs: number[]) => quantile(xs, 0.5);

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The newest payout and the newest charge's payment intent: the ids the detail pages open. */
export async function firstIds(base: string): Promise<Ids> {
	const nonce = (await (await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()).trim();
	const get = async (p: string) => {
		const res = await fetch(`${base}/wp-json/wc/v3/payments${p}`, { headers: { 'x-wp-nonce': nonce } });
		return (await res.json()) as { data: Array<Record<string, string>> };
	};
	const payouts = await get('/deposits?page=1&pagesize=1&sort=date&direction=desc');
	const txns = await get('/transactions?page=1&pagesize=1&sort=date&direction=desc&type_is=charge');
	return { payout: payouts.data[0].id, paymentIntent: txns.data[0].payment_intent_id };
}

/**
 * Installed in a page before its own scripts, with the selector its load waits for: on every animation
 * frame (what the merchant sees is painted frames) it notes, for each selector, the time from navigation
 * start at which it first matched a rendered element, and stops once all have. Measured inside the page,
 * so the test driver's polling adds nothing.
 */
export function readinessScript(selectors: string[]): string {
	return `(() => {
	const sels = ${JSON.stringify(selectors)};
	const seen = (window.__benchSeen = {});
	const tick = () => {
		for (const s of sels) {
			if (seen[s] === undefined) {
				const el = document.querySelector(s);
				if (el && el.getClientRects().length > 0) seen[s] = performance.now();
			}
		}
		if (Object.keys(seen).length < sels.length) requestAnimationFrame(tick);
	};
	requestAnimationFrame(tick);
})();`;
}

/** One load: navigation start → the selector visible, in ms; the load's duplicate REST calls. */
export async function load(
	page: Page,
	url: string,
	selector: string
): Promise<{ ms: number; duplicates: string[] }> {
	const seen = new Map<string, number>();
	page.on('request', (req) => {
		if (req.url().includes('/wp-json/')) {
			const key = `${req.method()} ${req.url()}`;
			seen.set(key, (seen.get(key) ?? 0) + 1);
		}
	});
	// This load's selector only: the watcher stops once it has matched, so it adds nothing after.
	await page.addInitScript(readinessScript([selector]));
	await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT });
	const handle = await page.waitForFunction(
		(s) => (window as unknown as { __benchSeen?: Record<string, number> }).__benchSeen?.[s],
		selector,
		{ timeout: TIMEOUT, polling: 50 }
	);
	const ms = Number(await handle.jsonValue());
	return { ms, duplicates: [...seen].filter(([, n]) => n > 1).map(([k]) => k) };
}

type Mode = 'cold' | 'warm';

interface Sampler {
	mode: Mode;
	newPage: () => Promise<{ page: Page; done: () => Promise<void> }>;
	close: () => Promise<void>;
}

async function coldSampler(): Promise<Sampler> {
	const browser: Browser = await chromium.launch(launchOptions);
	return {
		mode: 'cold',
		newPage: async () => {
			const context = await browser.newContext();
			const page = await context.newPage();
			return { page, done: () => context.close() };
		},
		close: () => browser.close(),
	};
}

async function warmSampler(): Promise<Sampler> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcpay-bench-warm-'));
	const context: BrowserContext = await chromium.launchPersistentContext(dir, launchOptions);
	return {
		mode: 'warm',
		newPage: async () => {
			const page = await context.newPage();
			return { page, done: () => page.close() };
		},
		close: async () => {
			await context.close();
			fs.rmSync(dir, { recursive: true, force: true });
		},
	};
}

/**
 * Measures every page against the bare page, cold and warm, interleaved; answers one row per page (the
 * bare page first, ratio 1).
 */
export async function measureRatios(
	bases: { main: string; large?: string },
	log: (line: string) => void = () => undefined
): Promise<RatioRow[]> {
	const ids = await firstIds(bases.main);
	const pages = RATIO_PAGES.filter((p) => p.server === 'main' || bases.large);
	const urlOf = (p: RatioPage) => `${p.server === 'large' ? bases.large : bases.main}${p.url(ids)}`;
	const all = [BARE, ...pages];
	const times = new Map<string, { cold: number[]; warm: number[] }>(
		all.map((p) => [p.name, { cold: [], warm: [] }])
	);
	const duplicates = new Map<string, Set<string>>(all.map((p) => [p.name, new Set()]));
	const errors = new Map<string, string>();

	const cold = await coldSampler();
	const warm = await warmSampler();
	try {
		// The merchant's profile has seen every page (twice: V8 keeps compiled code from the second load).
		for (let i = 0; i < 2; i++) {
			for (const p of all) {
				const { page, done } = await warm.newPage();
				try {
					await load(page, urlOf(p), p.selector);
				} catch {
					// reported by the timed loads
				}
				await done();
			}
		}
		const measure = async (sampler: Sampler, p: RatioPage) => {
			if (errors.has(p.name)) {
				return;
			}
			const { page, done } = await sampler.newPage();
			try {
				const r = await load(page, urlOf(p), p.selector);
				times.get(p.name)![sampler.mode].push(r.ms);
				r.duplicates.forEach((d) => duplicates.get(p.name)!.add(`${sampler.mode}: ${d}`));
			} catch (e) {
				errors.set(p.name, `${sampler.mode}: ${String(e).split('\n')[0].slice(0, 200)}`);
			} finally {
				await done();
			}
		};
		for (let round = 0; round < RUNS; round++) {
			for (const sampler of round % 2 ? [warm, cold] : [cold, warm]) {
				await measure(sampler, BARE);
				for (const [n, p] of pages.entries()) {
					await measure(sampler, p);
					if ((n + 1) % BARE_EVERY === 0 && n + 1 < pages.length) {
						await measure(sampler, BARE);
					}
				}
			}
			log(`  ratios: round ${round + 1}/${RUNS} done`);
		}
	} finally {
		await cold.close();
		await warm.close();
	}
	const bare = times.get(BARE.name)!;
	const bareCold = median(bare.cold);
	const bareWarm = median(bare.warm);
	return all.map((p) => {
		const t = times.get(p.name)!;
		const coldMs = median(t.cold);
		const warmMs = median(t.warm);
		const spread = (xs: number[], bareMs: number): [number, number] => [
			round2(quantile(xs, 0.25) / bareMs),
			round2(quantile(xs, 0.75) / bareMs),
		];
		return {
			name: p.name,
			coldMs: Math.round(coldMs),
			coldRatio: round2(coldMs / bareCold),
			warmMs: Math.round(warmMs),
			warmRatio: round2(warmMs / bareWarm),
			coldSpread: spread(t.cold, bareCold),
			warmSpread: spread(t.warm, bareWarm),
			duplicates: [...duplicates.get(p.name)!],
			error: errors.get(p.name),
		};
	});
}

/** The table `npm run bench` prints: per mode the median, its ratio and the middle half of the ratios. */
export function ratioTable(rows: RatioRow[]): string {
	const width = Math.max(...rows.map((r) => r.name.length), 4);
	const range = ([lo, hi]: [number, number]) => `${lo.toFixed(2)}–${hi.toFixed(2)}`.padStart(10);
	const lines = [
		`${'page'.padEnd(width)}  ${'cold ms'.padStart(8)}  ${'cold ×'.padStart(7)}  ${'middle ½'.padStart(10)}  ${'warm ms'.padStart(8)}  ${'warm ×'.padStart(7)}  ${'middle ½'.padStart(10)}`,
	];
	for (const r of rows) {
		const flag = (x: number) => (x > RATIO_BUDGET || !Number.isFinite(x) ? ' !' : '  ');
		lines.push(
			`${r.name.padEnd(width)}  ${String(r.coldMs).padStart(8)}  ${r.coldRatio.toFixed(2).padStart(7)}${flag(r.coldRatio)}${range(r.coldSpread)}  ${String(r.warmMs).padStart(8)}  ${r.warmRatio.toFixed(2).padStart(7)}${flag(r.warmRatio)}${range(r.warmSpread)}${r.error ? `  ERROR ${r.error}` : ''}`
		);
	}
	return lines.join('\n');
}
