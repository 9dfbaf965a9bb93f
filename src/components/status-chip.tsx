/**
 * A status chip (pill) for table cells and summaries: a short label on a tinted background.
 *
 * Generic: the caller chooses the label and the colour type. Types follow the colours of spec 001 §4.1:
 * `primary` (blue, e.g. in transit), `success` (green, e.g. paid), `warning` (yellow, e.g. pending),
 * `alert` (red, e.g. failed) and `light` (grey, e.g. canceled). Every pair of text and background colours
 * passes WCAG AA contrast. Each concept has its own chip on top of this one (payout-status-chip,
 * risk-chip, fraud-outcome-status-chip, charge-status-chip, account-status-chip,
 * payment-method-status-chip), so a status reads and looks the same on every page.
 */
import './status-chip.scss';

export const CHIP_TYPES = ['primary', 'success', 'warning', 'alert', 'light'] as const;
export type ChipType = (typeof CHIP_TYPES)[number];

export interface StatusChipProps {
	/** Colour of the chip. */
	type: ChipType;
	/** Visible text (rendered as text, never as HTML). */
	label: string;
	className?: string;
}

/**
 * A chip of the given colour and text. A concept's chip (payout status, risk, …) is built on this one.
 *
 * @example
 * <StatusChip type="warning" label={ __( 'Pending', 'woocommerce-payments' ) } />
 */
export function StatusChip({ type, label, className }: StatusChipProps) {
	return (
		<span
			className={['wcpay-status-chip', `wcpay-status-chip--${type}`, className]
				.filter(Boolean)
				.join(' ')}
			data-chip-type={type}
		>
			{label}
		</span>
	);
}
