/** The status labels of a fraud outcome (spec 001 §3.5): the Blocked tab, its export and its chips. */
import { __ } from '@wordpress/i18n';

/**
 * The label of a fraud outcome status; an unknown status shows as is.
 *
 * @example
 * fraudOutcomeStatusLabel( 'review' ); // 'Needs review'
 */
export function fraudOutcomeStatusLabel(status: string): string {
	switch (status) {
		case 'allow':
			return __('Succeeded', 'woocommerce-payments');
		case 'review':
			return __('Needs review', 'woocommerce-payments');
		case 'block':
			return __('Payment blocked', 'woocommerce-payments');
		default:
			return status;
	}
}
