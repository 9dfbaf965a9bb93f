import apiFetch from '@wordpress/api-fetch';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import PaymentSettingsPage from '../../../src/pages/payment-settings';
import { parseMonthlyAnchor, validateSettings } from '../../../src/pages/payment-settings/validation';
import { setPageGlobals } from '../../support/page-globals';
import { SETTINGS as settings } from '../payment-settings/fixtures';

describe('payment settings validation', () => {
	it.each([
		['MY STORE', undefined],
		['ABCD', 'The statement descriptor must be between 5 and 22 characters long.'],
		['A'.repeat(23), 'The statement descriptor must be between 5 and 22 characters long.'],
		['12345', 'The statement descriptor must contain at least one letter.'],
		['SHOP <b>', 'The statement descriptor cannot contain the characters < > \\ * " \'.'],
		['SHOP*NAME', 'The statement descriptor cannot contain the characters < > \\ * " \'.'],
	])('descriptor %j', (value, message) => {
		expect(
			validateSettings({ ...settings, account_statement_descriptor: value })
				.account_statement_descriptor
		).toBe(message);
	});

	it('checks email, phone and border radius', () => {
		const errors = validateSettings({
			...settings,
			account_business_support_email: 'nope',
			account_business_support_phone: 'call me',
			payment_request_button_border_radius: 31,
		});
		expect(Object.keys(errors).sort()).toEqual([
			'account_business_support_email',
			'account_business_support_phone',
			'payment_request_button_border_radius',
		]);
	});

	it('checks kanji and kana descriptors only on Japanese accounts, and only when typed', () => {
		const long = {
			account_statement_descriptor_kanji: 'あ'.repeat(18),
			account_statement_descriptor_kana: 'ア'.repeat(23),
		};
		expect(
			validateSettings({ ...settings, ...long }, 'US').account_statement_descriptor_kanji
		).toBeUndefined();
		const jp = validateSettings({ ...settings, ...long }, 'JP');
		expect(jp.account_statement_descriptor_kanji).toBeDefined();
		expect(jp.account_statement_descriptor_kana).toBeDefined();
		expect(validateSettings(settings, 'JP')).toEqual({});
	});

	it.each([
		['', null],
		['1', 1],
		['31', 31],
		['x', null],
	])('monthly anchor %j → %j (spec 001 §5)', (input, expected) => {
		expect(parseMonthlyAnchor(input)).toBe(expected);
	});
});

describe('payment settings page', () => {
	beforeEach(() => setPageGlobals());

	it('loads, shows every section, blocks an invalid save, and saves a valid one', async () => {
		const posts: unknown[] = [];
		apiFetch.setFetchHandler(async (options: { method?: string; data?: unknown }) => {
			if (options.method === 'POST') {
				posts.push(options.data);
				return options.data;
			}
			return settings;
		});
		const user = userEvent.setup();
		render(<PaymentSettingsPage />);

		const descriptor = await screen.findByRole('textbox', { name: 'Customer bank statement' });
		for (const name of ['General', 'Payment methods', 'Express checkouts', 'Transactions', 'Payouts']) {
			expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
		}
		const save = screen.getByRole('button', { name: 'Save changes' });
		expect(save).toHaveAttribute('aria-disabled', 'true');

		await user.clear(descriptor);
		await user.type(descriptor, 'AB');
		await user.click(save);
		expect(await screen.findByRole('alert')).toHaveTextContent(
			'The statement descriptor must be between 5 and 22 characters long.'
		);
		expect(descriptor).toHaveFocus();
		expect(descriptor).toHaveAttribute('aria-invalid', 'true');
		expect(posts).toEqual([]);

		await user.type(descriptor, 'CDEF');
		expect(screen.queryByRole('alert')).not.toBeInTheDocument();
		await user.click(screen.getByRole('checkbox', { name: 'Link' }));
		await user.click(save);
		await waitFor(() => expect(posts).toHaveLength(1));
		expect(posts[0]).toMatchObject({
			account_statement_descriptor: 'ABCDEF',
			enabled_payment_method_ids: ['card', 'link'],
		});
		await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
	});
});
