import {
	TEST_DRIVE,
	isTestDriveDone,
	pollingProgress,
	runTestDrive,
	testDriveErrorUrl,
	waitingProgress,
} from '../../../src/pages/connect/test-drive';
import type { TestDriveResponse } from '../../../src/data/onboarding';

const CONNECT = '/wp-admin/admin.php?wcpay-connect=1&_wpnonce=abc';
const CURRENT =
	'http://site/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fconnect&auto_start_test_drive_onboarding=true';
const SUCCESS: TestDriveResponse = {
	success: true,
	data: {
		redirect_to: '/wp-admin/admin.php?page=wc-admin&path=/payments/overview&wcpay-connection-success=1',
	},
};

function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
const flush = async () => {
	for (let i = 0; i < 5; i++) {
		await Promise.resolve();
	}
};

describe('test-drive progress (spec 000 §4, §9)', () => {
	it('steps of 5 up to 40 while waiting', () => {
		const seq: number[] = [TEST_DRIVE.start];
		while (seq.length < 12) {
			seq.push(waitingProgress(seq[seq.length - 1]));
		}
		expect(seq).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 40, 40, 40, 40]);
	});

	it('steps of 6 up to 100 while polling', () => {
		const seq: number[] = [40];
		while (seq.length < 13) {
			seq.push(pollingProgress(seq[seq.length - 1]));
		}
		expect(seq).toEqual([40, 46, 52, 58, 64, 70, 76, 82, 88, 94, 100, 100, 100]);
	});

	it('is done when the status has no "pending", progress exceeds 95 or more than 40 s passed', () => {
		expect(isTestDriveDone('complete', 46, 1000)).toBe(true);
		expect(isTestDriveDone('restricted_soon', 46, 1000)).toBe(true);
		expect(isTestDriveDone('pending', 46, 1000)).toBe(false);
		expect(isTestDriveDone('pending_verification', 46, 1000)).toBe(false);
		expect(isTestDriveDone('', 46, 1000)).toBe(false);
		expect(isTestDriveDone('pending', 95, 1000)).toBe(false);
		expect(isTestDriveDone('pending', 96, 1000)).toBe(true);
		expect(isTestDriveDone('pending', 46, 40_000)).toBe(false);
		expect(isTestDriveDone('pending', 46, 40_001)).toBe(true);
	});

	it('the error URL drops the auto-start flag (no loop)', () => {
		const url = testDriveErrorUrl(CURRENT);
		expect(url).toContain('test_drive_error=true');
		expect(url).not.toContain('auto_start_test_drive_onboarding');
	});
});

