import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { ExportButton } from '../../../src/components/export-button';
import { hiddenColumnsToSave, resolveHiddenColumns } from '../../../src/components/data-table';
import { PayoutStatusChip } from '../../../src/components/payout-status-chip';
import { StatusChip } from '../../../src/components/status-chip';
import { TestModeBanner, testModeBannerText } from '../../../src/components/test-mode-banner';
import { exportConfirmationMessage } from '../../../src/utils/export-job';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

describe('StatusChip / PayoutStatusChip', () => {
	it('renders the label as text with its colour', () => {
		render(<StatusChip type="alert" label={'<img src=x onerror=alert(1)>'} />);
		const chip = screen.getByText('<img src=x onerror=alert(1)>');
		expect(chip).toHaveClass('wcpay-status-chip--alert');
		expect(document.querySelector('img')).toBeNull();
	});

	it('labels a paid withdrawal as deducted', () => {
		render(<PayoutStatusChip status="paid" type="withdrawal" />);
		expect(screen.getByText('Completed (deducted)')).toHaveAttribute('data-chip-type', 'success');
	});
});

describe('TestModeBanner (spec 001 §2.11)', () => {
	it('renders nothing in live mode', () => {
		const { container } = render(<TestModeBanner topic="payouts" />);
		expect(container).toBeEmptyDOMElement();
	});

	it('shows the topic wording and links to the settings in test mode', () => {
		setPageGlobals({ wcpay: { testMode: true } });
		render(<TestModeBanner topic="payouts" />);
		expect(document.querySelector('.wcpay-test-mode-banner')).toHaveTextContent(/viewing test payouts/);
		expect(screen.getByRole('link', { name: 'WooPayments settings' })).toHaveAttribute(
			'href',
			'/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments'
		);
	});

	it('has a details-view variant per topic', () => {
		for (const topic of ['payouts', 'transactions', 'documents', 'loans'] as const) {
			expect(testModeBannerText(topic)).not.toBe(testModeBannerText(topic, true));
			expect(testModeBannerText(topic)).toContain('<a>');
			expect(testModeBannerText(topic, true)).toContain('<a>');
		}
	});
});

describe('ExportButton', () => {
	it('exports at once without a question, showing progress and the outcome', async () => {
		let finish: (v: { status: string }) => void = () => undefined;
		const onExport = jest.fn(() => new Promise<{ status: string }>((resolve) => (finish = resolve)));
		render(<ExportButton onExport={onExport} isExporting={false} getConfirmation={() => null} />);
		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		expect(onExport).toHaveBeenCalledTimes(1);
		expect(screen.getByRole('status')).toHaveTextContent('Preparing your export…');
		expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-disabled', 'true');
		// A second click while busy does nothing.
		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		expect(onExport).toHaveBeenCalledTimes(1);
		await act(async () => finish({ status: 'downloaded' }));
		expect(screen.getByRole('status')).toHaveTextContent('Your export has been downloaded.');
		expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('aria-disabled', 'true');
	});

	it('asks in a modal first when told to; Cancel exports nothing, Continue exports', async () => {
		const onExport = jest.fn(async () => ({ status: 'downloaded' }));
		const question = exportConfirmationMessage('deposits', 1234);
		render(
			<ExportButton
				onExport={onExport}
				isExporting={false}
				getConfirmation={() => question}
				confirmTitle="Export payouts"
			/>
		);
		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		const dialog = screen.getByRole('dialog', { name: 'Export payouts' });
		expect(dialog).toHaveTextContent(
			"You are about to export 1234 deposits. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?"
		);
		fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(screen.queryByRole('dialog')).toBeNull();
		expect(onExport).not.toHaveBeenCalled();

		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));
		expect(screen.queryByRole('dialog')).toBeNull();
	});

	it('clears the status after a failure (the store raises the notice) and says when it timed out', async () => {
		const onExport = jest
			.fn()
			.mockResolvedValueOnce({ status: 'failed' })
			.mockResolvedValueOnce({ status: 'timeout' });
		render(<ExportButton onExport={onExport} isExporting={false} />);
		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		await waitFor(() =>
			expect(screen.getByRole('status')).toHaveTextContent(/taking longer than expected/)
		);
	});
});

describe('hidden columns preference', () => {
	const headers = [
		{ key: 'details', label: '', required: true },
		{ key: 'date', label: 'Date', required: true },
		{ key: 'bankAccount', label: 'Bank account' },
		{ key: 'bankReferenceId', label: 'Bank reference ID' },
	];

	it('reads only hideable keys from a stored list', () => {
		expect([...resolveHiddenColumns(headers, ['bankAccount', 'date', 'nope', 3])]).toEqual([
			'bankAccount',
		]);
		expect([...resolveHiddenColumns(headers, 'bankAccount')]).toEqual([]);
		expect([...resolveHiddenColumns(headers, undefined)]).toEqual([]);
	});

	it('stores every hideable column that is not shown', () => {
		expect(hiddenColumnsToSave(headers, ['details', 'date', 'bankReferenceId'], undefined)).toEqual([
			'bankAccount',
		]);
		expect(
			hiddenColumnsToSave(
				headers,
				['details', 'date', 'bankAccount', 'bankReferenceId'],
				['bankAccount']
			)
		).toEqual([]);
	});
});
