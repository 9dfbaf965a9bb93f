/**
 * Disputes (spec 002 §2.2): the page navigation, the test-mode banner and the disputes table with its
 * filters (currency, 'Show' — all, needs response, advanced), search, summary line, column picker and
 * Export button (§5.2). `filter=awaiting_response` in the URL (the overview's link) lists the disputes that
 * need a response.
 *
 * Every view is a URL: filters, search, sorting, paging and page size live in the query string and the data
 * hooks read the query as it is (the table: ./disputes-table, on the shared `DataTable`).
 */
import { useAdminQuery } from '../../app/use-location';
import { PaymentsNav } from '../../components/payments-nav';
import { TestModeBanner } from '../../components/test-mode-banner';
import { DisputesTable } from './disputes-table';
import { DISPUTES_PATH } from './filters';
import './style.scss';

type Query = Record<string, unknown>;

export default function DisputesPage() {
	const query: Query = useAdminQuery();
	return (
		<div className="wcpay-disputes" data-testid="disputes-page">
			<PaymentsNav current={DISPUTES_PATH} />
			<TestModeBanner topic="disputes" />
			<DisputesTable query={query} />
		</div>
	);
}
