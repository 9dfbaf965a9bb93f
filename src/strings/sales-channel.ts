/**
 * The labels of where a transaction was made (spec 001 §3.3, §5.1): its sales channel (online, in person,
 * in person through the point of sale) and, for an in-person payment, the device that took it. Each label
 * is translated when asked for (a table asks once per row), as the transaction type labels are.
 */
import { __ } from '@wordpress/i18n';

import type { SourceDevice, TransactionChannel } from '../data/transactions/types';
import { ownEntry } from '../utils/own-entry';

const CHANNEL_LABELS: Readonly<Record<TransactionChannel, () => string>> = {
	online: () => __('Online', 'woocommerce-payments'),
	in_person: () => __('In-Person', 'woocommerce-payments'),
	in_person_pos: () => __('In-Person (POS)', 'woocommerce-payments'),
};

const DEVICE_LABELS: Readonly<Record<SourceDevice, () => string>> = {
	ios: () => __('iOS', 'woocommerce-payments'),
	android: () => __('Android', 'woocommerce-payments'),
};

/**
 * Sales channel → label: in_person, in_person_pos, anything else is online (spec 001 §3.3).
 *
 * @example
 * channelLabel( 'in_person_pos' ); // 'In-Person (POS)'
 * channelLabel( null ); // 'Online'
 */
export function channelLabel(channel: TransactionChannel | string | null | undefined): string {
	return (ownEntry(CHANNEL_LABELS, channel) ?? CHANNEL_LABELS.online)();
}

/**
 * Device of an in-person payment (ios, android); an unknown device shows as it is.
 *
 * @example
 * sourceDeviceLabel( 'ios' ); // 'iOS'
 */
export function sourceDeviceLabel(device: SourceDevice | string): string {
	return ownEntry(DEVICE_LABELS, device)?.() ?? device;
}
