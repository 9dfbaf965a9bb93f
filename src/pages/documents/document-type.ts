/**
 * What a document is called (spec 001 §2.9, §3.8): the type label ('vat_invoice' is 'Tax Invoice') and the
 * description of a row — the period a tax invoice covers, 'Tax invoice without proper period dates' for one
 * without both period dates, 'Unknown document type' for any type the page does not know.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Document } from '../../data/documents';
import { formatDate } from '../../utils/dates';

/**
 * The label of a document type; an unknown type reads as it came (text only).
 *
 * @example
 * documentTypeLabel( 'vat_invoice' ); // 'Tax Invoice'
 */
export function documentTypeLabel(type: string): string {
	switch (type) {
		case 'vat_invoice':
			return __('Tax Invoice', 'woocommerce-payments');
		default:
			return type;
	}
}

/** Whether a type is one the page knows. */
export function isKnownDocumentType(type: string): boolean {
	return type === 'vat_invoice';
}

/**
 * The description of a document. Period dates are calendar days of the period (UTC, as the API bills them).
 *
 * @example
 * documentDescription( { type: 'vat_invoice', period_from: '2026-06-01 00:00:00', period_to: '2026-06-30 23:59:59' } );
 * // 'Tax invoice for Jun 1, 2026 to Jun 30, 2026'
 */
export function documentDescription(document: Pick<Document, 'type' | 'period_from' | 'period_to'>): string {
	switch (document.type) {
		case 'vat_invoice': {
			const from = formatDate(document.period_from, { timeZone: 'UTC' });
			const to = formatDate(document.period_to, { timeZone: 'UTC' });
			if (!from || !to) {
				return __('Tax invoice without proper period dates', 'woocommerce-payments');
			}
			return sprintf(
				/* translators: 1: first day of the invoiced period, 2: its last day, e.g. Jun 1, 2026 */
				__('Tax invoice for %1$s to %2$s', 'woocommerce-payments'),
				from,
				to
			);
		}
		default:
			return __('Unknown document type', 'woocommerce-payments');
	}
}
