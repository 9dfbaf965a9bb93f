/**
 * A table's summary line ("840 transactions · total $1.00 · fees -$0.10 · net $0.90") at the top of its
 * card, above the rows. A plain list with an accessible label: TableCard's own summary puts its items in a
 * `<ul role="complementary">`, which takes the list semantics away (axe: listitem) and adds a landmark per
 * table, so a `DataTable` never hands TableCard a summary.
 */

/** One figure of a summary line: its value ("840") and what it counts ("transactions"). */
export interface SummaryItem {
	label: string;
	value: string;
}

/**
 * The summary line; nothing while there are no items (loading, or a failed summary).
 *
 * @example
 * <SummaryLine label={ __( 'Summary of these payouts', 'woocommerce-payments' ) } items={ [ { label: 'payouts', value: '12' } ] } />
 */
export function SummaryLine({ items, label }: { items: readonly SummaryItem[] | undefined; label: string }) {
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
