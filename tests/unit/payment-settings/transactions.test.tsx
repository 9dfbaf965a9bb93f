/**
 * The Transactions section of the payment settings: manual capture and saved cards, the statement descriptor
 * fields (Kanji and Kana only for a Japanese account), the support contacts, and each field's error.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TransactionsSection } from '../../../src/pages/payment-settings/sections';
import { renderSection } from './fixtures';

const DESCRIPTOR_HELP = 'Shown on your customers’ bank statements: 5 to 22 characters, at least one letter.';

describe('transactions section', () => {
	it('shows its title, the capture and saved-card checkboxes and the text fields with their values', () => {
		renderSection(TransactionsSection);
		expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
		expect(
			screen.getByText('How payments are captured and how they appear to customers.')
		).toBeInTheDocument();
		const capture = screen.getByRole('checkbox', {
			name: 'Issue an authorization on checkout, and capture later',
		});
		expect(capture).not.toBeChecked();
		expect(capture).toHaveAccessibleDescription(
			'Charge must be captured on the order details screen within 7 days of authorization, otherwise the authorization and order will be canceled.'
		);
		const saved = screen.getByRole('checkbox', { name: 'Enable payments via saved cards' });
		expect(saved).toBeChecked();
		expect(saved).toHaveAccessibleDescription('Customers can save their card for faster checkout.');

		const descriptor = screen.getByRole('textbox', { name: 'Customer bank statement' });
		expect(descriptor).toHaveValue('MY STORE');
		expect(descriptor).toHaveAttribute('id', 'wcpay-field-account_statement_descriptor');
		// The help shows under the field (the field's own aria-describedby is only set for an error).
		expect(screen.getByText(DESCRIPTOR_HELP)).toBeInTheDocument();
		expect(descriptor).not.toHaveAttribute('aria-invalid');
		const email = screen.getByRole('textbox', { name: 'Support email' });
		expect(email).toHaveAttribute('type', 'email');
		expect(email).toHaveValue('help@example.com');
		const phone = screen.getByRole('textbox', { name: 'Support phone number' });
		expect(phone).toHaveAttribute('type', 'tel');
		expect(phone).toHaveValue('+1 212 555 0100');
		expect(screen.queryByRole('textbox', { name: 'Bank statement in Kanji' })).not.toBeInTheDocument();
		expect(screen.queryByRole('textbox', { name: 'Bank statement in Kana' })).not.toBeInTheDocument();
		expect(screen.queryByRole('alert')).not.toBeInTheDocument();
	});

	it('a Japanese account names the Latin descriptor and adds the Kanji and Kana ones', () => {
		renderSection(TransactionsSection, {
			account_domestic_currency: 'JPY',
			account_statement_descriptor_kanji: 'マイストア',
		});
		expect(screen.queryByRole('textbox', { name: 'Customer bank statement' })).not.toBeInTheDocument();
		expect(screen.getByRole('textbox', { name: 'Full bank statement (Latin characters)' })).toHaveValue(
			'MY STORE'
		);
		expect(screen.getByRole('textbox', { name: 'Bank statement in Kanji' })).toHaveValue('マイストア');
		expect(screen.getByRole('textbox', { name: 'Bank statement in Kana' })).toHaveValue('');
	});

	it('sends each edit under its own key', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(TransactionsSection, { account_domestic_currency: 'jpy' });
		await user.click(
			screen.getByRole('checkbox', { name: 'Issue an authorization on checkout, and capture later' })
		);
		expect(update).toHaveBeenLastCalledWith({ is_manual_capture_enabled: true });
		await user.click(screen.getByRole('checkbox', { name: 'Enable payments via saved cards' }));
		expect(update).toHaveBeenLastCalledWith({ is_saved_cards_enabled: false });

		const edits: [string, string, string][] = [
			['Full bank statement (Latin characters)', 'account_statement_descriptor', 'NEW STORE'],
			['Bank statement in Kanji', 'account_statement_descriptor_kanji', '新店'],
			['Bank statement in Kana', 'account_statement_descriptor_kana', 'ミセ'],
			['Support email', 'account_business_support_email', 'shop@example.com'],
			['Support phone number', 'account_business_support_phone', '+1 212 555 0199'],
		];
		for (const [name, key, value] of edits) {
			fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
			expect(update).toHaveBeenLastCalledWith({ [key]: value });
		}
	});

	it('shows a field error as an alert tied to its field', () => {
		renderSection(
			TransactionsSection,
			{ account_statement_descriptor: 'AB' },
			{
				errors: {
					account_statement_descriptor:
						'The statement descriptor must be between 5 and 22 characters long.',
				},
			}
		);
		const descriptor = screen.getByRole('textbox', { name: 'Customer bank statement' });
		const alert = screen.getByRole('alert');
		expect(alert).toHaveTextContent('The statement descriptor must be between 5 and 22 characters long.');
		expect(alert).toHaveAttribute('id', 'wcpay-error-account_statement_descriptor');
		expect(descriptor).toHaveAttribute('aria-invalid', 'true');
		expect(descriptor).toHaveAccessibleDescription(
			'The statement descriptor must be between 5 and 22 characters long.'
		);
		// The other fields are untouched.
		expect(screen.getByRole('textbox', { name: 'Support email' })).not.toHaveAttribute('aria-invalid');
	});

	it('disables every control while saving', () => {
		renderSection(TransactionsSection, {}, { disabled: true });
		for (const control of [...screen.getAllByRole('checkbox'), ...screen.getAllByRole('textbox')]) {
			expect(control).toBeDisabled();
		}
	});
});
