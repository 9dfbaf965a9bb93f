/**
 * The General section of the payment settings: WooPayments on or off, and test mode (locked on for a
 * sandbox (dev) site and for a sandbox account).
 */
import { __ } from '@wordpress/i18n';

import { SettingsSection } from '../../../components/settings-section';
import type { SectionProps } from './shared';
import { Notice } from '../../../components/notice';
import { CheckboxControl } from '../../../components/controls/checkbox-control';

export function GeneralSection({ settings, update, disabled }: SectionProps) {
	return (
		<SettingsSection
			id="wcpay-settings-general"
			title={__('General', 'woocommerce-payments')}
			description={__(
				'Enable or disable payments and test mode for your store.',
				'woocommerce-payments'
			)}
		>
			<CheckboxControl
				label={__('Enable WooPayments', 'woocommerce-payments')}
				help={__(
					'When enabled, payment methods powered by WooPayments appear on checkout.',
					'woocommerce-payments'
				)}
				checked={settings.is_wcpay_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_wcpay_enabled: v })}
			/>
			<CheckboxControl
				label={__('Enable test mode', 'woocommerce-payments')}
				help={
					settings.is_dev_mode_enabled
						? __(
								'Sandbox (dev) mode is active on this site, so test mode cannot be turned off.',
								'woocommerce-payments'
							)
						: __('Simulate transactions using test card numbers.', 'woocommerce-payments')
				}
				checked={settings.is_test_mode_enabled || settings.is_dev_mode_enabled}
				disabled={disabled || settings.is_dev_mode_enabled || settings.is_test_mode_onboarding}
				onChange={(v) => update({ is_test_mode_enabled: v })}
			/>
			{settings.is_test_mode_onboarding && (
				<Notice status="info" isDismissible={false}>
					{__(
						'This is a sandbox account: it can only process test payments.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
		</SettingsSection>
	);
}
