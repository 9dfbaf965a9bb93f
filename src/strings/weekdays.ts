/**
 * The names of the days of the week, as the payout schedule uses them (spec 001 §9: the weekly anchor is a
 * weekday): the settings' day picker and the overview's schedule sentence.
 */
import { __ } from '@wordpress/i18n';

import type { Weekday } from '../data/settings/types';
import { ownEntry } from '../utils/own-entry';

/** The days in the order a week is listed, Monday first. */
export const WEEKDAYS: readonly Weekday[] = [
	'monday',
	'tuesday',
	'wednesday',
	'thursday',
	'friday',
	'saturday',
	'sunday',
];

/**
 * Weekday → its name (case-insensitive); null for anything else.
 *
 * @example
 * weekdayLabel( 'friday' ); // 'Friday'
 */
export function weekdayLabel(day: Weekday | string | null | undefined): string | null {
	const labels: Record<Weekday, string> = {
		monday: __('Monday', 'woocommerce-payments'),
		tuesday: __('Tuesday', 'woocommerce-payments'),
		wednesday: __('Wednesday', 'woocommerce-payments'),
		thursday: __('Thursday', 'woocommerce-payments'),
		friday: __('Friday', 'woocommerce-payments'),
		saturday: __('Saturday', 'woocommerce-payments'),
		sunday: __('Sunday', 'woocommerce-payments'),
	};
	return ownEntry(labels, String(day ?? '').toLowerCase()) ?? null;
}

/**
 * The options of a weekday select, Monday first.
 *
 * @example
 * weekdayOptions()[ 0 ]; // { value: 'monday', label: 'Monday' }
 */
export function weekdayOptions(): { value: Weekday; label: string }[] {
	return WEEKDAYS.map((value) => ({ value, label: weekdayLabel(value) ?? value }));
}
