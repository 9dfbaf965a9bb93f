/**
 * `npm run bench:render`: where each page's first render spends its time, by component. It builds the host
 * vendor bundle with React's profiling build (`--env reactProfiling`) and the plugin, both without
 * minification so that components keep their names, into folders of their own, serves them, and loads
 * every page of the ratio bench in a warm merchant profile (bench/browser.ts) with a stand-in for the React
 * DevTools hook installed first, which turns React's profile mode on. For the commits up to the page's data
 * being visible (as the ratio bench times it: bench/ratios.ts `load()`), it sums each fiber's own render
 * time (`selfBaseDuration`: the component's body and its hooks, or creating a DOM element) by component
 * name, averaged over the loads, and prints the largest beside the page's total and the bare host page's.
 *
 * The profiling build times every fiber, so the figures run above production's; they say where the render
 * goes, not how long the page takes (that is `npm run bench`). `BENCH_RENDER_RUNS` sets the loads (5),
 * `BENCH_RENDER_TOP` the components listed per page (12), `BENCH_RENDER_PAGES` picks pages by name
 * (comma-separated; the bare page is always measured).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { merchantBrowser, WARMUP_LOADS } from './browser';
import { BARE, firstIds, load, RATIO_PAGES, type RatioPage } from './ratios';
import { startServer, stopServer } from './server';

const ROOT = path.join(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT || 8486) + 3;
const RUNS = Number(process.env.BENCH_RENDER_RUNS || 5);
const TOP = Number(process.env.BENCH_RENDER_TOP || 12);
const ONLY = (process.env.BENCH_RENDER_PAGES || '')
	.split(',')
	.map((s) => s.trim())
	.filter(Boolean);

/** One commit as the hook saw it. */
interface Commit {
	at: number;
	fibers: number;
	self: Record<string, number>;
}

/**
 * Installed before the page's scripts: a stand-in for the React DevTools hook (React DOM then runs in
 * profile mode and reports each commit). On every commit it walks the fibers rendered in it and adds up
 * their own render time by component name (host elements as `<div>`).
 */
const HOOK = `(() => {
	const commits = (window.__wcpayRenderCommits = []);
	const nameOf = (fiber) => {
		const type = fiber.type;
		if (!type) return fiber.tag === 6 ? '#text' : '(root)';
		if (typeof type === 'string') return '<' + type + '>';
		const fn = type.render || type;
		return type.displayName || fn.displayName || fn.name || (type._context ? '(context)' : '(anonymous)');
	};
	window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
		isDisabled: false,
		supportsFiber: true,
		renderers: new Map(),
		checkDCE() {},
		inject() { return 1; },
		onScheduleFiberRoot() {},
		onCommitFiberUnmount() {},
		onPostCommitFiberRoot() {},
		onCommitFiberRoot(_id, root) {
			const self = {};
			let fibers = 0;
			const walk = (fiber) => {
				for (let f = fiber; f; f = f.sibling) {
					if (f.alternate === null || f.actualDuration > 0) {
						const name = nameOf(f);
						self[name] = (self[name] || 0) + (f.selfBaseDuration || 0);
						fibers++;
					}
					walk(f.child);
				}
			};
			walk(root.current.child);
			commits.push({ at: performance.now(), fibers, self });
		},
	};
})();`;

interface PageProfile {
	name: string;
	/** Mean over the loads: own render time by component, ms. */
	byComponent: Map<string, number>;
	total: number;
	commits: number;
	fibers: number;
}

/** Runs webpack with `config` and `args`, unminified, into the folder `env` names; `built` must then exist. */
function build(config: string, args: string[], env: Record<string, string>, built: string) {
	const result = spawnSync(
		path.join(ROOT, 'node_modules/.bin/webpack'),
		['--config', config, '--mode', 'production', '--no-optimization-minimize', ...args],
		{ cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] }
	);
	if (result.status !== 0 || !fs.existsSync(built)) {
		throw new Error(`webpack --config ${config} ${args.join(' ')} failed`);
	}
}

async function profilePages(base: string, pages: RatioPage[]): Promise<PageProfile[]> {
	const ids = await firstIds(base);
	const browser = await merchantBrowser();
	const sums = new Map<string, { byComponent: Map<string, number>; commits: number; fibers: number }>();
	try {
		for (let round = 0; round < WARMUP_LOADS + RUNS; round++) {
			for (const spec of pages) {
				const page = await browser.context.newPage();
				try {
					await page.addInitScript(HOOK);
					const { ms: ready } = await load(page, base + spec.url(ids), spec.selector);
					if (round < WARMUP_LOADS) {
						continue;
					}
					const commits = (
						await page.evaluate(
							() =>
								(window as unknown as { __wcpayRenderCommits: Commit[] }).__wcpayRenderCommits
						)
					).filter((c) => c.at <= ready);
					const sum = sums.get(spec.name) ?? { byComponent: new Map(), commits: 0, fibers: 0 };
					for (const commit of commits) {
						for (const [name, ms] of Object.entries(commit.self)) {
							sum.byComponent.set(name, (sum.byComponent.get(name) ?? 0) + ms / RUNS);
						}
						sum.fibers += commit.fibers / RUNS;
					}
					sum.commits += commits.length / RUNS;
					sums.set(spec.name, sum);
				} finally {
					await page.close();
				}
			}
		}
	} finally {
		await browser.close();
	}
	return pages.map((spec) => {
		const sum = sums.get(spec.name) ?? { byComponent: new Map(), commits: 0, fibers: 0 };
		const total = [...sum.byComponent.values()].reduce((a, b) => a + b, 0);
		return {
			name: spec.name,
			byComponent: sum.byComponent,
			total,
			commits: sum.commits,
			fibers: sum.fibers,
		};
	});
}

function report(profiles: PageProfile[]) {
	const bare = profiles[0];
	console.log(
		`\nOwn render time by component up to the data being visible (React profiling build, mean of ${RUNS} warm loads, ms):`
	);
	for (const p of profiles) {
		const delta = p === bare ? '' : `, ${(p.total - bare.total).toFixed(1)} more than the bare page`;
		console.log(
			`\n${p.name}: ${p.total.toFixed(1)} ms in ${p.commits.toFixed(1)} commit(s), ${Math.round(p.fibers)} fibers${delta}`
		);
		const top = [...p.byComponent].sort((a, b) => b[1] - a[1]).slice(0, TOP);
		for (const [name, ms] of top) {
			console.log(`  ${ms.toFixed(2).padStart(6)}  ${name}`);
		}
	}
}

async function main() {
	const pages = [
		BARE,
		...RATIO_PAGES.filter((p) => p.server === 'main' && (ONLY.length === 0 || ONLY.includes(p.name))),
	];
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcpay-render-profile-'));
	const env = { WCPAY_HOST_DIST_DIR: path.join(dir, 'host'), WCPAY_DIST_DIR: path.join(dir, 'plugin') };
	try {
		console.log('Building the host vendor bundle (React’s profiling build) and the plugin, unminified…');
		build(
			'webpack.host.config.js',
			['--env', 'reactProfiling'],
			env,
			path.join(env.WCPAY_HOST_DIST_DIR, 'vendor.js')
		);
		build('webpack.config.js', [], env, path.join(env.WCPAY_DIST_DIR, 'index.js'));
		const server = await startServer(PORT, 'established', env);
		try {
			report(await profilePages(server.base, pages));
		} finally {
			stopServer(server.child);
		}
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}

main().catch((e) => {
	console.error(e);
	process.exit(1);
});