describe('runTestDrive', () => {
	beforeEach(() => jest.useFakeTimers());
	afterEach(() => jest.useRealTimers());

	function setup(statuses: string[], response: Promise<TestDriveResponse>) {
		const progress: number[] = [];
		const redirects: string[] = [];
		const requests: string[] = [];
		let polls = 0;
		const stop = runTestDrive(
			{
				connectUrl: CONNECT,
				currentUrl: CURRENT,
				source: 'wcpay-connect-page',
				capabilities: 'card_payments',
				isJetpackConnected: true,
			},
			{
				requestTestDrive: (url) => {
					requests.push(url);
					return response;
				},
				fetchAccountStatus: async () => statuses[Math.min(polls++, statuses.length - 1)],
				onProgress: (p) => progress.push(p),
				redirect: (url) => redirects.push(url),
				now: () => Date.now(),
			}
		);
		return { progress, redirects, requests, stop, polls: () => polls };
	}

	it('rises by 5 while waiting, then by 6 per poll, every 2.5 s, and redirects with the success flags', async () => {
		const answer = deferred<TestDriveResponse>();
		const run = setup(['pending', 'pending', 'complete'], answer.promise);
		expect(run.requests[0]).toContain('test_drive=true');
		expect(run.requests[0]).toContain('capabilities=card_payments');
		expect(run.requests[0]).toContain('from=WCPAY_CONNECT');
		expect(run.progress).toEqual([5]);
		jest.advanceTimersByTime(2500 * 3);
		expect(run.progress).toEqual([5, 10, 15, 20]);

		answer.resolve(SUCCESS);
		await flush();
		// The answer puts progress at 40; the first poll runs at once.
		expect(run.progress.slice(4)).toEqual([40, 46]);
		expect(run.polls()).toBe(1);
		jest.advanceTimersByTime(2499);
		await flush();
		expect(run.polls()).toBe(1);
		jest.advanceTimersByTime(1);
		await flush();
		expect(run.polls()).toBe(2);
		jest.advanceTimersByTime(2500);
		await flush();
		expect(run.progress.slice(4)).toEqual([40, 46, 52, 58, 100]);
		expect(run.redirects).toHaveLength(1);
		const url = run.redirects[0];
		expect(url.startsWith(CONNECT)).toBe(true);
		expect(url).toContain('wcpay-sandbox-success=true');
		expect(url).toContain('test_drive=true');
		expect(url).toContain('source=wcpay-connect-page');
		expect(url).toContain('from=WCPAY_CONNECT');
	});

	it('stops once progress exceeds 95 even while the account stays pending', async () => {
		const run = setup(['pending'], Promise.resolve(SUCCESS));
		await flush();
		for (let i = 0; i < 12; i++) {
			jest.advanceTimersByTime(2500);
			await flush();
		}
		expect(run.progress.slice(1)).toEqual([40, 46, 52, 58, 64, 70, 76, 82, 88, 94, 100, 100]);
		expect(run.redirects).toHaveLength(1);
		expect(run.polls()).toBe(10);
	});

	it('stops after more than 40 s', async () => {
		const answer = deferred<TestDriveResponse>();
		const run = setup(['pending'], answer.promise);
		jest.advanceTimersByTime(38_000);
		answer.resolve(SUCCESS);
		await flush();
		expect(run.redirects).toHaveLength(0);
		jest.advanceTimersByTime(2500);
		await flush();
		expect(run.redirects).toHaveLength(1);
		expect(run.progress[run.progress.length - 1]).toBe(100);
	});

	it('a failed request goes back with test_drive_error', async () => {
		const run = setup(['pending'], Promise.reject(new Error('network')));
		await flush();
		expect(run.redirects).toEqual([expect.stringContaining('test_drive_error=true')]);
		expect(run.redirects[0]).not.toContain('auto_start_test_drive_onboarding');
	});

	it('an answer without success or redirect goes back with test_drive_error', async () => {
		const run = setup(['pending'], Promise.resolve({ success: false, data: { message: 'no' } }));
		await flush();
		expect(run.redirects).toEqual([expect.stringContaining('test_drive_error=true')]);
	});

	it('an answer redirecting elsewhere keeps the test-drive error flags', async () => {
		const run = setup(
			['pending'],
			Promise.resolve({
				success: true,
				data: { redirect_to: '/wp-admin/admin.php?page=wc-admin&path=/payments/connect' },
			})
		);
		await flush();
		expect(decodeURIComponent(run.redirects[0])).toContain('path=/payments/connect');
		expect(run.redirects[0]).toContain('test_drive_error=true');
	});

	it('connects the site first when it is not connected', () => {
		const redirects: string[] = [];
		runTestDrive(
			{ connectUrl: CONNECT, currentUrl: CURRENT, source: 's', isJetpackConnected: false },
			{
				requestTestDrive: () => Promise.reject(new Error('not called')),
				fetchAccountStatus: async () => '',
				onProgress: () => undefined,
				redirect: (url) => redirects.push(url),
			}
		);
		expect(redirects).toHaveLength(1);
		expect(redirects[0]).toContain('test_drive=true');
		expect(redirects[0]).toContain('auto_start_test_drive_onboarding=true');
	});

	it('stop() ends the timers and the redirect', async () => {
		const answer = deferred<TestDriveResponse>();
		const run = setup(['pending'], answer.promise);
		run.stop();
		answer.resolve(SUCCESS);
		await flush();
		jest.advanceTimersByTime(60_000);
		await flush();
		expect(run.redirects).toEqual([]);
		expect(run.progress).toEqual([5]);
	});
});
