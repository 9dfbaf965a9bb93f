/**
 * The new flow 'Challenge dispute' (spec 002 §2.4, §4.5, §5.3) with the data layer mocked: steps by reason,
 * headings, the buttons per step, step labels, autosave on moving (not for read-only disputes, not while
 * uploading), the payload without empty keys and with the cover letter, the cover letter's regeneration
 * and manual flag, save for later and submit.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NewEvidenceFlow } from '../../../src/pages/dispute-evidence/stepper';
import { setPageGlobals } from '../../support/page-globals';
import { makeDispute } from './fixtures';
import { clearNotices, fileOf, flush, mocked, mockSave, notices, noticeTexts } from './helpers';

jest.mock('../../../src/data/dispute-details', () => ({
	...jest.requireActual('../../../src/data/dispute-details/types'),
	filePreviewUrl: jest.requireActual('../../../src/data/dispute-details/files').filePreviewUrl,
	isPreviewableFile: jest.requireActual('../../../src/data/dispute-details/files').isPreviewableFile,
	useDisputeActions: jest.fn(),
	useFileDetails: jest.fn(),
	uploadEvidenceFile: jest.fn(),
	downloadEvidenceFile: jest.fn(),
}));
jest.mock('../../../src/data/settings', () => ({
	useSettings: () => ({
		settings: {
			account_business_support_email: 'help@mug.example',
			account_business_support_phone: '+1 555 0100',
		},
		isLoading: false,
		loadError: null,
	}),
}));

const heading = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const steps = () =>
	within(screen.getByRole('navigation', { name: 'Challenge dispute steps' }))
		.getAllByRole('button')
		.map((b) => b.textContent?.replace(/^\d+Step \d+ of \d+: /, ''));
const button = (name: string) => screen.queryByRole('button', { name });
const letterBox = () => screen.getByRole('textbox', { name: 'Cover letter' }) as HTMLTextAreaElement;

beforeEach(() => {
	setPageGlobals();
	clearNotices();
	jest.clearAllMocks();
	window.scrollTo = jest.fn();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_test1'
	);
});

afterEach(async () => {
	await flush();
});

describe('new evidence flow', () => {
	it('three steps with their headings and buttons; moving autosaves and scrolls to the top', async () => {
		const save = mockSave();
		render(<NewEvidenceFlow dispute={makeDispute()} />);
		expect(steps()).toEqual(['Purchase info', 'Shipping details', 'Review']);
		expect(heading()).toContain("Let's gather the basics");
		expect(button('Cancel')).toBeInTheDocument();
		expect(button('Back')).toBeNull();
		expect(button('Submit')).toBeNull();
		expect(button('Save for later')).toBeInTheDocument();

		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		expect(save).toHaveBeenCalledTimes(1);
		expect(save.mock.calls[0][3]).toBe(false);
		expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
		expect(heading()).toContain('Add your shipping details');
		expect(button('Cancel')).toBeNull();
		expect(button('Back')).toBeInTheDocument();

		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		expect(save).toHaveBeenCalledTimes(2);
		expect(heading()).toContain('Review your cover letter');
		expect(button('Next')).toBeNull();
		expect(button('Submit')).toBeInTheDocument();
		expect(letterBox().rows).toBe(30);
	});

	it.each(['duplicate', 'subscription_canceled', 'credit_not_processed'] as const)(
		'%s has two steps, no shipping',
		(reason) => {
			mockSave();
			render(<NewEvidenceFlow dispute={makeDispute({ reason })} />);
			expect(steps()).toEqual(['Purchase info', 'Review']);
		}
	);

	it('a step label jumps to its step', async () => {
		const save = mockSave();
		render(<NewEvidenceFlow dispute={makeDispute()} />);
		await userEvent.click(screen.getByRole('button', { name: /Review$/ }));
		await flush();
		expect(heading()).toContain('Review your cover letter');
		expect(screen.getByRole('button', { name: /Review$/ })).toHaveAttribute('aria-current', 'step');
		expect(save).toHaveBeenCalledTimes(1);
	});

	it('drops empty keys and sends the cover letter as uncategorized_text', async () => {
		const save = mockSave();
		render(
			<NewEvidenceFlow dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		fireEvent.change(screen.getByRole('textbox', { name: 'Customer email' }), { target: { value: '' } });
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		const evidence = save.mock.calls[0][1];
		expect(Object.values(evidence).every((v) => v !== '')).toBe(true);
		expect(evidence).not.toHaveProperty('customer_email_address');
		expect(evidence.customer_name).toBe('Ana Lima');
		expect(evidence.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		expect(evidence.uncategorized_text).toContain('Subject: Chargeback dispute, case #dp_test1');
		expect(evidence.uncategorized_text).toContain('help@mug.example');
		// The shipping date shown (today) is the delivery date of the letter too.
		expect(evidence.uncategorized_text).not.toContain('<Delivery date>');
		expect(save.mock.calls[0][2]).toEqual({ __product_type: 'physical_product' });
	});

	it('a letter that would outgrow the field limit is cut to it, and the limit notice shows (spec 002 §5.3)', async () => {
		const save = mockSave();
		render(
			<NewEvidenceFlow dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		// The letter repeats the description: 20 000 characters of it would take the letter past 20 000.
		fireEvent.change(screen.getByRole('textbox', { name: 'Product description' }), {
			target: { value: 'd'.repeat(20_000) },
		});
		await flush();
		expect(screen.getByRole('textbox', { name: 'Product description' })).toHaveValue('d'.repeat(20_000));
		expect(noticeTexts()).toContain('Reached maximum character count for evidence');
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		const evidence = save.mock.calls[0][1];
		expect(evidence.uncategorized_text).toHaveLength(20_000);
		expect(evidence.uncategorized_text).toContain('Subject: Chargeback dispute, case #dp_test1');
		expect(evidence.product_description).toHaveLength(20_000);
	});

	it('the evidence a save sends stays within 150 000 characters, the letter and shipping date included', async () => {
		const save = mockSave();
		render(
			<NewEvidenceFlow dispute={makeDispute({ metadata: { __product_type: 'physical_product' } })} />
		);
		// Every text field of the two evidence steps, full.
		const fillStep = () => {
			for (const box of screen.getAllByRole('textbox')) {
				if (box.getAttribute('type') !== 'date') {
					fireEvent.change(box, { target: { value: 'x'.repeat(20_000) } });
				}
			}
		};
		fillStep();
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		fillStep();
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		const evidence = save.mock.calls[save.mock.calls.length - 1][1] as Record<string, string>;
		const total = Object.values(evidence).reduce((sum, v) => sum + v.length, 0);
		expect(total).toBeLessThanOrEqual(150_000);
		expect(Object.values(evidence).every((v) => v.length <= 20_000)).toBe(true);
		expect(evidence.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	});

	it('the cover letter follows the evidence until edited; clearing it brings it back', async () => {
		mockSave();
		render(<NewEvidenceFlow dispute={makeDispute({ reason: 'duplicate' })} />);
		fireEvent.change(screen.getByRole('textbox', { name: 'Customer name' }), {
			target: { value: 'Bea Costa' },
		});
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		expect(letterBox().value).toContain('the customer, Bea Costa, ordered Blue mug');
		expect(screen.queryByText(/no longer updated from your evidence/)).toBeNull();

		fireEvent.change(letterBox(), { target: { value: 'My own letter' } });
		expect(letterBox().value).toBe('My own letter');
		expect(document.querySelector('.wcpay-evidence-letter-warning')).toHaveTextContent(
			'You have edited the cover letter, so it is no longer updated from your evidence.'
		);

		// Back to the first step: a change no longer rewrites the letter.
		await userEvent.click(button('Back') as HTMLElement);
		await flush();
		fireEvent.change(screen.getByRole('textbox', { name: 'Customer name' }), {
			target: { value: 'Caio' },
		});
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		expect(letterBox().value).toBe('My own letter');

		fireEvent.change(letterBox(), { target: { value: '' } });
		expect(letterBox().value).toContain('the customer, Caio, ordered');
		expect(document.querySelector('.wcpay-evidence-letter-warning')).toBeNull();
	});

	it('a saved letter that differs from the generated one is kept as written', async () => {
		mockSave();
		render(
			<NewEvidenceFlow
				dispute={makeDispute({
					reason: 'duplicate',
					evidence: { uncategorized_text: 'Saved letter' },
				})}
			/>
		);
		await userEvent.click(screen.getByRole('button', { name: /Review$/ }));
		await flush();
		expect(letterBox().value).toBe('Saved letter');
		expect(document.querySelector('.wcpay-evidence-letter-warning')).not.toBeNull();
	});

	it('moving while an upload runs asks to wait and stays', async () => {
		const save = mockSave();
		mocked.uploadEvidenceFile.mockReturnValue(new Promise(() => undefined));
		render(<NewEvidenceFlow dispute={makeDispute()} />);
		const input = document.querySelector('[data-field="receipt"] input[type="file"]') as HTMLInputElement;
		fireEvent.change(input, { target: { files: [fileOf('r.pdf', 'application/pdf')] } });
		await userEvent.click(button('Next') as HTMLElement);
		expect(save).not.toHaveBeenCalled();
		expect(heading()).toContain("Let's gather the basics");
		expect(noticeTexts()).toEqual(['Please wait until file upload is finished']);
	});

	it('the wait notice goes once the upload is in, and the screen takes its warnings along when it closes', async () => {
		mockSave();
		let finish: (file: { id: string; filename: string; size: number }) => void = () => undefined;
		mocked.uploadEvidenceFile.mockReturnValue(new Promise((resolve) => (finish = resolve)));
		const { unmount } = render(<NewEvidenceFlow dispute={makeDispute()} />);
		const input = document.querySelector('[data-field="receipt"] input[type="file"]') as HTMLInputElement;
		fireEvent.change(input, { target: { files: [fileOf('r.pdf', 'application/pdf')] } });
		await userEvent.click(button('Next') as HTMLElement);
		expect(noticeTexts()).toEqual(['Please wait until file upload is finished']);
		await act(async () => finish({ id: 'file_1', filename: 'r.pdf', size: 10 }));
		expect(noticeTexts()).toEqual([]);
		unmount();

		mocked.uploadEvidenceFile.mockReturnValue(new Promise(() => undefined));
		const again = render(<NewEvidenceFlow dispute={makeDispute()} />);
		const input2 = document.querySelector(
			'[data-field="receipt"] input[type="file"]'
		) as HTMLInputElement;
		fireEvent.change(input2, { target: { files: [fileOf('s.pdf', 'application/pdf')] } });
		await userEvent.click(button('Next') as HTMLElement);
		expect(noticeTexts()).toEqual(['Please wait until file upload is finished']);
		again.unmount();
		expect(noticeTexts()).toEqual([]);
	});

	it('read-only disputes say so, never save, and offer no save or submit', async () => {
		const save = mockSave();
		render(<NewEvidenceFlow dispute={makeDispute({ status: 'warning_under_review' })} />);
		expect(document.querySelector('.wcpay-evidence-read-only')).toHaveTextContent(
			'Evidence is already submitted. Details below are read-only.'
		);
		expect(button('Save for later')).toBeNull();
		await userEvent.click(button('Next') as HTMLElement);
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		expect(heading()).toContain('Review your cover letter');
		expect(button('Submit')).toBeNull();
		// No letter was sent: none is made up for it.
		expect(screen.queryByRole('textbox', { name: 'Cover letter' })).toBeNull();
		expect(screen.getByText('No cover letter was submitted.')).toBeInTheDocument();
		expect(save).not.toHaveBeenCalled();
	});

	it('a read-only dispute shows the letter and shipping date it was sent with, not new ones', async () => {
		mockSave();
		render(
			<NewEvidenceFlow
				dispute={makeDispute({
					status: 'under_review',
					reason: 'product_not_received',
					evidence: { uncategorized_text: 'The letter we sent', shipping_date: '2026-01-05' },
				})}
			/>
		);
		await userEvent.click(button('Next') as HTMLElement);
		expect(screen.getByLabelText('Shipping date')).toHaveValue('2026-01-05');
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		expect(letterBox()).toBeDisabled();
		expect(letterBox().value).toBe('The letter we sent');
		expect(document.querySelector('.wcpay-evidence-letter-warning')).toBeNull();
	});

	it('a read-only dispute without a shipping date shows none', async () => {
		mockSave();
		render(<NewEvidenceFlow dispute={makeDispute({ status: 'won', reason: 'product_not_received' })} />);
		await userEvent.click(button('Next') as HTMLElement);
		expect(screen.getByLabelText('Shipping date')).toHaveValue('');
	});

	it('submit sends the final submission and says so with a link to the payment', async () => {
		const save = mockSave();
		render(<NewEvidenceFlow dispute={makeDispute({ reason: 'subscription_canceled' })} />);
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		await userEvent.click(button('Submit') as HTMLElement);
		await flush();
		expect(save.mock.calls[1][3]).toBe(true);
		const notice = notices().find((n) => n.content === 'Evidence submitted!');
		expect(notice?.actions?.[0]).toMatchObject({
			label: 'View submitted evidence',
			url: expect.stringContaining('id=pi_test1'),
		});
	});

	it('save for later saves, says so and goes to the payment details', async () => {
		const save = mockSave();
		render(<NewEvidenceFlow dispute={makeDispute()} />);
		await userEvent.click(button('Save for later') as HTMLElement);
		await flush();
		expect(save.mock.calls[0][3]).toBe(false);
		expect(noticeTexts()).toContain('Evidence saved!');
		const query = new URLSearchParams(window.location.search);
		expect([query.get('path'), query.get('id')]).toEqual(['/payments/transactions/details', 'pi_test1']);
	});

	it('a failed autosave says why and still moves on, keeping the edits', async () => {
		mockSave({
			error: {
				code: 'rest_invalid_param',
				message: 'The evidence is too long.',
				data: { status: 400 },
			},
		});
		render(<NewEvidenceFlow dispute={makeDispute()} />);
		await userEvent.click(button('Next') as HTMLElement);
		await flush();
		expect(noticeTexts()).toEqual(['Failed to save evidence. The evidence is too long.']);
		expect(heading()).toContain('Add your shipping details');
	});

	it('cancel goes to the dispute’s payment details', async () => {
		mockSave();
		render(<NewEvidenceFlow dispute={makeDispute()} />);
		await userEvent.click(button('Cancel') as HTMLElement);
		expect(new URLSearchParams(window.location.search).get('path')).toBe(
			'/payments/transactions/details'
		);
	});
});
