/**
 * A table's summary line ("840 transactions · total $1.00 · fees -$0.10 · net $0.90") at the top of its
 * card, above the rows. A plain list with an accessible label (WooCommerce's table summary puts its items in
 * a `<ul role="complementary">`, which takes the list semantics away (axe: listitem) and adds a landmark
 * per table). When the summary's read failed, the line says so
 * ('The totals could not be loaded.') with a Retry that reads it again; the rows stay.
 */
import { __ } from '@wordpress/i18n';
import { Button } from '../button';

/** One figure of a summary line: its value ("840") and what it counts ("transactions"). */
export interface SummaryItem {
	label: string;
	value: string;
}

/** A failed summary: whether it is being read again, and how to read it again. */
export interface SummaryLineFailure {
	isRetrying: boolean;
	retry: () => void;
}

/**
 * The summary line; nothing while there are no items (loading), the failure and its Retry when the
 * summary failed.
 *
 * @example
 * <SummaryLine label={ __( 'Summary of these payouts', 'woocommerce-payments' ) } items={ [ { label: 'payouts', value: '12' } ] } />
 */
export function SummaryLine({
	items,
	label,
	failure,
}: {
	items: readonly SummaryItem[] | undefined;
	label: string;
	failure?: SummaryLineFailure;
}) {
	if (failure && (!items || items.length === 0)) {
		return (
			<div className="wcpay-table-summary is-failed" role="group" aria-label={label}>
				<span className="wcpay-table-summary__error">
					{__('The totals could not be loaded.', 'woocommerce-payments')}
				</span>
				<Button
					variant="secondary"
					size="compact"
					className="wcpay-table-summary__retry"
					isBusy={failure.isRetrying}
					aria-disabled={failure.isRetrying}
					onClick={() => {
						if (!failure.isRetrying) {
							failure.retry();
						}
					}}
				>
					{__('Retry', 'woocommerce-payments')}
				</Button>
			</div>
		);
	}
	if (!items || items.length === 0) {
		return null;
	}
	return (
		<ul className="wcpay-table-summary" aria-label={label}>
			{items.map((item) => (
				<li key={item.label} className="wcpay-table-summary__item">
					<span className="wcpay-table-summary__value">{item.value}</span>{' '}
					<span className="wcpay-table-summary__label">{item.label}</span>
				</li>
			))}
		</ul>
	);
}
