/**
 * The Advanced settings section of the payment settings: multi-currency, WooPayments subscriptions (only
 * when eligible), Stripe Billing with its migration button or progress, and debug logging.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AdvancedSection } from '../../../src/pages/payment-settings/sections';
import { renderSection } from './fixtures';

const BILLING = 'Enable Stripe Billing for future subscriptions';
const noMigration = { onStartMigration: () => undefined, isStartingMigration: false };

describe('advanced settings section', () => {
	it('shows multi-currency and logging; no subscription options without eligibility or a plugin', () => {
		renderSection(AdvancedSection, {}, noMigration);
		expect(screen.getByRole('heading', { level: 2, name: 'Advanced settings' })).toBeInTheDocument();
		expect(screen.getByText('Multi-currency, subscriptions and logging.')).toBeInTheDocument();
		expect(
			screen.getByRole('checkbox', {
				name: 'Enable customers to pay in their local currency (multi-currency)',
			})
		).not.toBeChecked();
		const log = screen.getByRole('checkbox', { name: 'Log error messages' });
		expect(log).not.toBeChecked();
		expect(log).toHaveAccessibleDescription('Writes debug information to the store’s logs.');
		expect(
			screen.queryByRole('checkbox', { name: 'Enable subscriptions with WooPayments' })
		).not.toBeInTheDocument();
		expect(screen.queryByRole('checkbox', { name: BILLING })).not.toBeInTheDocument();
	});

	it('sends the multi-currency, subscriptions, Stripe Billing and logging edits', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(
			AdvancedSection,
			{ is_wcpay_subscriptions_eligible: true, is_subscriptions_plugin_active: true },
			noMigration
		);
		await user.click(
			screen.getByRole('checkbox', {
				name: 'Enable customers to pay in their local currency (multi-currency)',
			})
		);
		expect(update).toHaveBeenLastCalledWith({ is_multi_currency_enabled: true });
		await user.click(screen.getByRole('checkbox', { name: 'Enable subscriptions with WooPayments' }));
		expect(update).toHaveBeenLastCalledWith({ is_wcpay_subscriptions_enabled: true });
		await user.click(screen.getByRole('checkbox', { name: BILLING }));
		expect(update).toHaveBeenLastCalledWith({ is_stripe_billing_enabled: true });
		await user.click(screen.getByRole('checkbox', { name: 'Log error messages' }));
		expect(update).toHaveBeenLastCalledWith({ is_debug_log_enabled: true });
	});

	it('shows Stripe Billing when it is on even without the subscriptions plugin, with no migration', () => {
		renderSection(
			AdvancedSection,
			{ is_stripe_billing_enabled: true, stripe_billing_subscription_count: 3 },
			noMigration
		);
		expect(screen.getByRole('checkbox', { name: BILLING })).toBeChecked();
		expect(screen.queryByRole('button')).not.toBeInTheDocument();
	});

	it('offers to migrate the existing subscriptions while Stripe Billing is off', async () => {
		const user = userEvent.setup();
		const onStartMigration = jest.fn();
		const { update, unmount } = renderSection(
			AdvancedSection,
			{ is_subscriptions_plugin_active: true, stripe_billing_subscription_count: 3 },
			{ onStartMigration, isStartingMigration: false }
		);
		await user.click(screen.getByRole('button', { name: 'Migrate 3 subscriptions' }));
		expect(onStartMigration).toHaveBeenCalledTimes(1);
		expect(update).not.toHaveBeenCalled();
		unmount();

		renderSection(
			AdvancedSection,
			{ is_subscriptions_plugin_active: true, stripe_billing_subscription_count: 1 },
			{ onStartMigration, isStartingMigration: true }
		);
		expect(screen.getByRole('button', { name: 'Migrate 1 subscription' })).toBeDisabled();
	});

	it('no migration button without subscriptions to migrate', () => {
		renderSection(AdvancedSection, { is_subscriptions_plugin_active: true }, noMigration);
		expect(screen.getByRole('checkbox', { name: BILLING })).not.toBeChecked();
		expect(screen.queryByRole('button')).not.toBeInTheDocument();
	});

	it('shows the migration progress while migrating', () => {
		renderSection(
			AdvancedSection,
			{
				is_subscriptions_plugin_active: true,
				is_migrating_stripe_billing: true,
				stripe_billing_subscription_count: 5,
				stripe_billing_migrated_count: 2,
			},
			noMigration
		);
		expect(screen.getByRole('status')).toHaveTextContent('Migrating subscriptions: 2 of 5 done.');
		expect(screen.queryByRole('button')).not.toBeInTheDocument();
	});

	it('disables the checkboxes while saving', () => {
		renderSection(
			AdvancedSection,
			{ is_wcpay_subscriptions_eligible: true, is_stripe_billing_enabled: true },
			{ ...noMigration, disabled: true }
		);
		for (const box of screen.getAllByRole('checkbox')) {
			expect(box).toBeDisabled();
		}
	});
});
