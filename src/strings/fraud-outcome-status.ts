/**
 * The status labels of a fraud outcome (spec 001 §3.5): the Blocked tab, its CSV export, its chips
 * (src/components/fraud-outcome-status-chip.tsx) and the held or blocked payment's status chip.
 */
import { __ } from '@wordpress/i18n';

import type { FraudOutcomeStatus } from '../data/transactions/types';

/**
 * The label of a fraud outcome status: allow 'Succeeded', review 'Needs review', block 'Payment blocked';
 * an unknown status shows as it is.
 *
 * @example
 * fraudOutcomeStatusLabel( 'review' ); // 'Needs review'
 */
export function fraudOutcomeStatusLabel(status: FraudOutcomeStatus | string): string {
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
