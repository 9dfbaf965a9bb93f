/**
 * The sandbox test drive (spec 000 §4, §9): the connect URL is asked (as JSON) to create a sandbox account
 * while a progress bar starts at 5 and rises by 5 every 2.5 s up to 40; then the account is polled every 2.5 s,
 * each answer adding 6 (up to 100), until its status no longer contains "pending", progress exceeds 95, or more
 * than 40 s have passed. Then progress is 100 and the merchant goes to the connect URL with the success
 * parameters. A failure goes back to the connect page with `test_drive_error`.
 *
 * Framework-free, with its clock and calls injected, so that the sequence is unit-tested exactly.
 */
import { addQueryArgs, getQueryArg, removeQueryArgs } from '@wordpress/url';

import type { TestDriveResponse } from '../../data/onboarding';
import { FROM_CONNECT_PAGE } from './utils';

export const TEST_DRIVE = {
	/** Poll interval and progress tick while waiting, ms. */
	intervalMs: 2500,
	/** Stop polling after more than this many ms. */
	timeoutMs: 40_000,
	start: 5,
	/** While waiting for the connect URL: +5 up to 40. */
	waitingStep: 5,
	waitingMax: 40,
	/** Per poll: +6 up to 100. */
	pollingStep: 6,
	max: 100,
	/** Progress above this ends the polling. */
	doneAbove: 95,
} as const;

/** The next progress while waiting for the connect URL's answer. */
export function waitingProgress(progress: number): number {
	return progress < TEST_DRIVE.waitingMax
		? Math.min(progress + TEST_DRIVE.waitingStep, TEST_DRIVE.waitingMax)
		: progress;
}

/** The next progress after an account poll. */
export function pollingProgress(progress: number): number {
	return progress < TEST_DRIVE.max ? Math.min(progress + TEST_DRIVE.pollingStep, TEST_DRIVE.max) : progress;
}

/** Whether the polling is over: a status without "pending", progress above 95, or more than 40 s elapsed. */
export function isTestDriveDone(status: string, progress: number, elapsedMs: number): boolean {
	return (
		(status !== '' && !status.includes('pending')) ||
		progress > TEST_DRIVE.doneAbove ||
		elapsedMs > TEST_DRIVE.timeoutMs
	);
}

export interface TestDriveOptions {
	connectUrl: string;
	/** The page's own URL, for the error redirect. */
	currentUrl: string;
	source: string;
	capabilities?: string;
	redirectToSettingsPage?: string;
	isJetpackConnected: boolean;
}

export interface TestDriveDeps {
	requestTestDrive: (url: string) => Promise<TestDriveResponse>;
	/** The account's status, or '' when it could not be read. */
	fetchAccountStatus: () => Promise<string>;
	onProgress: (progress: number) => void;
	/** After each poll: whether the account's status could not be read (the polling goes on). */
	onPollFailed?: (failed: boolean) => void;
	redirect: (url: string) => void;
	now?: () => number;
}

/** The connect page again, with the error flag and without the auto-start flag (no loop). */
export function testDriveErrorUrl(currentUrl: string): string {
	return addQueryArgs(removeQueryArgs(currentUrl, 'auto_start_test_drive_onboarding', 'test_drive_error'), {
		test_drive_error: 'true',
	});
}

/**
 * Starts the test drive. Returns a function that stops its timers (on unmount).
 */
export function runTestDrive(options: TestDriveOptions, deps: TestDriveDeps): () => void {
	const now = deps.now ?? (() => Date.now());
	const timers = new Set<ReturnType<typeof setTimeout>>();
	let interval: ReturnType<typeof setInterval> | null = null;
	let stopped = false;
	let progress: number = TEST_DRIVE.start;
	const started = now();

	const emit = (value: number) => {
		progress = value;
		if (!stopped) {
			deps.onProgress(value);
		}
	};
	const go = (url: string) => {
		if (!stopped) {
			deps.redirect(url);
		}
	};
	const stopInterval = () => {
		if (interval !== null) {
			clearInterval(interval);
			interval = null;
		}
	};
	const common = {
		source: options.source,
		from: FROM_CONNECT_PAGE,
		...(options.redirectToSettingsPage
			? { redirect_to_settings_page: options.redirectToSettingsPage }
			: {}),
	};

	emit(TEST_DRIVE.start);

	if (!options.isJetpackConnected) {
		// The site connects first; the connect page comes back and starts the test drive by itself.
		go(
			addQueryArgs(options.connectUrl, {
				test_drive: 'true',
				auto_start_test_drive_onboarding: 'true',
				...common,
				...(options.capabilities ? { capabilities: options.capabilities } : {}),
			})
		);
		return () => {
			stopped = true;
		};
	}

	const poll = async () => {
		const status = await deps.fetchAccountStatus();
		if (stopped) {
			return;
		}
		deps.onPollFailed?.(status === '');
		emit(pollingProgress(progress));
		if (isTestDriveDone(status, progress, now() - started)) {
			emit(TEST_DRIVE.max);
			go(
				addQueryArgs(options.connectUrl, {
					test_drive: 'true',
					'wcpay-sandbox-success': 'true',
					...common,
				})
			);
			return;
		}
		const timer = setTimeout(() => {
			timers.delete(timer);
			poll();
		}, TEST_DRIVE.intervalMs);
		timers.add(timer);
	};

	interval = setInterval(() => emit(waitingProgress(progress)), TEST_DRIVE.intervalMs);
	const url = addQueryArgs(options.connectUrl, {
		test_drive: 'true',
		...common,
		...(options.capabilities ? { capabilities: options.capabilities } : {}),
	});
	deps.requestTestDrive(url)
		.then((response) => {
			stopInterval();
			if (stopped) {
				return;
			}
			const redirectTo = response?.success ? response.data?.redirect_to : undefined;
			if (!redirectTo) {
				go(testDriveErrorUrl(options.currentUrl));
				return;
			}
			emit(Math.max(progress, TEST_DRIVE.waitingMax));
			if (!getQueryArg(redirectTo, 'wcpay-connection-success')) {
				go(addQueryArgs(redirectTo, { test_drive: 'true', test_drive_error: 'true' }));
				return;
			}
			poll();
		})
		.catch(() => {
			stopInterval();
			go(testDriveErrorUrl(options.currentUrl));
		});

	return () => {
		stopped = true;
		stopInterval();
		timers.forEach((t) => clearTimeout(t));
		timers.clear();
	};
}
