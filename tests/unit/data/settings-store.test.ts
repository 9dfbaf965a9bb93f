import apiFetch from '@wordpress/api-fetch';

import { STORE_NAME } from '../../../src/data/settings/name';
import { reducer, store } from '../../../src/data/settings/store';
import type { PaymentSettings } from '../../../src/data/settings';
import { setPageGlobals } from '../../support/page-globals';
import { testRegistry } from '../../support/registry';

const base = {
	enabled_payment_method_ids: ['card'],
	available_payment_method_ids: ['card', 'link'],
	account_statement_descriptor: 'MY STORE',
} as unknown as PaymentSettings;

type Call = { path?: string; method?: string; data?: unknown };

function setup(handler: (call: Call) => unknown) {
	const calls: Call[] = [];
	apiFetch.setFetchHandler(async (options: Call) => {
		const call = { ...options, path: options.path?.replace(/[?&]_locale=user$/, '') };
		calls.push(call);
		return handler(call);
	});
	const t = testRegistry(STORE_NAME, store);
	return { ...t, calls };
}

async function loaded(s: ReturnType<typeof setup>) {
	s.select().getSettings();
	await new Promise((r) => setTimeout(r, 0));
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	await (s.registry.resolveSelect(STORE_NAME) as any).getSettings();
}

beforeEach(() => setPageGlobals());

describe('settings reducer (spec 001 §4.3)', () => {
	it('an edit sets dirty and clears the saving error', () => {
		let state = reducer(undefined, { type: 'RECEIVE_SETTINGS', settings: base });
		state = reducer(state, { type: 'SAVE_FAILURE', error: { code: 'x', message: 'y' } });
		expect(state.savingError).not.toBeNull();
		state = reducer(state, { type: 'UPDATE_VALUES', values: { is_debug_log_enabled: true } });
		expect(state.isDirty).toBe(true);
		expect(state.savingError).toBeNull();
	});

	it('fresh settings clear dirty', () => {
		let state = reducer(undefined, { type: 'RECEIVE_SETTINGS', settings: base });
		state = reducer(state, { type: 'UPDATE_VALUES', values: { is_debug_log_enabled: true } });
		state = reducer(state, { type: 'RECEIVE_SETTINGS', settings: base });
		expect(state.isDirty).toBe(false);
	});
});

describe('settings store actions', () => {
	it('loads, edits, and saves the whole object; success clears dirty and says so', async () => {
		const s = setup((call) => (call.method === 'POST' ? { ...(call.data as object) } : base));
		await loaded(s);
		expect(s.select().getSettings().account_statement_descriptor).toBe('MY STORE');

		s.dispatch().updateSettingsValues({ account_statement_descriptor: 'NEW NAME' });
		expect(s.select().isDirty()).toBe(true);

		const saving = s.dispatch().saveSettings();
		expect(s.select().isSaving()).toBe(true);
		await expect(saving).resolves.toBe(true);

		expect(s.select().isSaving()).toBe(false);
		expect(s.select().isDirty()).toBe(false);
		const post = s.calls.find((c) => c.method === 'POST');
		expect(post?.path).toBe('/wc/v3/payments/settings');
		expect((post?.data as PaymentSettings).account_statement_descriptor).toBe('NEW NAME');
		expect((post?.data as PaymentSettings).enabled_payment_method_ids).toEqual(['card']);
		expect(s.notices()).toContain('Settings saved.');
	});

	it('a failed save keeps the edit and the dirty flag, and shows the catalogue message with the server text', async () => {
		const s = setup((call) => {
			if (call.method === 'POST') {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): account_statement_descriptor',
					data: { status: 400 },
				};
			}
			return base;
		});
		await loaded(s);
		s.dispatch().updateSettingsValues({ account_statement_descriptor: 'BAD*' });
		await expect(s.dispatch().saveSettings()).resolves.toBe(false);
		expect(s.select().isDirty()).toBe(true);
		expect(s.select().isSaving()).toBe(false);
		expect(s.select().getSettings().account_statement_descriptor).toBe('BAD*');
		expect(s.select().getSavingError().code).toBe('rest_invalid_param');
		const messages = s.notices();
		expect(messages).toContain(
			'Error saving settings. Invalid parameter(s): account_statement_descriptor'
		);
	});

	it('a failed load shows "Error retrieving settings."', async () => {
		const s = setup(() => {
			throw { code: 'wcpay_server_error', message: 'boom', data: { status: 500 } };
		});
		await loaded(s);
		expect(s.select().getLoadError().code).toBe('wcpay_server_error');
		expect(s.notices()).toContain('Error retrieving settings.');
	});

	it('toggling a payment method edits the enabled list', async () => {
		const s = setup(() => base);
		await loaded(s);
		s.dispatch().togglePaymentMethod('link', true);
		expect(s.select().getSettings().enabled_payment_method_ids).toEqual(['card', 'link']);
		s.dispatch().togglePaymentMethod('card', false);
		expect(s.select().getSettings().enabled_payment_method_ids).toEqual(['link']);
		expect(s.select().isDirty()).toBe(true);
	});

	it('a single option save posts { value } and reports "Error saving option" on failure', async () => {
		const s = setup((call) => {
			if (call.path?.endsWith('/bad_option')) {
				throw { code: 'rest_invalid_param', message: 'no', data: { status: 400 } };
			}
			return {};
		});
		await expect(s.dispatch().saveOption('is_debug_log_enabled', true)).resolves.toBe(true);
		expect(s.calls[0]).toMatchObject({
			path: '/wc/v3/payments/settings/is_debug_log_enabled',
			method: 'POST',
			data: { value: true },
		});
		await expect(s.dispatch().saveOption('bad_option', 1)).resolves.toBe(false);
		expect(s.notices()).toContain('Error saving option');
	});
});
