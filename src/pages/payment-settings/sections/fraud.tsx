/**
 * The Fraud protection section of the payment settings: which protection level is on, and a link to the
 * fraud protection page where the filters are configured (nothing is edited here).
 */
import { __ } from '@wordpress/i18n';

import { SettingsSection } from '../../../components/settings-section';
import { getAdminPageUrl } from '../../../utils/url';
import type { SectionProps } from './shared';

export function FraudSection({ settings }: SectionProps) {
	const advanced = settings.current_protection_level === 'advanced';
	return (
		<SettingsSection
			id="fp-settings"
			title={__('Fraud protection', 'woocommerce-payments')}
			description={__('Filters that screen orders before a payment is taken.', 'woocommerce-payments')}
		>
			<p>
				{advanced
					? __(
							'Advanced protection is on: your own risk filters screen every order.',
							'woocommerce-payments'
						)
					: __(
							'Basic protection is on: our default filters screen every order.',
							'woocommerce-payments'
						)}
			</p>
			<a
				className="components-button is-secondary"
				href={getAdminPageUrl('/payments/fraud-protection')}
			>
				{__('Configure fraud protection', 'woocommerce-payments')}
			</a>
		</SettingsSection>
	);
}
