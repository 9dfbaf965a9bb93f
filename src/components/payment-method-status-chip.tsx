/**
 * The chip of a payment method's status on the payment settings screen (spec 001 §3.9
 * `payment_method_statuses`): active in the success colour, pending approval warning, anything else light.
 * The text is `paymentMethodStatusLabel` (src/strings/payment-method.ts).
 */
import { paymentMethodStatusLabel } from '../strings/payment-method';
import { StatusChip, type ChipType } from './status-chip';

/**
 * Chip colour of a payment method status; inactive, not requested and unknown statuses are light.
 *
 * @example
 * paymentMethodStatusChipType( 'pending_verification' ); // 'warning'
 */
export function paymentMethodStatusChipType(status: string): ChipType {
	switch (status) {
		case 'active':
			return 'success';
		case 'pending':
		case 'pending_verification':
			return 'warning';
		default:
			return 'light';
	}
}

/**
 * The status chip of a payment method.
 *
 * @example
 * <PaymentMethodStatusChip status={ settings.payment_method_statuses.card } />
 */
export function PaymentMethodStatusChip({ status }: { status: string }) {
	return <StatusChip type={paymentMethodStatusChipType(status)} label={paymentMethodStatusLabel(status)} />;
}
