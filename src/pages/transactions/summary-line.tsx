/**
 * A table's summary line ("840 transactions · total $1.00 · fees -$0.10 · net $0.90") at the top of its
 * card. A plain list: TableCard's own summary puts list items under a `role="complementary"` list, which
 * assistive technology no longer reads as a list (axe: listitem).
 */
export function SummaryLine({
	items,
	label,
}: {
	items: ReadonlyArray<{ label: string; value: string }> | undefined;
	label: string;
}) {
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
