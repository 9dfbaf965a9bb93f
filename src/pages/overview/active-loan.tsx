/**
 * The active-loan card (spec 000 §2: only with an active loan; spec 001 §3.7): repaid so far, the current
 * repayment period, and the loan's terms (the shared `ActiveLoanFigures`, compact). A failed load raises
 * 'Error retrieving the active loan summary.' (the store's notice; the card only says the summary is not
 * available).
 */
import { __ } from '@wordpress/i18n';

import { ActiveLoanFigures } from '../../components/active-loan';
import { useActiveLoanSummary } from '../../data/loans';
import { getAdminPageUrl } from '../../utils/url';
import { Card, CardBody, CardFooter, CardHeader } from './card';
import { Button } from '../../components/button';

export function ActiveLoanCard() {
	const { data: summary, isLoading, error } = useActiveLoanSummary(true);
	const d = summary?.details;
	return (
		<Card className="wcpay-overview-card wcpay-overview-loan" data-testid="wcpay-active-loan">
			<CardHeader>
				<h2 className="wcpay-overview-card__title">
					{__('Active loan overview', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>
				{isLoading && !d ? (
					<div className="wcpay-overview-placeholder wcpay-overview-loan__placeholder" />
				) : (
					<ActiveLoanFigures details={error ? null : d} variant="compact" />
				)}
			</CardBody>
			<CardFooter>
				<Button variant="secondary" href={getAdminPageUrl('/payments/loans')}>
					{__('View loan details', 'woocommerce-payments')}
				</Button>
			</CardFooter>
		</Card>
	);
}
