/** Sales channel and device labels (spec 001 §3.3, §5.1): every value, and unknown values. */
import { SOURCE_DEVICES, TRANSACTION_CHANNELS } from '../../../src/data/transactions/types';
import { channelLabel, sourceDeviceLabel } from '../../../src/strings/sales-channel';

describe('channelLabel', () => {
	const labels: Array<[string, string]> = [
		['online', 'Online'],
		['in_person', 'In-Person'],
		['in_person_pos', 'In-Person (POS)'],
	];

	it.each(labels)('%s → %s', (channel, label) => {
		expect(channelLabel(channel)).toBe(label);
	});

	it('covers every channel', () => {
		expect(labels.map(([c]) => c)).toEqual([...TRANSACTION_CHANNELS]);
	});

	it.each([['whatever'], [''], [null], [undefined]])('anything else (%s) is online', (channel) => {
		expect(channelLabel(channel)).toBe('Online');
	});
});

describe('sourceDeviceLabel', () => {
	const labels: Array<[string, string]> = [
		['ios', 'iOS'],
		['android', 'Android'],
	];

	it.each(labels)('%s → %s', (device, label) => {
		expect(sourceDeviceLabel(device)).toBe(label);
	});

	it('covers every device', () => {
		expect(labels.map(([d]) => d)).toEqual([...SOURCE_DEVICES]);
	});

	it('an unknown device shows as it is', () => {
		expect(sourceDeviceLabel('windows')).toBe('windows');
	});
});
