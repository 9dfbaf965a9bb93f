/**
 * The active loan overview of the loans page (spec 001 §2.8, §3.7, §4.9: only when an active loan exists):
 * the card around the shared `ActiveLoanFigures` (full: what has been repaid of the advance and its fixed
 * fee, the current repayment period, the loan's terms). A failed load shows no figures (the store raised
 * 'Error retrieving the active loan summary.').
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ActiveLoanFigures } from '../../components/active-loan';
import { useActiveLoanSummary } from '../../data/loans';
import { Card, CardBody, CardHeader } from '../../components/card';

export function ActiveLoanOverview() {
	const { data: summary, isLoading } = useActiveLoanSummary(true);
	const d = summary?.details;
	return (
		<Card className="wcpay-loans-overview" data-testid="wcpay-loans-active-loan">
			<CardHeader>
				<h2 className="wcpay-loans__card-title">
					{__('Active loan overview', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>
				{isLoading && !d ? (
					<Spinner />
				) : (
					<ActiveLoanFigures details={d} variant="full" labelHeadingLevel={3} />
				)}
			</CardBody>
		</Card>
	);
}
