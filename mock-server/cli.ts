/**
 * `npm start` / `npm run serve`: the mock server on 127.0.0.1.
 * Environment: PORT (8484), MOCK_DB (<repo>/.data/mock.sqlite, or :memory:), MOCK_SCENARIO (established),
 * MOCK_SEED (1), MOCK_CONTROL (0 turns the /__mock API off). Flag: --reset reseeds the database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { bindHost } from './bind';
import { DEFAULT_DB_FILE, REPO_ROOT } from './paths';
import { DEFAULT_SCENARIO, DEFAULT_SEED, isValidSeed, scenarioNames } from './seed';

function fail(message: string): never {
	process.stderr.write(`mock-server: ${message}\n`);
	process.exit(1);
}

async function main(): Promise<void> {
	const argv = process.argv.slice(2);
	const unknown = argv.filter((a) => a !== '--reset');
	if (unknown.length > 0) {
		fail(`unknown argument(s): ${unknown.join(' ')} (the only flag is --reset)`);
	}
	const port = Number(process.env.PORT ?? 8484);
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		fail(`PORT must be a port number, not "${process.env.PORT}"`);
	}
	const scenario = process.env.MOCK_SCENARIO || DEFAULT_SCENARIO;
	if (!scenarioNames().includes(scenario)) {
		fail(`unknown MOCK_SCENARIO "${scenario}"; known: ${scenarioNames().join(', ')}`);
	}
	const seed = process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : DEFAULT_SEED;
	if (!isValidSeed(seed)) {
		fail(`MOCK_SEED must be an integer from 0 to 4294967295, not "${process.env.MOCK_SEED}"`);
	}
	const dbFile = process.env.MOCK_DB || DEFAULT_DB_FILE;
	if (dbFile !== ':memory:') {
		fs.mkdirSync(path.dirname(path.resolve(dbFile)), { recursive: true });
	}
	let reset = argv.includes('--reset');
	const app = await createApp({ db: dbFile, scenario, seed, reset, logger: false });
	const stored = app.mock.state.meta();
	const askedScenario = Boolean(process.env.MOCK_SCENARIO) && stored.scenario !== scenario;
	const askedSeed = Boolean(process.env.MOCK_SEED) && stored.seed !== seed;
	if (askedScenario || askedSeed) {
		// The database holds another scenario than the one asked for explicitly: start from the one asked for.
		app.mock.reset({ scenario, seed });
		reset = true;
	}
	const meta = app.mock.state.meta();
	const bind = bindHost();
	if (bind.warning) {
		process.stderr.write(`mock-server: ${bind.warning}\n`);
	}
	await app.listen({ host: bind.host, port });
	const address = app.server.address();
	const actualPort = typeof address === 'object' && address ? address.port : port;
	const base = `http://127.0.0.1:${actualPort}`;
	const control = process.env.MOCK_CONTROL === '0' ? 'off (MOCK_CONTROL=0)' : `${base}/__mock/state`;
	const relativeDb = path.relative(REPO_ROOT, path.resolve(dbFile));
	const shownDb =
		dbFile === ':memory:' ? ':memory:' : relativeDb.startsWith('..') ? path.resolve(dbFile) : relativeDb;

	process.stdout.write(
		[
			`Mock payments server listening on ${base}`,
			`  Admin:     ${base}/wp-admin/admin.php?page=wc-admin&path=/payments/overview`,
			`  Settings:  ${base}/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments`,
			`  Database:  ${shownDb} (scenario ${meta.scenario}, seed ${meta.seed}${reset ? ', reset' : ''})`,
			`  Control:   ${control}`,
			'',
		].join('\n')
	);

	let closing = false;
	const shutdown = (signal: string) => {
		if (closing) {
			return;
		}
		closing = true;
		process.stdout.write(`\nmock-server: ${signal}, closing\n`);
		const timer = setTimeout(() => process.exit(1), 5000);
		timer.unref();
		app.close().then(
			() => process.exit(0),
			(error: unknown) => {
				process.stderr.write(`mock-server: error while closing: ${String(error)}\n`);
				process.exit(1);
			}
		);
	};
	process.on('SIGINT', () => shutdown('SIGINT'));
	process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
	fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
