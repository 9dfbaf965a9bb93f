/**
 * The 'Connected readers' tab (spec 001 §2.7, §7.5, §9): what "active" means, then the first 10 readers of
 * the account (`GET /readers?limit=10`) in the shared `DataTable` — Reader ID, Model, Status. Without readers
 * the table says so; when the read fails the store raised 'Error retrieving card readers.' and the table
 * says what is missing (the catalogue message is said once, in the notice).
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { DataTable } from '../../components/data-table';
import { READERS_LIST_LIMIT, useReaders } from '../../data/readers';
import { getReadersColumns, readerCells, READERS_HIDDEN_COLUMNS_PREFERENCE } from './columns';

const PARAMS = { page: 1, pagesize: READERS_LIST_LIMIT };

export function ReadersList({ query }: { query: Readonly<Record<string, unknown>> }) {
	const { data: readers, isLoading, error } = useReaders(READERS_LIST_LIMIT);
	const columns = useMemo(() => getReadersColumns(), []);
	const rows = useMemo(() => readers.map(readerCells), [readers]);
	return (
		<div className="wcpay-card-readers__list">
			<p className="wcpay-card-readers__description">
				{__(
					'A card reader is active when it has processed one or more payments during the current billing period. To connect or disconnect a card reader, use the WooCommerce mobile app.',
					'woocommerce-payments'
				)}
			</p>
			<DataTable
				title={__('Connected card readers', 'woocommerce-payments')}
				className="wcpay-card-readers__table"
				columns={columns}
				rows={rows}
				rowKey="id"
				totalRows={rows.length}
				isLoading={isLoading}
				emptyMessage={
					error
						? __(
								'Card readers could not be loaded. Please reload the page.',
								'woocommerce-payments'
							)
						: __('No card readers are connected to this account.', 'woocommerce-payments')
				}
				query={query}
				params={PARAMS}
				preference={READERS_HIDDEN_COLUMNS_PREFERENCE}
				showMenu={false}
			/>
		</div>
	);
}
