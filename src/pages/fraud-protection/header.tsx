/**
 * The fraud protection page's header (spec 000 §2): its title with a back link to the payment settings —
 * the new style (an arrow before the title) from store version 9.8.3 on, the old style (a link after the
 * title) before it.
 */
import { __ } from '@wordpress/i18n';

import { getPaymentSettingsUrl } from '../../utils/url';
import { isVersionAtLeast, NEW_BACK_LINK_VERSION } from './environment';

export function FraudHeader({ version }: { version: string | undefined }) {
	const title = __('Advanced fraud protection', 'woocommerce-payments');
	const label = __('Back to payment settings', 'woocommerce-payments');
	if (isVersionAtLeast(version, NEW_BACK_LINK_VERSION)) {
		return (
			<h2 className="wcpay-fraud-header wcpay-fraud-header--new" data-back-link="new">
				<a className="wcpay-fraud-header__back" href={getPaymentSettingsUrl()} aria-label={label}>
					<span aria-hidden="true">{'\u2190'}</span>
				</a>
				{title}
			</h2>
		);
	}
	return (
		<h2 className="wcpay-fraud-header wcpay-fraud-header--legacy" data-back-link="legacy">
			{title}
			<small>
				<a className="wcpay-fraud-header__back" href={getPaymentSettingsUrl()} aria-label={label}>
					<span aria-hidden="true">{'\u2934\ufe0e'}</span>
				</a>
			</small>
		</h2>
	);
}
