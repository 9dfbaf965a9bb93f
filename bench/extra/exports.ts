/**
 * CSV export preparation over `large` (100 000+ transactions), through HTTP: the prepare call, then the
 * availability call polled every 10 ms until it offers the file (the client polls every second, at most 5
 * times). Every transaction, no filter: the largest file. For reference (no formal budget). Loaded by
 * `npm run bench` (bench/run.ts runs every bench/extra/*.ts).
 */
import { median } from '../ratios';
import type { ExtraBench } from '../run';

const RUNS = 3;

const exportsBench: ExtraBench = async ({ base, reset }) => {
	await reset('large');
	try {
		const nonce = (
			await (await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`)).text()
		).trim();
		const call = async (method: string, path: string, body?: unknown) => {
			const res = await fetch(`${base}/wp-json/wc/v3/payments${path}`, {
				method,
				headers: { 'x-wp-nonce': nonce, 'content-type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
			});
			if (!res.ok) {
				throw new Error(`${method} ${path}: HTTP ${res.status}`);
			}
			return (await res.json()) as { export_id: string; status: string };
		};
		const times: number[] = [];
		for (let i = 0; i < RUNS; i++) {
			const start = performance.now();
			const { export_id: id } = await call('POST', '/transactions/download', {});
			for (;;) {
				const { status } = await call('GET', `/exports/${id}`);
				if (status === 'success') {
					break;
				}
				if (status !== 'pending' || performance.now() - start > 60_000) {
					throw new Error(`export ${id}: ${status}`);
				}
				await new Promise((resolve) => setTimeout(resolve, 10));
			}
			times.push(performance.now() - start);
		}
		const value = Math.round(median(times));
		return [
			{
				name: `export prepare (large): prepare → available, every transaction, median of ${RUNS}`,
				value,
				unit: 'ms',
				budget: Infinity,
				pass: true,
				note: 'for reference: the client polls 5 × 1 s',
			},
		];
	} finally {
		await reset('established');
	}
};

export default exportsBench;
