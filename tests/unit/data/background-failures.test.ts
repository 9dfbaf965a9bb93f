/**
 * The background calls that used to fail silently (fault matrix, quality issue point 1): the admin's
 * preferences (load and save, each with a Retry notice), the overview's options and notifications session
 * (errors kept, reloads), the eligibility-modal dismissal and a note action (notices), and the test drive's
 * account poll (it reports the polls it could not read).
 */
import apiFetch from '@wordpress/api-fetch';

import { STORE_NAME as INBOX_STORE } from '../../../src/data/inbox/name';
import { store as inboxStore } from '../../../src/data/inbox/store';
import { STORE_NAME as OVERVIEW_STORE } from '../../../src/data/overview/name';
import { store as overviewStore } from '../../../src/data/overview/store';
import { STORE_NAME as USER_STORE } from '../../../src/data/user/name';
import { store as userStore } from '../../../src/data/user/store';
import { runTestDrive } from '../../../src/pages/connect/test-drive';
import { testRegistry } from '../../support/registry';

/* eslint-disable @typescript-eslint/no-explicit-any */

const BOOM = { code: 'wcpay_server_error', message: 'Boom.', data: { status: 500 } };
const user = { id: 1, name: 'Ada', woocommerce_meta: { plain: 'text' } };

/** Serves api-fetch: `fail( call )` says whether a call fails; otherwise `answer( call )`. */
function serve(
	fail: (c: { path: string; method: string }) => boolean,
	answer: (c: any) => unknown = () => user
) {
	const calls: Array<{ path: string; method: string; data: unknown }> = [];
	apiFetch.setFetchHandler(async (options: any) => {
		const call = { path: String(options.path), method: options.method ?? 'GET', data: options.data };
		calls.push(call);
		if (fail(call)) {
			throw BOOM;
		}
		return answer(call);
	});
	return calls;
}

