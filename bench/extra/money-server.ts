/**
 * Mock server list timings over `large` (100 000+ transactions), through HTTP like the browser: the
 * transactions list with two filters (budget of DESIGN.md: ≤ 20 ms median), its summary, and the payouts
 * list. The server keeps a summary until its data changes (mock-server/domain/money-sql.ts `untilChanged`):
 * the summaries are timed as computed, with a change made (untimed, through the control API) before each
 * request, and once more as kept. Registered with `npm run bench` (bench/run.ts loads every bench/extra/*.ts).
 */
import { median } from '../ratios';
import type { ExtraBench } from '../run';

const RUNS = Number(process.env.BENCH_SERVER_RUNS || 30);

interface Case {
	name: string;
	path: string;
	budget: number;
	/** Change the data before each request, so a kept answer cannot be what is timed. */
	afterChange?: boolean;
}

const CASES: Case[] = [
	{
		name: 'mock server: transactions list, 2 filters, 100k rows (median)',
		path: '/wc/v3/payments/transactions?type_is=charge&customer_currency_is=eur&page=3&pagesize=25',
		budget: 20,
	},
	{
		name: 'mock server: transactions summary, 2 filters, 100k rows (median)',
		path: '/wc/v3/payments/transactions/summary?type_is=charge&customer_currency_is=eur',
		budget: 20,
		afterChange: true,
	},
	{
		name: 'mock server: transactions summary, no filter, 100k rows (median)',
		path: '/wc/v3/payments/transactions/summary',
		budget: 50,
		afterChange: true,
	},
	{
		name: 'mock server: transactions summary, no filter, 100k rows, data unchanged (median)',
		path: '/wc/v3/payments/transactions/summary',
		budget: 5,
	},
	{
		name: 'mock server: payouts list, page 1 (median)',
		path: '/wc/v3/payments/deposits?page=1&pagesize=25',
		budget: 20,
	},
];

const moneyServer: ExtraBench = async ({ base, reset }) => {
	await reset('large');
	try {
		const nonce = (
			await (await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()
		).trim();
		// A write through the control API: the page settings, patched with nothing new.
		const change = async () => {
			const res = await fetch(`${base}/__mock/page-settings`, {
				method: 'PATCH',
				headers: { 'content-type': 'application/json' },
				body: '{}',
			});
			if (!res.ok) {
				throw new Error(`PATCH /__mock/page-settings: HTTP ${res.status}`);
			}
		};
		const results = [];
		for (const c of CASES) {
			const times: number[] = [];
			for (let i = 0; i < RUNS + 3; i++) {
				if (c.afterChange) {
					await change();
				}
				const start = performance.now();
				const res = await fetch(`${base}/wp-json${c.path}`, { headers: { 'x-wp-nonce': nonce } });
				await res.arrayBuffer();
				if (!res.ok) {
					throw new Error(`${c.path}: HTTP ${res.status}`);
				}
				if (i >= 3) {
					times.push(performance.now() - start);
				}
			}
			const value = Math.round(median(times) * 100) / 100;
			results.push({ name: c.name, value, unit: 'ms', budget: c.budget, pass: value <= c.budget });
		}
		return results;
	} finally {
		await reset('established');
	}
};

export default moneyServer;
