/**
 * `npm run bench`: measures the budgets of DESIGN.md that exist so far and writes bench/results.json.
 *
 * - Bundle sizes (gzip) of the plugin entry, the largest lazy chunk, and everything a page downloads from
 *   the plugin (recorded from a real page load in Chromium, so it counts exactly the chunks that page needs).
 * - Page timings: navigation → the page's key content visible, median of several loads, headless Chromium
 *   with a profile of its own (see bench/browser.ts: the first loads fill its caches and are not timed).
 * - REST calls per page load: duplicates and the depth of the request waterfall.
 * - Mock server list timings (when a scenario with that data exists).
 * - Page speed as ratios: every page's navigation → data visible against the bare host page, cold and warm,
 *   interleaved, on two servers of its own (established and `large`; bench/ratios.ts); fails past ×1.3.
 *   `BENCH_ONLY=ratios` runs the sizes and the ratios only; `BENCH_RATIO_RUNS` sets the rounds (7).
 *
 * Each page registers what "ready" means in PAGES below; later features add theirs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

import { merchantBrowser, WARMUP_LOADS } from './browser';
import { measureRatios, median, RATIO_BUDGET, ratioTable } from './ratios';
import { startServer, stopServer } from './server';

const ROOT = path.join(__dirname, '..');
const DIST = process.env.WCPAY_DIST_DIR ? path.resolve(process.env.WCPAY_DIST_DIR) : path.join(ROOT, 'dist');
const PORT = Number(process.env.BENCH_PORT || 8486);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS || 7);
const RATIO_RUNS = Number(process.env.BENCH_RATIO_RUNS || 7);

interface Result {
	name: string;
	value: number;
	unit: string;
	budget: number;
	pass: boolean;
	note?: string;
}

interface PageBench {
	name: string;
	scenario: string;
	url: string;
	/** Resolves when the page's key content is visible. */
	ready: (page: Page) => Promise<unknown>;
	/** Budget for navigation → ready, in ms (median). */
	budgetMs?: number;
	/** Budget for the plugin JS + CSS the page downloads, gzip KB. */
	budgetKb?: number;
}

const PAGES: PageBench[] = [
	{
		name: 'overview',
		scenario: 'established',
		url: '/wp-admin/admin.php?page=wc-admin&path=/payments/overview',
		ready: (page) => page.locator('[data-bench-ready="overview"]').waitFor({ state: 'visible' }),
		budgetMs: 1000,
		budgetKb: 80,
	},
	{
		name: 'payment settings',
		scenario: 'established',
		url: '/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments',
		ready: (page) => page.getByRole('button', { name: 'Save changes' }).waitFor({ state: 'visible' }),
	},
];

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
function bundleSizes(results: Result[]) {
	const entry = gzipKb(path.join(DIST, 'index.js'));
	results.push({
		name: 'plugin entry (index.js), gzip',
		value: round(entry),
		unit: 'KB',
		budget: 15,
		pass: entry <= 15,
	});
	const chunksDir = path.join(DIST, 'chunks');
	const chunks = fs.existsSync(chunksDir) ? fs.readdirSync(chunksDir).filter((f) => f.endsWith('.js')) : [];
	let largest = { name: '', kb: 0 };
	for (const f of chunks) {
		const kb = gzipKb(path.join(chunksDir, f));
		if (kb > largest.kb) {
			largest = { name: f, kb };
		}
	}
	results.push({
		name: 'largest page chunk, gzip',
		value: round(largest.kb),
		unit: 'KB',
		budget: 60,
		pass: largest.kb <= 60,
		note: largest.name,
	});
	const vendorJs = path.join(ROOT, 'dist-host', 'vendor.js');
	if (fs.existsSync(vendorJs)) {
		const kb = gzipKb(vendorJs) + gzipKb(path.join(ROOT, 'dist-host', 'vendor.css'));
		results.push({
			name: 'host vendor bundle (stand-in for WordPress), gzip',
			value: round(kb),
			unit: 'KB',
			budget: Infinity,
			pass: true,
			note: 'not ours to ship; for reference',
		});
	}
}