/** The notices of a registry with their action labels. */
function noticeList(s: ReturnType<typeof testRegistry>) {
	return s.registry
		.select('core/notices')
		.getNotices()
		.map((n: any) => ({ content: n.content, actions: (n.actions ?? []).map((a: any) => a.label), n }));
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('user preferences: failures are said, with a Retry', () => {
	it('a failed load says so; Retry loads again and the notice goes', async () => {
		let failing = true;
		const calls = serve(() => failing);
		const s = testRegistry(USER_STORE, userStore);
		await s.resolve().getCurrentUser();
		expect(s.select().getCurrentUser()).toBeNull();
		const [n] = noticeList(s);
		expect(n.content).toBe('Your preferences could not be loaded.');
		expect(n.actions).toEqual(['Retry']);
		failing = false;
		n.n.actions[0].onClick();
		await s.resolve().getCurrentUser();
		expect(s.select().getCurrentUser()).toMatchObject({ name: 'Ada' });
		expect(noticeList(s)).toEqual([]);
		expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
	});

	it('a failed save rolls back and says so; Retry sends the same values again', async () => {
		let failing = true;
		const calls = serve(
			(c) => failing && c.method === 'POST',
			(c) => (c.method === 'POST' ? { ...user, woocommerce_meta: { plain: 'changed' } } : user)
		);
		const s = testRegistry(USER_STORE, userStore);
		await s.resolve().getCurrentUser();
		await expect(s.dispatch().updateUserPreferences({ plain: 'changed' })).resolves.toBe(false);
		expect(s.select().getUserPreference('plain')).toBe('text');
		const [n] = noticeList(s);
		expect(n.content).toBe('Your change could not be saved.');
		failing = false;
		n.n.actions[0].onClick();
		await settle();
		expect(s.select().getUserPreference('plain')).toBe('changed');
		expect(noticeList(s)).toEqual([]);
		const posts = calls.filter((c) => c.method === 'POST').map((c) => c.data);
		expect(posts).toEqual([
			{ woocommerce_meta: { plain: 'changed' } },
			{ woocommerce_meta: { plain: 'changed' } },
		]);
	});
});

describe('overview background calls', () => {
	it('keeps the notifications session error; reloading reads it again', async () => {
		let failing = true;
		serve(
			() => failing,
			() => ({ clientSecret: 's', publishableKey: 'pk_test', locale: 'en_US' })
		);
		const s = testRegistry(OVERVIEW_STORE, overviewStore);
		expect(await s.resolve().getEmbeddedSession()).toBeNull();
		expect(s.select().getEmbeddedSessionError().code).toBe('wcpay_server_error');
		failing = false;
		s.dispatch().reloadEmbeddedSession();
		expect(await s.resolve().getEmbeddedSession()).toMatchObject({ publishableKey: 'pk_test' });
		expect(s.select().getEmbeddedSessionError()).toBeNull();
	});

	it('reloads the options after a failed read', async () => {
		let failing = true;
		serve(
			() => failing,
			() => ({ woocommerce_dismissed_todo_tasks: ['a'] })
		);
		const s = testRegistry(OVERVIEW_STORE, overviewStore);
		await s.resolve().getOverviewOptions();
		expect(s.select().getOverviewOptionsError()).not.toBeNull();
		failing = false;
		s.dispatch().reloadOverviewOptions();
		await s.resolve().getOverviewOptions();
		expect(s.select().getOverviewOptionsError()).toBeNull();
		expect(s.select().getTaskVisibility().dismissed).toEqual(['a']);
	});

	it('a failed eligibility-modal dismissal says so; Retry sends it again', async () => {
		let failing = true;
		const calls = serve(
			() => failing,
			() => ({ success: true })
		);
		const s = testRegistry(OVERVIEW_STORE, overviewStore);
		await expect(s.dispatch().dismissEligibilityModal()).resolves.toBe(false);
		expect(s.select().isEligibilityModalDismissed()).toBe(true);
		const [n] = noticeList(s);
		expect(n.content).toBe('Your choice could not be saved: the setup message may show again.');
		failing = false;
		n.n.actions[0].onClick();
		await settle();
		expect(noticeList(s)).toEqual([]);
		expect(calls).toHaveLength(2);
	});

	it('a failed note action keeps the note and says so', async () => {
		const note = { id: 7, name: 'n', status: 'unactioned', is_deleted: false, actions: [] };
		let failing = true;
		serve(
			(c) => failing && c.method === 'POST',
			(c) => (c.method === 'POST' ? { ...note, status: 'actioned' } : [note])
		);
		const s = testRegistry(INBOX_STORE, inboxStore);
		await s.resolve().getNotes();
		await expect(s.dispatch().triggerNoteAction(7, 1)).resolves.toBeNull();
		expect(s.select().getNotes()).toHaveLength(1);
		expect(noticeList(s).map((n: any) => n.content)).toEqual([
			'The action could not be completed. Please try again.',
		]);
		failing = false;
		await expect(s.dispatch().triggerNoteAction(7, 1)).resolves.toMatchObject({ status: 'actioned' });
		expect(s.select().getNotes()).toHaveLength(0);
		expect(noticeList(s)).toEqual([]);
	});
});

describe('test drive account poll', () => {
	beforeEach(() => jest.useFakeTimers());
	afterEach(() => jest.useRealTimers());

	it('reports each poll whose status could not be read, and goes on polling', async () => {
		const statuses = ['', '', 'complete'];
		const failed: boolean[] = [];
		const redirects: string[] = [];
		runTestDrive(
			{ connectUrl: '/connect', currentUrl: 'http://site/x', source: 's', isJetpackConnected: true },
			{
				requestTestDrive: async () => ({
					success: true,
					data: { redirect_to: '/overview?wcpay-connection-success=1' },
				}),
				fetchAccountStatus: async () => statuses.shift() ?? 'complete',
				onProgress: () => undefined,
				onPollFailed: (f) => failed.push(f),
				redirect: (url) => redirects.push(url),
			}
		);
		for (let i = 0; i < 3; i++) {
			for (let j = 0; j < 5; j++) {
				await Promise.resolve();
			}
			jest.advanceTimersByTime(2500);
		}
		for (let j = 0; j < 5; j++) {
			await Promise.resolve();
		}
		expect(failed).toEqual([true, true, false]);
		expect(redirects).toHaveLength(1);
		expect(redirects[0]).toContain('wcpay-sandbox-success=true');
	});
});
