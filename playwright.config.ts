import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (Playwright cannot download its own browsers here) against the mock
 * server with an in-memory database; each test sets its state through the control API.
 *
 * Each worker has its own mock server (worker slot i on port E2E_PORT + 100 × i; tests/e2e/fixtures.ts
 * points `baseURL` at it), so tests never share state. E2E_WORKERS sets how many (default 1; CI uses 2).
 * Every test sets up its own state (a reset through the control API first), so the tests of one file are
 * spread over the workers too: a long file at the end no longer runs alone on one worker while the
 * other idles (that tail was two minutes of CI).
 */
const PORT = Number(process.env.E2E_PORT || 8485);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 1));

export const serverPort = (slot: number) => PORT + 100 * slot;

export default defineConfig({
	testDir: 'tests/e2e',
	// Parallel runs on other ports keep their traces apart.
	outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
	fullyParallel: true,
	workers: WORKERS,
	retries: process.env.CI ? 1 : 0,
	timeout: 30_000,
	expect: { timeout: 7_000 },
	reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list']],
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		// Recording a trace slows every test by about a sixth: CI records only the retry of a failed test
		// (the failure again, traced); a local run, which has no retries, keeps the trace of each failure.
		trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
			],
		},
	},
	webServer: Array.from({ length: WORKERS }, (_, slot) => ({
		// The first server builds the bundles (when stale) before it starts; the others only serve them.
		command:
			slot === 0
				? 'node scripts/ensure-build.js && npx tsx mock-server/cli.ts'
				: 'npx tsx mock-server/cli.ts',
		url: `http://127.0.0.1:${serverPort(slot)}/__mock/state`,
		reuseExistingServer: false,
		timeout: 180_000,
		env: { PORT: String(serverPort(slot)), MOCK_DB: ':memory:', MOCK_SCENARIO: 'established' },
	})),
});
