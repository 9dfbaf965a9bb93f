/**
 * A card reader's status (spec 001 §2.7, §3.6): 'Active' or 'Inactive', from a reader's `is_active` (the
 * connected readers list) or a reader fee row's `status` (the reader-fee view). The chip is
 * src/components/reader-status-chip.tsx.
 */
import { __ } from '@wordpress/i18n';

/**
 * Whether a reader status is active.
 *
 * @example
 * isReaderActive( 'active' ); // true
 */
export function isReaderActive(status: string | boolean): boolean {
	return status === true || status === 'active';
}

/**
 * The label of a reader status; anything but active reads 'Inactive'.
 *
 * @example
 * readerStatusLabel( 'active' ); // 'Active'
 * readerStatusLabel( false );    // 'Inactive'
 */
export function readerStatusLabel(status: string | boolean): string {
	return isReaderActive(status)
		? __('Active', 'woocommerce-payments')
		: __('Inactive', 'woocommerce-payments');
}
