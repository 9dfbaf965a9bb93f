/**
 * The browser the page timings run in: headless Chromium with a profile of its own, as a merchant's browser
 * has. A profile keeps the HTTP cache and V8's cache of compiled code between page loads (a private window
 * keeps neither the compiled code nor anything after it closes), so the timed loads are those of a
 * merchant moving around wp-admin; the first WARMUP_LOADS loads fill the caches and are not timed.
 * `privateWindow()` gives the other case, for reference.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Loads before the timed ones: the first fills the HTTP cache, the second lets V8 keep compiled code. */
export const WARMUP_LOADS = 2;

const launchOptions = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export interface BenchBrowser {
	context: BrowserContext;
	close: () => Promise<void>;
}

/** A fresh merchant profile (deleted on close). */
export async function merchantBrowser(): Promise<BenchBrowser> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcpay-bench-profile-'));
	const context = await chromium.launchPersistentContext(dir, launchOptions);
	return {
		context,
		close: async () => {
			await context.close();
			fs.rmSync(dir, { recursive: true, force: true });
		},
	};
}

/** A private window: no compiled-code cache between loads. */
export async function privateWindow(): Promise<BenchBrowser> {
	const browser = await chromium.launch(launchOptions);
	const context = await browser.newContext();
	return { context, close: () => browser.close() };
}
