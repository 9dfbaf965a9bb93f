/**
 * Card readers (spec 001 §2.7; path /payments/card-readers, a Payments page): the page navigation and one
 * tab, 'Connected readers', listing the account's first 10 readers (./readers-list.tsx). The read starts
 * with the route (./reads.ts).
 */
import { __ } from '@wordpress/i18n';

import { useAdminQuery } from '../../app/use-location';
import { PageTabs } from '../../components/page-tabs';
import { PaymentsNav } from '../../components/payments-nav';
import { ReadersList } from './readers-list';
import './style.scss';

export const CARD_READERS_PATH = '/payments/card-readers';

/** The page's one tab. */
export const CONNECTED_READERS_TAB = 'connected-readers';

export default function CardReadersPage() {
	const query = useAdminQuery();
	const tabs = [
		{
			name: CONNECTED_READERS_TAB,
			title: __('Connected readers', 'woocommerce-payments'),
			className: 'wcpay-card-readers__tab',
		},
	];
	return (
		<div className="wcpay-card-readers" data-testid="card-readers-page">
			<PaymentsNav current={CARD_READERS_PATH} />
			<PageTabs
				className="wcpay-card-readers__tabs"
				activeClass="is-active"
				tabs={tabs}
				initialTabName={CONNECTED_READERS_TAB}
			>
				{() => <ReadersList query={query} />}
			</PageTabs>
		</div>
	);
}
