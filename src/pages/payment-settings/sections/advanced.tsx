/**
 * The Advanced settings section of the payment settings: multi-currency, WooPayments subscriptions (when
 * eligible), Stripe Billing with the migration of existing subscriptions, and debug logging.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { SettingsSection } from '../../../components/settings-section';
import type { SectionProps } from './shared';
import { Button } from '../../../components/button';
import { CheckboxControl } from '../../../components/controls/checkbox-control';

export function AdvancedSection({
	settings,
	update,
	disabled,
	onStartMigration,
	isStartingMigration,
}: SectionProps & { onStartMigration: () => void; isStartingMigration: boolean }) {
	const toMigrate = settings.stripe_billing_subscription_count;
	return (
		<SettingsSection
			id="wcpay-settings-advanced"
			title={__('Advanced settings', 'woocommerce-payments')}
			description={__('Multi-currency, subscriptions and logging.', 'woocommerce-payments')}
		>
			<CheckboxControl
				label={__(
					'Enable customers to pay in their local currency (multi-currency)',
					'woocommerce-payments'
				)}
				checked={settings.is_multi_currency_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_multi_currency_enabled: v })}
			/>
			{settings.is_wcpay_subscriptions_eligible && (
				<CheckboxControl
					label={__('Enable subscriptions with WooPayments', 'woocommerce-payments')}
					checked={settings.is_wcpay_subscriptions_enabled}
					disabled={disabled}
					onChange={(v) => update({ is_wcpay_subscriptions_enabled: v })}
				/>
			)}
			{(settings.is_subscriptions_plugin_active || settings.is_stripe_billing_enabled) && (
				<div className="wcpay-settings-group">
					<CheckboxControl
						label={__('Enable Stripe Billing for future subscriptions', 'woocommerce-payments')}
						checked={settings.is_stripe_billing_enabled}
						disabled={disabled}
						onChange={(v) => update({ is_stripe_billing_enabled: v })}
					/>
					{settings.is_migrating_stripe_billing ? (
						<p className="wcpay-settings-help" role="status">
							{sprintf(
								/* translators: 1: migrated count, 2: total count */
								__('Migrating subscriptions: %1$d of %2$d done.', 'woocommerce-payments'),
								settings.stripe_billing_migrated_count,
								toMigrate
							)}
						</p>
					) : (
						!settings.is_stripe_billing_enabled &&
						toMigrate > 0 && (
							<Button
								variant="secondary"
								isBusy={isStartingMigration}
								disabled={isStartingMigration}
								onClick={onStartMigration}
							>
								{sprintf(
									/* translators: %d: number of subscriptions */
									_n(
										'Migrate %d subscription',
										'Migrate %d subscriptions',
										toMigrate,
										'woocommerce-payments'
									),
									toMigrate
								)}
							</Button>
						)
					)}
				</div>
			)}
			<CheckboxControl
				label={__('Log error messages', 'woocommerce-payments')}
				help={__('Writes debug information to the store’s logs.', 'woocommerce-payments')}
				checked={settings.is_debug_log_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_debug_log_enabled: v })}
			/>
		</SettingsSection>
	);
}