async function reset(scenario: string) {
	await fetch(`${BASE}/__mock/reset`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ scenario, seed: 1 }),
	});
}

interface Timed {
	url: string;
	start: number;
	end: number;
}

/** Longest chain of REST calls where each starts after the previous one ended. */
function waterfallDepth(calls: Timed[]): number {
	const sorted = [...calls].sort((a, b) => a.start - b.start);
	const depth = new Map<Timed, number>();
	for (const c of sorted) {
		let d = 1;
		for (const p of sorted) {
			if (p !== c && p.end <= c.start) {
				d = Math.max(d, (depth.get(p) ?? 1) + 1);
			}
		}
		depth.set(c, d);
	}
	return Math.max(0, ...depth.values());
}

async function benchPage(spec: PageBench, results: Result[]) {
	await reset(spec.scenario);
	const times: number[] = [];
	let pluginFiles = new Set<string>();
	let restCalls: Timed[] = [];
	// One browser profile for all loads, as a merchant moving around wp-admin has: the host's scripts come
	// from its caches after the first loads, which are not timed.
	const browser = await merchantBrowser();
	const { context } = browser;
	for (let i = 0; i < RUNS + WARMUP_LOADS - 1; i++) {
		const page = await context.newPage();
		const files = new Set<string>();
		const calls: Timed[] = [];
		const started = new Map<string, number>();
		const t0 = Date.now();
		page.on('request', (req) => {
			if (req.url().includes('/wp-json/')) {
				started.set(req.url() + req.method(), Date.now() - t0);
			}
		});
		page.on('requestfinished', (req) => {
			const url = new URL(req.url());
			const m = url.pathname.match(/\/wp-content\/plugins\/woocommerce-payments\/dist\/(.+)$/);
			if (m) {
				files.add(m[1]);
			}
			if (url.pathname.includes('/wp-json/')) {
				calls.push({
					url: `${req.method()} ${url.pathname}${url.search}`,
					start: started.get(req.url() + req.method()) ?? 0,
					end: Date.now() - t0,
				});
			}
		});
		const start = Date.now();
		await page.goto(BASE + spec.url);
		try {
			await spec.ready(page);
		} catch (e) {
			await browser.close();
			results.push({
				name: `${spec.name}: ready`,
				value: NaN,
				unit: 'ms',
				budget: spec.budgetMs ?? Infinity,
				pass: false,
				note: String(e).slice(0, 200),
			});
			return;
		}
		// The first loads warm the server and the browser's caches; time the rest.
		if (i >= WARMUP_LOADS) {
			times.push(Date.now() - start);
		}
		if (i === 0) {
			// What a first visit downloads from the plugin (later loads come from the cache).
			pluginFiles = files;
		}
		restCalls = calls;
		await page.close();
	}
	await browser.close();
	const ms = median(times);
	results.push({
		name: `${spec.name}: navigation → ready, median of ${times.length}`,
		value: Math.round(ms),
		unit: 'ms',
		budget: spec.budgetMs ?? Infinity,
		pass: ms <= (spec.budgetMs ?? Infinity),
	});
	const kb = [...pluginFiles].reduce((sum, f) => sum + gzipKb(path.join(DIST, f.split('?')[0])), 0);
	results.push({
		name: `${spec.name}: plugin JS + CSS downloaded, gzip`,
		value: round(kb),
		unit: 'KB',
		budget: spec.budgetKb ?? Infinity,
		pass: kb <= (spec.budgetKb ?? Infinity),
		note: [...pluginFiles].map((f) => f.split('?')[0]).join(', '),
	});
	const keys = restCalls.map((c) => c.url);
	const duplicates = keys.length - new Set(keys).size;
	results.push({
		name: `${spec.name}: duplicate REST calls per load`,
		value: duplicates,
		unit: 'calls',
		budget: 0,
		pass: duplicates === 0,
		note: keys.join(' | '),
	});
	const depth = waterfallDepth(restCalls);
	results.push({
		name: `${spec.name}: REST waterfall depth`,
		value: depth,
		unit: 'levels',
		budget: 2,
		pass: depth <= 2,
	});
}

