/**
 * Measures the money routes of the mock server over the `large` scenario (100 000+ transactions), through
 * the whole REST stack (app.inject): seeding time, then the median and 95th percentile of list and summary
 * calls. Run: `npx tsx scripts/money-perf.ts` (budget: transactions list with two filters ≤ 20 ms median).
 * Summaries are kept until the data changes (mock-server/domain/money-sql.ts `untilChanged`): each summary
 * call is timed after a change, and the last line times a kept one.
 */
import { createApp } from '../mock-server/app';

const RUNS = Number(process.env.RUNS ?? 40);

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function main() {
	const t0 = performance.now();
	const app = await createApp({ db: ':memory:', scenario: 'large', seed: 1 });
	const seedMs = performance.now() - t0;
	const headers = { 'x-wp-nonce': app.mock.nonce };
	const cases: [string, string][] = [
		['transactions, page 1 (no filter)', '/wc/v3/payments/transactions'],
		[
			'transactions, 2 filters (type + customer currency)',
			'/wc/v3/payments/transactions?type_is=charge&customer_currency_is=eur',
		],
		[
			'transactions, 2 filters (date after + channel)',
			'/wc/v3/payments/transactions?date_after=2024-06-01&channel_is=in_person',
		],
		[
			'transactions, 2 filters, page 40',
			'/wc/v3/payments/transactions?type_is=charge&store_currency_is=usd&page=40',
		],
		[
			'transactions, 2 filters, match=any',
			'/wc/v3/payments/transactions?match=any&type_is=refund&risk_level_is=2',
		],
		['transactions, search (customer)', '/wc/v3/payments/transactions?search=olivia'],
		['transactions summary (no filter)', '/wc/v3/payments/transactions/summary'],
		[
			'transactions summary, 2 filters',
			'/wc/v3/payments/transactions/summary?type_is=charge&customer_currency_is=eur',
		],
		['transactions of a payout (deposit_id)', ''],
		['deposits, page 1', '/wc/v3/payments/deposits'],
		['deposits summary', '/wc/v3/payments/deposits/summary'],
		['deposits overview-all', '/wc/v3/payments/deposits/overview-all'],
		['transactions summary (no filter), data unchanged', '/wc/v3/payments/transactions/summary'],
	];
	const anyDeposit = app.mock.db
		.prepare('SELECT deposit_id FROM transactions WHERE deposit_id IS NOT NULL LIMIT 1')
		.get() as {
		deposit_id: string;
	};
	cases[8][1] = `/wc/v3/payments/transactions?deposit_id=${anyDeposit.deposit_id}`;

	const count = (app.mock.db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n;
	console.log(`large: ${count} transactions, seeded in ${seedMs.toFixed(0)} ms (app creation included)`);
	for (const [label, url] of cases) {
		const times: number[] = [];
		const afterChange = url.includes('/transactions/summary') && !label.includes('unchanged');
		for (let i = 0; i < RUNS + 3; i++) {
			if (afterChange) {
				// A write (the page settings, patched with nothing new), so a kept summary is not what is timed.
				app.mock.state.patchPageSettings({});
			}
			const start = performance.now();
			const res = await app.inject({ method: 'GET', url: `/wp-json${url}`, headers });
			const ms = performance.now() - start;
			if (res.statusCode !== 200) {
				throw new Error(`${url}: ${res.statusCode} ${res.body}`);
			}
			if (i >= 3) {
				times.push(ms);
			}
		}
		times.sort((a, b) => a - b);
		console.log(
			`${label.padEnd(52)} median ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(
				times,
				95
			)
				.toFixed(2)
				.padStart(6)} ms`
		);
	}
	await app.close();
}

void main();
