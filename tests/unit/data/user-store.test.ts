import apiFetch from '@wordpress/api-fetch';

import { parsePreference, STORE_NAME } from '../../../src/data/user';
import { store } from '../../../src/data/user/store';
import { testRegistry } from '../../support/registry';

const user = {
	id: 1,
	username: 'ada',
	name: 'Ada L',
	first_name: 'Ada',
	last_name: 'L',
	email: 'ada@example.com',
	capabilities: { manage_woocommerce: true },
	woocommerce_meta: { wc_payments_payouts_hidden_columns: '["bankAccount"]', plain: 'text' },
};

describe('user preferences store', () => {
	it.each([
		['["a","b"]', ['a', 'b']],
		['123', 123],
		['text', 'text'],
		['', undefined],
		[undefined, undefined],
	])('parsePreference(%j)', (raw, value) => {
		expect(parsePreference(raw)).toEqual(value);
	});

	it('reads preferences from woocommerce_meta and saves JSON strings, optimistically', async () => {
		let meta: Record<string, string> = { ...user.woocommerce_meta };
		const posts: unknown[] = [];
		let release: () => void = () => undefined;
		apiFetch.setFetchHandler(
			async (options: { method?: string; data?: { woocommerce_meta: Record<string, string> } }) => {
				if (options.method === 'POST') {
					posts.push(options.data);
					await new Promise<void>((r) => (release = r));
					meta = { ...meta, ...options.data!.woocommerce_meta };
				}
				return { ...user, woocommerce_meta: meta };
			}
		);
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getCurrentUser();
		expect(s.select().getUserPreference('wc_payments_payouts_hidden_columns')).toEqual(['bankAccount']);
		expect(s.select().getUserPreference('plain')).toBe('text');

		const saving = s
			.dispatch()
			.updateUserPreferences({ wc_payments_payouts_hidden_columns: ['bankAccount', 'type'] });
		// Shown at once, before the server answers.
		expect(s.select().getUserPreference('wc_payments_payouts_hidden_columns')).toEqual([
			'bankAccount',
			'type',
		]);
		await new Promise((r) => setTimeout(r, 0));
		release();
		await expect(saving).resolves.toBe(true);
		expect(posts).toEqual([
			{ woocommerce_meta: { wc_payments_payouts_hidden_columns: '["bankAccount","type"]' } },
		]);
		expect(s.select().getUserPreference('wc_payments_payouts_hidden_columns')).toEqual([
			'bankAccount',
			'type',
		]);
	});

	it('rolls back a preference the server refused', async () => {
		apiFetch.setFetchHandler(async (options: { method?: string }) => {
			if (options.method === 'POST') {
				throw { code: 'rest_invalid_param', message: 'no', data: { status: 400 } };
			}
			return user;
		});
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getCurrentUser();
		await expect(s.dispatch().updateUserPreferences({ plain: 'changed' })).resolves.toBe(false);
		expect(s.select().getUserPreference('plain')).toBe('text');
	});
});
