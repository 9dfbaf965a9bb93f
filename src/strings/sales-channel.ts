/**
 * The labels of where a transaction was made (spec 001 §3.3, §5.1): its sales channel (online, in person,
 * in person through the point of sale) and, for an in-person payment, the device that took it.
 */
import { __ } from '@wordpress/i18n';

import type { SourceDevice, TransactionChannel } from '../data/transactions/types';

/**
 * Sales channel → label: in_person, in_person_pos, anything else is online (spec 001 §3.3).
 *
 * @example
 * channelLabel( 'in_person_pos' ); // 'In-Person (POS)'
 * channelLabel( null ); // 'Online'
 */
export function channelLabel(channel: TransactionChannel | string | null | undefined): string {
	switch (channel) {
		case 'in_person':
			return __('In-Person', 'woocommerce-payments');
		case 'in_person_pos':
			return __('In-Person (POS)', 'woocommerce-payments');
		default:
			return __('Online', 'woocommerce-payments');
	}
}

/**
 * Device of an in-person payment (ios, android); an unknown device shows as it is.
 *
 * @example
 * sourceDeviceLabel( 'ios' ); // 'iOS'
 */
export function sourceDeviceLabel(device: SourceDevice | string): string {
	switch (device) {
		case 'ios':
			return __('iOS', 'woocommerce-payments');
		case 'android':
			return __('Android', 'woocommerce-payments');
		default:
			return device;
	}
}
