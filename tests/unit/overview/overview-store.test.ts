import apiFetch from '@wordpress/api-fetch';

import {
	applyVisibilityChange,
	parseOverviewOptions,
	SNOOZE_MS,
	STORE_NAME,
	store,
} from '../../../src/data/overview';
import { testRegistry } from '../../support/registry';

/* eslint-disable @typescript-eslint/no-explicit-any */

type Call = { path: string; method: string; data?: any };

function serve(handler: (call: Call) => unknown) {
	const calls: Call[] = [];
	apiFetch.setFetchHandler(async (options: any) => {
		const call = {
			path: String(options.path).replace(/[?&]_locale=user/, ''),
			method: options.method ?? 'GET',
			data: options.data,
		};
		calls.push(call);
		return handler(call);
	});
	return calls;
}

describe('task visibility options', () => {
	it('parses the stored values (false when unset, lists, objects, seconds)', () => {
		expect(
			parseOverviewOptions({
				woocommerce_dismissed_todo_tasks: false,
				woocommerce_deleted_todo_tasks: { 0: 'complete-setup' },
				woocommerce_remind_me_later_todo_tasks: { a: 1700000000, b: '1700000000000', c: 'x' },
				wcpay_connection_success_modal_dismissed: 'yes',
			})
		).toEqual({
			visibility: {
				dismissed: [],
				deleted: ['complete-setup'],
				remindMeLater: { a: 1700000000000, b: 1700000000000 },
			},
			connectionSuccessDismissed: true,
		});
		expect(parseOverviewOptions({}).connectionSuccessDismissed).toBe(false);
	});

	it('applies and undoes a change', () => {
		const empty = { dismissed: [], deleted: [], remindMeLater: {} };
		const dismissed = applyVisibilityChange(empty, 'dismiss', 'k', false);
		expect(dismissed.dismissed).toEqual(['k']);
		expect(applyVisibilityChange(dismissed, 'dismiss', 'k', true).dismissed).toEqual([]);
		expect(applyVisibilityChange(empty, 'delete', 'k', false).deleted).toEqual(['k']);
		const snoozed = applyVisibilityChange(empty, 'snooze', 'k', false, 1000);
		expect(snoozed.remindMeLater).toEqual({ k: 1000 + SNOOZE_MS });
		expect(SNOOZE_MS).toBe(24 * 3_600_000);
		expect(applyVisibilityChange(snoozed, 'snooze', 'k', true).remindMeLater).toEqual({});
	});
});

describe('wcpay/overview store', () => {
	it('reads the options in one call', async () => {
		const calls = serve(() => ({
			woocommerce_dismissed_todo_tasks: ['a'],
			woocommerce_deleted_todo_tasks: false,
			woocommerce_remind_me_later_todo_tasks: false,
			wcpay_connection_success_modal_dismissed: false,
		}));
		const s = testRegistry(STORE_NAME, store);
		const options = await s.resolve().getOverviewOptions();
		expect(options.visibility.dismissed).toEqual(['a']);
		await s.resolve().getOverviewOptions();
		expect(calls).toEqual([
			{
				path: '/wc-admin/options?options=woocommerce_dismissed_todo_tasks%2Cwoocommerce_deleted_todo_tasks%2Cwoocommerce_remind_me_later_todo_tasks%2Cwcpay_connection_success_modal_dismissed',
				method: 'GET',
				data: undefined,
			},
		]);
	});

	it('dismisses with a saved option and an Undo snackbar; Undo saves the list back', async () => {
		const calls = serve((call) => (call.method === 'GET' ? {} : { success: true }));
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getOverviewOptions();
		expect(await s.dispatch().changeTaskVisibility('dismiss', 'go-live-payments')).toBe(true);
		expect(s.select().getTaskVisibility().dismissed).toEqual(['go-live-payments']);
		expect(calls[1]).toEqual({
			path: '/wc-admin/options',
			method: 'POST',
			data: { woocommerce_dismissed_todo_tasks: ['go-live-payments'] },
		});
		const notice = s.registry.select('core/notices').getNotices()[0];
		expect(notice.content).toBe('Task dismissed');
		expect(notice.type).toBe('snackbar');
		expect(notice.actions[0].label).toBe('Undo');
		await notice.actions[0].onClick();
		await new Promise((r) => setTimeout(r, 0));
		expect(s.select().getTaskVisibility().dismissed).toEqual([]);
		expect(calls[2].data).toEqual({ woocommerce_dismissed_todo_tasks: [] });
	});

	it('snoozes for 24 hours ("Task postponed until tomorrow") and deletes ("Task deleted")', async () => {
		const calls = serve((call) => (call.method === 'GET' ? {} : { success: true }));
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getOverviewOptions();
		await s.dispatch().changeTaskVisibility('snooze', 'verify-bank-details', 5_000);
		expect(calls[1].data).toEqual({
			woocommerce_remind_me_later_todo_tasks: { 'verify-bank-details': 5_000 + 86_400_000 },
		});
		await s.dispatch().changeTaskVisibility('delete', 'complete-setup');
		expect(calls[2].data).toEqual({ woocommerce_deleted_todo_tasks: ['complete-setup'] });
		expect(s.notices()).toEqual(['Task postponed until tomorrow', 'Task deleted']);
	});

	it('rolls back a change that could not be saved', async () => {
		serve((call) => {
			if (call.method === 'POST') {
				throw { code: 'internal_server_error', message: 'boom', data: { status: 500 } };
			}
			return {};
		});
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getOverviewOptions();
		expect(await s.dispatch().changeTaskVisibility('dismiss', 'x')).toBe(false);
		expect(s.select().getTaskVisibility().dismissed).toEqual([]);
		expect(s.notices()).toEqual(['Error saving option']);
	});

	it('a failed options read leaves every task visible', async () => {
		serve(() => {
			throw { code: 'internal_server_error', message: 'boom', data: { status: 500 } };
		});
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getOverviewOptions();
		expect(s.select().getTaskVisibility()).toEqual({ dismissed: [], deleted: [], remindMeLater: {} });
		expect(s.select().getOverviewOptionsError().code).toBe('internal_server_error');
	});

	it('dismisses the eligibility modal and the connection-success modal', async () => {
		const calls = serve((call) => (call.method === 'GET' ? {} : { success: true }));
		const s = testRegistry(STORE_NAME, store);
		await s.dispatch().dismissEligibilityModal();
		expect(s.select().isEligibilityModalDismissed()).toBe(true);
		await s.dispatch().dismissConnectionSuccess();
		expect(s.select().getOverviewOptions().connectionSuccessDismissed).toBe(true);
		expect(calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.data)}`)).toEqual([
			'POST /wc/v3/payments/accounts/dismiss-eligibility-modal {}',
			'POST /wc-admin/options {"wcpay_connection_success_modal_dismissed":true}',
		]);
	});

	it('embedded session: null without a publishable key or on failure', async () => {
		let answer: unknown = { clientSecret: 's', publishableKey: 'pk_test', locale: 'en_US' };
		serve(() => {
			if (answer instanceof Error) {
				throw { code: 'x', message: 'x', data: { status: 500 } };
			}
			return answer;
		});
		const session = async () => {
			const s = testRegistry(STORE_NAME, store);
			return s.resolve().getEmbeddedSession();
		};
		expect(await session()).toEqual({
			clientSecret: 's',
			publishableKey: 'pk_test',
			locale: 'en_US',
		});
		answer = { clientSecret: 's' };
		expect(await session()).toBeNull();
		answer = new Error('x');
		expect(await session()).toBeNull();
	});
});
