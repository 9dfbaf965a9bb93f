/**
 * Payouts (spec 001 §2.1): in order the feedback prompt (§4.6), the page navigation, the test-mode banner
 * (§2.11), the next-payout notice (§4.7), the failed-payout notice (§4.8) and the 'Payout history' table
 * with its filters (currency, 'Show' / advanced) and the Export button (§4.5).
 *
 * Every view is a URL: filters, sorting, paging and page size live in the query string and the data hooks
 * read the query as it is (the table: ./payouts-table, on the shared `DataTable`).
 */
import { useAdminQuery } from '../../app/use-location';
import { PaymentsNav } from '../../components/payments-nav';
import { TestModeBanner } from '../../components/test-mode-banner';
import { useDepositsOverview } from '../../data/deposits';
import { FeedbackPrompt } from './feedback-prompt';
import { PAYOUTS_PATH } from './filters';
import { FailedPayoutNotice, NextPayoutNotice, usePayoutNotices } from './notices';
import { PayoutsTable } from './payouts-table';
import './style.scss';

type Query = Record<string, unknown>;

export default function PayoutsPage() {
	const query = useAdminQuery() as Query;
	const { data: overview, isLoading: isOverviewLoading } = useDepositsOverview();
	const notices = usePayoutNotices(overview);
	return (
		<div className="wcpay-payouts" data-testid="payouts-page">
			{/* Waits for the account overview, whose failure would raise a notice first. */}
			<FeedbackPrompt isReady={!isOverviewLoading} />
			<PaymentsNav current={PAYOUTS_PATH} />
			<TestModeBanner topic="payouts" />
			<NextPayoutNotice overview={overview} show={notices.showNext} onDismiss={notices.dismissNext} />
			<FailedPayoutNotice show={notices.showFailed} />
			<PayoutsTable query={query} />
		</div>
	);
}
