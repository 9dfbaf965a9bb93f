/**
 * The General section of the payment settings: the WooPayments and test mode checkboxes, and how a sandbox
 * (dev) site or a sandbox account lock test mode on.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GeneralSection } from '../../../src/pages/payment-settings/sections';
import { renderSection } from './fixtures';

describe('general section', () => {
	it('shows its title, description and both checkboxes with their help', () => {
		renderSection(GeneralSection);
		expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
		expect(
			screen.getByText('Enable or disable payments and test mode for your store.')
		).toBeInTheDocument();
		const enable = screen.getByRole('checkbox', { name: 'Enable WooPayments' });
		expect(enable).toBeChecked();
		expect(enable).toHaveAccessibleDescription(
			'When enabled, payment methods powered by WooPayments appear on checkout.'
		);
		const testMode = screen.getByRole('checkbox', { name: 'Enable test mode' });
		expect(testMode).not.toBeChecked();
		expect(testMode).toBeEnabled();
		expect(testMode).toHaveAccessibleDescription('Simulate transactions using test card numbers.');
		expect(
			screen.queryByText('This is a sandbox account: it can only process test payments.')
		).not.toBeInTheDocument();
	});

	it('updates is_wcpay_enabled and is_test_mode_enabled', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(GeneralSection);
		await user.click(screen.getByRole('checkbox', { name: 'Enable WooPayments' }));
		expect(update).toHaveBeenLastCalledWith({ is_wcpay_enabled: false });
		await user.click(screen.getByRole('checkbox', { name: 'Enable test mode' }));
		expect(update).toHaveBeenLastCalledWith({ is_test_mode_enabled: true });
		expect(update).toHaveBeenCalledTimes(2);
	});

	it('a sandbox (dev) site shows test mode on and locked, and says why', () => {
		renderSection(GeneralSection, { is_dev_mode_enabled: true });
		const testMode = screen.getByRole('checkbox', { name: 'Enable test mode' });
		expect(testMode).toBeChecked();
		expect(testMode).toBeDisabled();
		expect(testMode).toHaveAccessibleDescription(
			'Sandbox (dev) mode is active on this site, so test mode cannot be turned off.'
		);
	});

	it('a sandbox account locks test mode and says it only processes test payments', () => {
		const { section } = renderSection(GeneralSection, {
			is_test_mode_onboarding: true,
			is_test_mode_enabled: true,
		});
		const testMode = screen.getByRole('checkbox', { name: 'Enable test mode' });
		expect(testMode).toBeChecked();
		expect(testMode).toBeDisabled();
		expect(
			section.getByText('This is a sandbox account: it can only process test payments.')
		).toBeInTheDocument();
	});

	it('disables both checkboxes while saving', () => {
		renderSection(GeneralSection, {}, { disabled: true });
		expect(screen.getByRole('checkbox', { name: 'Enable WooPayments' })).toBeDisabled();
		expect(screen.getByRole('checkbox', { name: 'Enable test mode' })).toBeDisabled();
	});
});