/** Extra measurements registered by features (e.g. server list timings over `large`). */
export type ExtraBench = (ctx: { base: string; reset: (s: string) => Promise<void> }) => Promise<Result[]>;
const EXTRA_DIR = path.join(__dirname, 'extra');

/** Page speed as ratios against the bare host page (bench/ratios.ts), on servers of their own. */
async function ratios(results: Result[]) {
	const [main, large] = await Promise.all([startServer(PORT + 1), startServer(PORT + 2, 'large')]);
	try {
		const rows = await measureRatios({ main: main.base, large: large.base }, (l) => console.log(l));
		console.log(
			`\nnavigation → data visible ÷ the bare host page (median of ${RATIO_RUNS}, budget ≤ ×${RATIO_BUDGET}; middle ½: the 25th to 75th percentile of the loads, the noise of one run):`
		);
		console.log(ratioTable(rows));
		console.log('');
		for (const r of rows.slice(1)) {
			for (const mode of ['cold', 'warm'] as const) {
				const ratio = r[`${mode}Ratio`];
				results.push({
					name: `${r.name}: ${mode} ÷ bare host page`,
					value: ratio,
					unit: '×',
					budget: RATIO_BUDGET,
					pass: Number.isFinite(ratio) && ratio <= RATIO_BUDGET && !r.error,
					note: `${r[`${mode}Ms`]} ms vs ${rows[0][`${mode}Ms`]} ms; middle half of the loads ×${r[`${mode}Spread`].map((x) => x.toFixed(2)).join('–×')}${r.error ? `; ${r.error}` : ''}`,
				});
			}
			results.push({
				name: `${r.name}: duplicate REST calls on load`,
				value: r.duplicates.length,
				unit: 'calls',
				budget: 0,
				pass: r.duplicates.length === 0,
				note: r.duplicates.join(' | ') || undefined,
			});
		}
	} finally {
		stopServer(main.child);
		stopServer(large.child);
	}
}

async function main() {
	if (!fs.existsSync(path.join(DIST, 'index.js'))) {
		throw new Error('Build first: npm run build');
	}
	const results: Result[] = [];
	const only = process.env.BENCH_ONLY;
	bundleSizes(results);
	if (only !== 'ratios') {
		const server = await startServer(PORT);
		try {
			for (const spec of PAGES) {
				await benchPage(spec, results);
			}
			if (fs.existsSync(EXTRA_DIR)) {
				for (const f of fs
					.readdirSync(EXTRA_DIR)
					.filter((n) => n.endsWith('.ts'))
					.sort()) {
					const mod = (await import(path.join(EXTRA_DIR, f))) as { default: ExtraBench };
					results.push(...(await mod.default({ base: BASE, reset })));
				}
			}
		} finally {
			stopServer(server.child);
		}
	}
	await ratios(results);
	const width = Math.max(...results.map((r) => r.name.length));
	for (const r of results) {
		const budget = Number.isFinite(r.budget) ? `≤ ${r.budget} ${r.unit}` : '';
		console.log(
			`${r.pass ? 'ok  ' : 'FAIL'} ${r.name.padEnd(width)}  ${String(r.value).padStart(7)} ${r.unit.padEnd(6)} ${budget}`
		);
	}
	fs.writeFileSync(
		path.join(__dirname, 'results.json'),
		JSON.stringify({ measured_at: new Date().toISOString(), results }, null, 2)
	);
	const failed = results.filter((r) => !r.pass);
	console.log(
		`\n${results.length - failed.length} within budget, ${failed.length} over budget. Written to bench/results.json`
	);
	for (const r of failed) {
		console.log(
			`  over budget: ${r.name} = ${r.value} ${r.unit}${r.note ? ` (${r.note.slice(0, 160)})` : ''}`
		);
	}
	process.exitCode = failed.length ? 1 : 0;
}

main().catch((e) => {
	console.error(e);
	process.exit(1);
});
