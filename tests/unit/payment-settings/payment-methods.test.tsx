/**
 * The Payment methods section of the payment settings: one checkbox per available method with its label and
 * status, the duplicate note, and the enabled list an edit sends.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PaymentMethodsSection } from '../../../src/pages/payment-settings/sections';
import { renderSection } from './fixtures';

describe('payment methods section', () => {
	it('lists every available method with its label, checked state and status', () => {
		renderSection(PaymentMethodsSection);
		expect(screen.getByRole('heading', { level: 2, name: 'Payment methods' })).toBeInTheDocument();
		expect(
			screen.getByText('Choose which payment methods customers can use at checkout.')
		).toBeInTheDocument();
		const group = screen.getByRole('group', { name: 'Payment methods' });
		const items = within(group).getAllByRole('listitem');
		expect(items).toHaveLength(2);
		expect(within(items[0]).getByRole('checkbox', { name: 'Credit card / debit card' })).toBeChecked();
		expect(items[0]).toHaveTextContent('Active');
		expect(within(items[1]).getByRole('checkbox', { name: 'Link' })).not.toBeChecked();
		expect(items[1]).toHaveTextContent('Inactive');
		expect(screen.queryByText('Also enabled by another extension.')).not.toBeInTheDocument();
	});

	it('enabling a method adds it to enabled_payment_method_ids; disabling removes it', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(PaymentMethodsSection);
		await user.click(screen.getByRole('checkbox', { name: 'Link' }));
		expect(update).toHaveBeenLastCalledWith({ enabled_payment_method_ids: ['card', 'link'] });
		await user.click(screen.getByRole('checkbox', { name: 'Credit card / debit card' }));
		expect(update).toHaveBeenLastCalledWith({ enabled_payment_method_ids: [] });
	});

	it('notes a method another extension also enables; an unknown method shows its id in words and no status', () => {
		renderSection(PaymentMethodsSection, {
			available_payment_method_ids: ['card', 'ideal', 'new_method'],
			payment_method_statuses: { card: 'active', ideal: 'pending_verification' },
			duplicated_payment_method_ids: ['ideal'],
		});
		const items = screen.getAllByRole('listitem');
		expect(items[1]).toHaveTextContent('iDEAL');
		expect(items[1]).toHaveTextContent('Pending approval');
		expect(items[1]).toHaveTextContent('Also enabled by another extension.');
		expect(within(items[2]).getByRole('checkbox', { name: 'New method' })).not.toBeChecked();
		expect(items[2]).toHaveTextContent(/^New method$/);
	});

	it('disables the checkboxes while saving', () => {
		renderSection(PaymentMethodsSection, {}, { disabled: true });
		for (const box of screen.getAllByRole('checkbox')) {
			expect(box).toBeDisabled();
		}
	});
});
