/**
 * Loans (spec 001 §2.8, §4.9; path /payments/loans): the page navigation, the test-mode banner (§2.11), the
 * active loan overview — only when the account has an active loan — and the 'All loans' table, whose loans
 * link to their transactions. Both reads start with the route (./reads.ts); a failure of either raises
 * 'Error retrieving the active loan summary.' (§8).
 */
import { useAdminQuery } from '../../app/use-location';
import { PaymentsNav } from '../../components/payments-nav';
import { TestModeBanner } from '../../components/test-mode-banner';
import { ActiveLoanOverview } from './active-loan-overview';
import { LoansTable } from './loans-table';
import { hasActiveLoan } from './reads';
import './style.scss';

export const LOANS_PATH = '/payments/loans';

export default function LoansPage() {
	const query = useAdminQuery();
	return (
		<div className="wcpay-loans" data-testid="loans-page">
			<PaymentsNav current={LOANS_PATH} />
			<TestModeBanner topic="loans" />
			{hasActiveLoan() && <ActiveLoanOverview />}
			<LoansTable query={query} />
		</div>
	);
}
