import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';

import { EVENT_NAME, RecordEvent, recordEvent, useRecordOnce } from '../../../src/utils/tracks';
import { setPageGlobals } from '../../support/page-globals';

describe('analytics events (spec 000 §7)', () => {
	let record: jest.Mock;
	beforeEach(() => {
		setPageGlobals({
			wcpay: {
				testMode: true,
				isJetpackConnected: true,
				isAccountConnected: false,
				version: '9.1.0',
				trackingInfo: { hosting_provider: 'mock-host' },
			},
		});
		record = jest.fn();
		window.wcTracks = { isEnabled: true, recordEvent: record };
	});
	afterEach(() => {
		delete window.wcTracks;
	});

	it('hands the event to the store tracking client with the context, leaving out undefined values', () => {
		expect(recordEvent('wcpay_connect_account_clicked', { source: 'x', from: undefined })).toBe(true);
		expect(record).toHaveBeenCalledWith('wcpay_connect_account_clicked', {
			is_test_mode: true,
			jetpack_connected: true,
			account_connected: false,
			wcpay_version: '9.1.0',
			woo_version: '9.9.0',
			hosting_provider: 'mock-host',
			source: 'x',
		});
	});

	it('records nothing when the store does not allow tracking or has no client', () => {
		window.wcTracks = { isEnabled: false, recordEvent: record };
		expect(recordEvent('wcpay_page_view')).toBe(false);
		delete window.wcTracks;
		expect(recordEvent('wcpay_page_view')).toBe(false);
		expect(record).not.toHaveBeenCalled();
	});

	it('a failing client never breaks the page', () => {
		window.wcTracks = {
			isEnabled: true,
			recordEvent: () => {
				throw new Error('offline');
			},
		};
		expect(recordEvent('wcpay_page_view')).toBe(false);
	});

	it.each(['wcpay_page_view', 'wcpay_connect_kyc_modal_opened'])('accepts %s', (name) => {
		expect(EVENT_NAME.test(name)).toBe(true);
	});

	it.each(['page_view', 'wcpay_Page', 'wcpay_', 'wcpay__x', 'wcpay-x'])('refuses %s', (name) => {
		expect(recordEvent(name)).toBe(false);
		expect(record).not.toHaveBeenCalled();
	});

	it('useRecordOnce records once, when its condition first holds', () => {
		function Probe({ when }: { when: boolean }) {
			const [n, setN] = useState(0);
			useRecordOnce('wcpay_probe_shown', { n }, when);
			return (
				<button type="button" onClick={() => setN(n + 1)}>
					{n}
				</button>
			);
		}
		const { rerender, getByRole } = render(<Probe when={false} />);
		expect(record).not.toHaveBeenCalled();
		rerender(<Probe when />);
		fireEvent.click(getByRole('button'));
		rerender(<Probe when />);
		expect(record).toHaveBeenCalledTimes(1);
		expect(record).toHaveBeenCalledWith('wcpay_probe_shown', expect.objectContaining({ n: 0 }));
	});

	it('RecordEvent records on every mount (a modal opened twice)', () => {
		const first = render(<RecordEvent name="wcpay_modal_opened" />);
		first.unmount();
		render(<RecordEvent name="wcpay_modal_opened" properties={{ scope: 'all' }} />);
		expect(record).toHaveBeenCalledTimes(2);
		expect(record).toHaveBeenLastCalledWith(
			'wcpay_modal_opened',
			expect.objectContaining({ scope: 'all' })
		);
	});
});
