/**
 * The old single-page form (spec 002 §2.4, §4.5, §5.3) with the data layer mocked: the product type
 * selector, sections by type, submit with the final confirmation, save, the notices and the way to the
 * awaiting-response list, save failures with the server's reason, the character limit notice (once), the
 * read-only state and the unsaved-changes guard.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHistory } from '@woocommerce/navigation';
import { act } from 'react';

import { OldEvidenceForm } from '../../../src/pages/dispute-evidence/old-form';
import { setPageGlobals } from '../../support/page-globals';
import { makeDispute } from './fixtures';
import { clearNotices, flush, mockSave, notices, noticeTexts } from './helpers';

jest.mock('../../../src/data/dispute-details', () => ({
	...jest.requireActual('../../../src/data/dispute-details/types'),
	filePreviewUrl: jest.requireActual('../../../src/data/dispute-details/files').filePreviewUrl,
	isPreviewableFile: jest.requireActual('../../../src/data/dispute-details/files').isPreviewableFile,
	useDisputeActions: jest.fn(),
	useFileDetails: jest.fn(),
	uploadEvidenceFile: jest.fn(),
	downloadEvidenceFile: jest.fn(),
}));

const LEAVE =
	'There are unsaved changes on this page. Are you sure you want to leave and discard the unsaved changes?';

beforeEach(() => {
	setPageGlobals();
	clearNotices();
	jest.clearAllMocks();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_test1'
	);
});

afterEach(async () => {
	await flush();
	jest.restoreAllMocks();
});

const search = () => new URLSearchParams(window.location.search);

describe('old evidence form', () => {
	it('starts with the disabled placeholder and no sections; a product type shows its sections', async () => {
		mockSave();
		render(<OldEvidenceForm dispute={makeDispute()} />);
		const select = screen.getByRole('combobox', { name: 'Product type' }) as HTMLSelectElement;
		expect(select.value).toBe('');
		expect(screen.getByRole('option', { name: 'Select one…' })).toBeDisabled();
		expect(screen.queryByRole('heading', { name: 'General evidence' })).toBeNull();

		await userEvent.selectOptions(select, 'physical_product');
		expect(screen.getByRole('heading', { name: 'General evidence' })).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Shipping information' })).toBeInTheDocument();
		expect(screen.queryByRole('heading', { name: 'Service details' })).toBeNull();

		await userEvent.selectOptions(select, 'offline_service');
		expect(screen.getByRole('heading', { name: 'Service details' })).toBeInTheDocument();
		expect(screen.queryByRole('heading', { name: 'Shipping information' })).toBeNull();
	});

	it('defaults the product type to multiple when evidence exists; prefills what the payment knows', () => {
		mockSave();
		render(
			<OldEvidenceForm dispute={makeDispute({ evidence: { uncategorized_text: 'Earlier notes' } })} />
		);
		expect((screen.getByRole('combobox', { name: 'Product type' }) as HTMLSelectElement).value).toBe(
			'multiple'
		);
		expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Ana Lima');
		expect(screen.getByRole('textbox', { name: 'Additional details' })).toHaveValue('Earlier notes');
	});

	it('shows an empty shipping date as today and an address on one line', () => {
		mockSave();
		jest.useFakeTimers({
			now: new Date('2026-03-05T17:00:00Z'),
			doNotFake: ['setTimeout', 'queueMicrotask'],
		});
		try {
			render(
				<OldEvidenceForm
					dispute={makeDispute({
						metadata: { __product_type: 'physical_product' },
						evidence: { shipping_address: 'Rua A 1\nRecife' },
					})}
				/>
			);
			expect(screen.getByLabelText('Shipping date')).toHaveValue('2026-03-05');
			expect(screen.getByRole('textbox', { name: 'Shipping address' })).toHaveValue('Rua A 1 Recife');
		} finally {
			jest.useRealTimers();
		}
	});

	it('submit asks first; cancelling sends nothing', async () => {
		const save = mockSave();
		jest.spyOn(window, 'confirm').mockReturnValue(false);
		render(
			<OldEvidenceForm dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		await userEvent.click(screen.getByRole('button', { name: 'Submit evidence' }));
		expect(window.confirm).toHaveBeenCalledWith(
			"Are you sure you're ready to submit this evidence? Evidence submissions are final."
		);
		expect(save).not.toHaveBeenCalled();
	});

	it('a confirmed submit sends everything, says so and goes to the awaiting-response list', async () => {
		const save = mockSave();
		jest.spyOn(window, 'confirm').mockReturnValue(true);
		render(
			<OldEvidenceForm dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		fireEvent.change(screen.getByRole('textbox', { name: 'Tracking number' }), {
			target: { value: '1Z999' },
		});
		await userEvent.click(screen.getByRole('button', { name: 'Submit evidence' }));
		await flush();
		const [id, evidence, metadata, submit] = save.mock.calls[0];
		expect([id, metadata, submit]).toEqual(['dp_test1', { __product_type: 'physical_product' }, true]);
		expect(evidence).toMatchObject({ shipping_tracking_number: '1Z999', customer_name: 'Ana Lima' });
		// The shipping date shown (today) is what is saved.
		expect(evidence.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		const notice = notices().find((n) => n.content === 'Evidence submitted!');
		expect(notice?.actions?.[0]).toMatchObject({
			label: 'View submitted evidence',
			url: expect.stringContaining('path=%2Fpayments%2Ftransactions%2Fdetails&id=pi_test1'),
		});
		expect(search().get('path')).toBe('/payments/disputes');
		expect(search().get('filter')).toBe('awaiting_response');
	});

	it('save for later says so with a way back, then goes to the list', async () => {
		const save = mockSave();
		render(
			<OldEvidenceForm
				dispute={makeDispute({ metadata: { __product_type: 'digital_product_or_service' } })}
			/>
		);
		await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
		await flush();
		expect(save.mock.calls[0][3]).toBe(false);
		const notice = notices().find((n) => n.content === 'Evidence saved!');
		expect(notice?.actions?.[0]).toMatchObject({
			label: 'Return to evidence submission',
			url: expect.stringContaining('path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_test1'),
		});
		expect(search().get('filter')).toBe('awaiting_response');
	});

	it('a failed save shows the server reason in place of (reason) and keeps what was typed', async () => {
		mockSave({
			error: {
				code: 'rest_invalid_param',
				message: 'The evidence is too long.',
				data: { status: 400 },
			},
		});
		render(
			<OldEvidenceForm dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		fireEvent.change(screen.getByRole('textbox', { name: 'Shipping carrier' }), {
			target: { value: 'UPS' },
		});
		await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
		await flush();
		expect(noticeTexts()).toEqual(['Failed to save evidence. The evidence is too long.']);
		expect(screen.getByRole('textbox', { name: 'Shipping carrier' })).toHaveValue('UPS');
		expect(search().get('path')).toBe('/payments/disputes/challenge');
	});

	it('a failed submit says so with the server reason', async () => {
		mockSave({
			error: {
				code: 'wcpay_dispute_not_editable',
				message: 'The dispute is closed.',
				data: { status: 409 },
			},
		});
		jest.spyOn(window, 'confirm').mockReturnValue(true);
		render(<OldEvidenceForm dispute={makeDispute()} />);
		await userEvent.click(screen.getByRole('button', { name: 'Submit evidence' }));
		await flush();
		expect(noticeTexts()).toEqual(['Failed to submit evidence. The dispute is closed.']);
	});

	it('cuts text at 20 000 characters and says so once', () => {
		mockSave();
		render(
			<OldEvidenceForm dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		const box = screen.getByRole('textbox', { name: 'Product description' });
		fireEvent.change(box, { target: { value: 'a'.repeat(20_005) } });
		expect((box as HTMLTextAreaElement).value).toHaveLength(20_000);
		fireEvent.change(screen.getByRole('textbox', { name: 'Customer billing address' }), {
			target: { value: 'b'.repeat(25_000) },
		});
		expect(noticeTexts()).toEqual(['Reached maximum character count for evidence']);
	});

	it('the 150 000-character total counts the shipping date a save sends (spec 002 §5.3)', async () => {
		const save = mockSave();
		render(
			<OldEvidenceForm dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		const boxes = screen
			.getAllByRole('textbox')
			.filter(
				(box) => (box as HTMLInputElement).type !== 'date' && box.getAttribute('type') !== 'date'
			);
		for (const box of boxes) {
			fireEvent.change(box, { target: { value: 'e'.repeat(20_000) } });
		}
		expect(noticeTexts()).toEqual(['Reached maximum character count for evidence']);
		await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
		await flush();
		const evidence = save.mock.calls[0][1] as Record<string, string>;
		expect(evidence.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		const total = Object.values(evidence).reduce((sum, v) => sum + v.length, 0);
		expect(total).toBe(150_000);
	});

	it('a read-only dispute says so and offers no buttons', () => {
		mockSave();
		render(
			<OldEvidenceForm
				dispute={makeDispute({
					status: 'under_review',
					metadata: { __product_type: 'physical_product' },
				})}
			/>
		);
		expect(document.querySelector('.wcpay-evidence-read-only')).toHaveTextContent(
			'Evidence is already submitted. Details below are read-only.'
		);
		expect(screen.queryByRole('button', { name: 'Submit evidence' })).toBeNull();
		expect(screen.queryByRole('button', { name: 'Save for later' })).toBeNull();
		expect(screen.getByRole('textbox', { name: 'Shipping carrier' })).toBeDisabled();
		expect(screen.getByRole('combobox', { name: 'Product type' })).toBeDisabled();
	});

	it('asks before leaving with unsaved changes', () => {
		mockSave();
		const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
		render(
			<OldEvidenceForm dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		// Nothing typed yet: leaving does not ask.
		act(() => getHistory().push('/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Foverview'));
		expect(confirm).not.toHaveBeenCalled();
		act(() => getHistory().back());
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_test1'
		);

		fireEvent.change(screen.getByRole('textbox', { name: 'Shipping carrier' }), {
			target: { value: 'UPS' },
		});
		act(() => getHistory().push('/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Foverview'));
		expect(confirm).toHaveBeenCalledWith(LEAVE);
		expect(search().get('path')).toBe('/payments/disputes/challenge');
	});
});
