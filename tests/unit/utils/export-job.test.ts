import {
	EXPORT_POLL_ATTEMPTS,
	exportConfirmationMessage,
	needsExportConfirmation,
	runExportJob,
	type ExportPollAnswer,
} from '../../../src/utils/export-job';

function job(answers: (ExportPollAnswer | Error)[]) {
	const sleeps: number[] = [];
	const downloads: string[] = [];
	const polls: string[] = [];
	return {
		sleeps,
		downloads,
		polls,
		options: {
			start: async () => ({ export_id: 'exp_1' }),
			poll: async (id: string) => {
				polls.push(id);
				const next = answers.shift() ?? { status: 'pending' as const, download_url: null };
				if (next instanceof Error) {
					throw next;
				}
				return next;
			},
			download: (url: string) => downloads.push(url),
			sleep: async (ms: number) => {
				sleeps.push(ms);
			},
		},
	};
}

const pending: ExportPollAnswer = { status: 'pending', download_url: null };

describe('runExportJob', () => {
	it('polls every second until the file is ready, then downloads it once', async () => {
		const j = job([pending, pending, { status: 'success', download_url: '/file.csv' }]);
		await expect(runExportJob(j.options)).resolves.toEqual({
			status: 'downloaded',
			exportId: 'exp_1',
			url: '/file.csv',
		});
		expect(j.sleeps).toEqual([1000, 1000, 1000]);
		expect(j.polls).toEqual(['exp_1', 'exp_1', 'exp_1']);
		expect(j.downloads).toEqual(['/file.csv']);
	});

	it('stops after 5 polls without a file', async () => {
		const j = job([]);
		await expect(runExportJob(j.options)).resolves.toEqual({ status: 'timeout', exportId: 'exp_1' });
		expect(j.polls).toHaveLength(EXPORT_POLL_ATTEMPTS);
		expect(EXPORT_POLL_ATTEMPTS).toBe(5);
		expect(j.downloads).toEqual([]);
	});

	it('reports failures: a failed status, a failed poll, a failed start', async () => {
		const failed = job([pending, { status: 'failed', download_url: null }]);
		await expect(runExportJob(failed.options)).resolves.toEqual({ status: 'failed', exportId: 'exp_1' });
		const error = new Error('network');
		const broken = job([error]);
		await expect(runExportJob(broken.options)).resolves.toEqual({
			status: 'failed',
			exportId: 'exp_1',
			error,
		});
		const refused = { code: 'rest_invalid_param' };
		await expect(
			runExportJob({ ...job([]).options, start: () => Promise.reject(refused) })
		).resolves.toEqual({ status: 'failed', error: refused });
	});

	it('works with real timers too (fake timers advance the polling)', async () => {
		jest.useFakeTimers();
		try {
			const downloads: string[] = [];
			let polls = 0;
			const promise = runExportJob({
				start: async () => ({ export_id: 'exp_2' }),
				poll: async () => (++polls < 2 ? pending : { status: 'success', download_url: '/x.csv' }),
				download: (url) => downloads.push(url),
			});
			await jest.advanceTimersByTimeAsync(999);
			expect(polls).toBe(0);
			await jest.advanceTimersByTimeAsync(1);
			expect(polls).toBe(1);
			await jest.advanceTimersByTimeAsync(1000);
			await expect(promise).resolves.toMatchObject({ status: 'downloaded' });
			expect(downloads).toEqual(['/x.csv']);
		} finally {
			jest.useRealTimers();
		}
	});
});

describe('export confirmations', () => {
	it.each([
		['deposits', 999, false, false],
		['deposits', 1000, false, true],
		['deposits', 5000, true, false],
		['transactions', 9999, false, false],
		['transactions', 10000, false, true],
		['disputes', 1000, false, true],
	] as const)('%s: %d rows, filters %s → ask %s', (kind, rows, filters, ask) => {
		expect(needsExportConfirmation(kind, rows, filters)).toBe(ask);
	});

	it('uses the catalogue texts', () => {
		expect(exportConfirmationMessage('deposits', 1200)).toBe(
			"You are about to export 1200 deposits. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?"
		);
		expect(exportConfirmationMessage('transactions', 10000)).toMatch(
			/^You are about to export 10000 transactions\./
		);
		expect(exportConfirmationMessage('disputes', 1000)).toMatch(
			/^You are about to export 1000 disputes\./
		);
	});
});
