import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (Playwright cannot download its own browsers here) against the mock
 * server on its own port with an in-memory database. Tests share that server, so they run one at a time;
 * each test sets its state through the control API.
 */
const PORT = Number(process.env.E2E_PORT || 8485);

export default defineConfig({
	testDir: 'tests/e2e',
	// Parallel runs on other ports keep their traces apart.
	outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	timeout: 30_000,
	expect: { timeout: 7_000 },
	reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list']],
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		trace: 'retain-on-failure',
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
	webServer: {
		command: `node scripts/ensure-build.js && npx tsx mock-server/cli.ts`,
		url: `http://127.0.0.1:${PORT}/__mock/state`,
		reuseExistingServer: false,
		timeout: 180_000,
		env: { PORT: String(PORT), MOCK_DB: ':memory:', MOCK_SCENARIO: 'established' },
	},
});
