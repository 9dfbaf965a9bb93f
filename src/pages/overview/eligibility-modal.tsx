/**
 * The progressive-onboarding eligibility modal (spec 000 §4): after a successful connection, while progressive
 * onboarding is enabled, not complete and the modal not dismissed. Closing it or 'Start selling' marks it
 * dismissed on the account; 'Set up payouts' goes to the connect URL collecting the payout requirements.
 */
import { Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { useEligibilityModalDismissal } from '../../data/overview';
import type { AccountStatusSettings } from '../../settings';
import { formatCurrency } from '../../utils/money';
import { isFlagSet } from './banners';
import { navigation } from '../../utils/navigation';
import { PO_SALES_THRESHOLD, setUpPayoutsUrl } from './tasks';
import { useRecordOnce } from '../../utils/tracks';
import { Button } from '../../components/button';

export function showEligibilityModal(
	query: Record<string, string | undefined>,
	account: AccountStatusSettings
): boolean {
	const po = account.progressiveOnboarding;
	return (
		isFlagSet(query['wcpay-connection-success']) &&
		Boolean(po?.isEnabled) &&
		!po.isComplete &&
		!po.isEligibilityModalDismissed
	);
}

export function EligibilityModal({ connectUrl }: { connectUrl: string }) {
	const { isDismissedHere, dismiss } = useEligibilityModalDismissal();
	useRecordOnce('wcpay_overview_eligibility_modal_opened', {}, !isDismissedHere);
	if (isDismissedHere) {
		return null;
	}
	return (
		<Modal
			title={__('You’re ready to start selling!', 'woocommerce-payments')}
			className="wcpay-overview-modal wcpay-eligibility-modal"
			onRequestClose={() => void dismiss()}
		>
			<p>
				{__(
					'Your store can accept payments right away. To receive your money, set up payouts by verifying your bank details: you can do it now or later.',
					'woocommerce-payments'
				)}
			</p>
			<ul className="wcpay-eligibility-modal__points">
				<li>
					<strong>{__('Start selling now.', 'woocommerce-payments')}</strong>{' '}
					{sprintf(
						/* translators: %s: sales limit, e.g. $5,000.00 */
						__(
							'Verify your bank details within 30 days of your first payment, or before you reach %s in sales, to keep accepting payments.',
							'woocommerce-payments'
						),
						formatCurrency(PO_SALES_THRESHOLD, 'usd')
					)}
				</li>
				<li>
					<strong>{__('Set up payouts.', 'woocommerce-payments')}</strong>{' '}
					{__(
						'It takes about 2 minutes, and your funds start reaching your bank account on your payout schedule.',
						'woocommerce-payments'
					)}
				</li>
			</ul>
			<div className="wcpay-overview-modal__actions">
				<Button
					variant="secondary"
					onClick={() =>
						navigation.assign(setUpPayoutsUrl(connectUrl, 'overview-page__eligibility-modal'))
					}
				>
					{__('Set up payouts', 'woocommerce-payments')}
				</Button>
				<Button variant="primary" onClick={() => void dismiss()}>
					{__('Start selling', 'woocommerce-payments')}
				</Button>
			</div>
		</Modal>
	);
}
