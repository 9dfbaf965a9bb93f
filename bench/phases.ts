/**
 * `npm run bench:phases`: where each page's load goes, phase by phase. For every page of the ratio bench
 * (the established store) and the bare host page, the median over warm loads in a merchant's profile
 * (bench/browser.ts, as the ratio bench's warm loads) of when, in ms from navigation start:
 *
 * - vendor, entry: the host's vendor bundle and the plugin entry have downloaded (Resource Timing);
 * - paint: the first paint (the host chrome);
 * - mount, chunk, reads, render, commit: the entry mounted, the page's chunk was in, its critical reads
 *   had settled, the first render was asked for, the page was committed (the load marks,
 *   src/utils/load-marks.ts);
 * - visible: the page's data was visible (bench/ratios.ts `load()`, the ratio bench's measure).
 *
 * Each page's line is followed by its difference from the bare page's. The time between two phases is what
 * to shorten; what a page adds to the bare page is what the ratio bench weighs. It uses the build in
 * `dist/` (or `WCPAY_DIST_DIR`), like `npm run bench`. `BENCH_PHASES_RUNS` sets the timed loads per page
 * (9); `BENCH_PHASES_PAGES` picks pages by name (comma-separated; the bare page is always measured).
 */
import type { Page } from 'playwright-core';

import { merchantBrowser, WARMUP_LOADS } from './browser';
import { BARE, firstIds, load, median, RATIO_PAGES, type RatioPage } from './ratios';
import { startServer, stopServer } from './server';

const PORT = Number(process.env.BENCH_PORT || 8486) + 4;
const RUNS = Number(process.env.BENCH_PHASES_RUNS || 9);
const ONLY = (process.env.BENCH_PHASES_PAGES || '')
	.split(',')
	.map((s) => s.trim())
	.filter(Boolean);

/** The phases, in the order a load usually passes them, and where each is read from. */
const PHASES = [
	'vendor',
	'entry',
	'paint',
	'mount',
	'chunk',
	'reads',
	'render',
	'commit',
	'visible',
] as const;
type Phase = (typeof PHASES)[number];
type Times = Partial<Record<Phase, number>>;

/**
 * The phases the page itself recorded: resource and paint timings, and the first of each load mark. A
 * string, so that it reaches the page as written (tsx would wrap a function's inner helpers in its own).
 */
const PAGE_TIMES = `(() => {
	const times = {};
	const first = (name) => { const e = performance.getEntriesByName(name)[0]; return e ? e.startTime : undefined; };
	for (const entry of performance.getEntriesByType('resource')) {
		const url = entry.name.split('?')[0];
		if (url.endsWith('/dist-host/vendor.js')) times.vendor = entry.responseEnd;
		else if (url.endsWith('/dist/index.js')) times.entry = entry.responseEnd;
	}
	const marks = { paint: 'first-paint', mount: 'wcpay:mount', chunk: 'wcpay:page-chunk', reads: 'wcpay:page-reads',
		render: 'wcpay:render', commit: 'wcpay:page-commit' };
	for (const [phase, name] of Object.entries(marks)) {
		const at = first(name);
		if (at !== undefined) times[phase] = at;
	}
	return times;
})()`;

async function pageTimes(page: Page): Promise<Times> {
	return (await page.evaluate(PAGE_TIMES)) as Times;
}

/** Loads every page (the bare one first in each round) and returns each page's median phases. */
async function measure(base: string, pages: RatioPage[]): Promise<Map<string, Times>> {
	const ids = await firstIds(base);
	const browser = await merchantBrowser();
	const samples = new Map<string, Partial<Record<Phase, number[]>>>();
	try {
		for (let round = 0; round < WARMUP_LOADS + RUNS; round++) {
			for (const spec of pages) {
				const page = await browser.context.newPage();
				try {
					const { ms } = await load(page, base + spec.url(ids), spec.selector);
					if (round < WARMUP_LOADS) {
						continue;
					}
					const times: Times = { ...(await pageTimes(page)), visible: ms };
					const lists = samples.get(spec.name) ?? {};
					for (const phase of PHASES) {
						const at = times[phase];
						if (at !== undefined) {
							(lists[phase] ??= []).push(at);
						}
					}
					samples.set(spec.name, lists);
				} finally {
					await page.close();
				}
			}
		}
	} finally {
		await browser.close();
	}
	const medians = new Map<string, Times>();
	for (const [name, lists] of samples) {
		const times: Times = {};
		for (const phase of PHASES) {
			const list = lists[phase];
			if (list?.length) {
				times[phase] = median(list);
			}
		}
		medians.set(name, times);
	}
	return medians;
}

function report(pages: RatioPage[], medians: Map<string, Times>) {
	const NAME = 28;
	const cell = (v: string) => v.padStart(8);
	const bare = medians.get(BARE.name) ?? {};
	console.log(
		`\nPhases of a page load, ms from navigation start (median of ${RUNS} warm loads); under each page, its difference from the bare page:\n`
	);
	console.log('page'.padEnd(NAME) + PHASES.map(cell).join(''));
	for (const spec of pages) {
		const times = medians.get(spec.name) ?? {};
		console.log(
			spec.name.slice(0, NAME - 1).padEnd(NAME) +
				PHASES.map((p) => cell(times[p] === undefined ? '–' : times[p].toFixed(0))).join('')
		);
		if (spec !== BARE) {
			console.log(
				'  vs bare'.padEnd(NAME) +
					PHASES.map((p) => {
						const a = times[p];
						const b = bare[p];
						if (a === undefined || b === undefined) {
							return cell('');
						}
						const d = a - b;
						return cell(`${d >= 0 ? '+' : '−'}${Math.abs(d).toFixed(0)}`);
					}).join('')
			);
		}
	}
}

async function main() {
	const pages = [
		BARE,
		...RATIO_PAGES.filter((p) => p.server === 'main' && (ONLY.length === 0 || ONLY.includes(p.name))),
	];
	const server = await startServer(PORT, 'established');
	try {
		report(pages, await measure(server.base, pages));
	} finally {
		stopServer(server.child);
	}
}

main().catch((e) => {
	console.error(e);
	process.exit(1);
});
