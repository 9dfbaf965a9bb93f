/**
 * The evidence file fields (spec 002 §4.5, §5.3), inside the old form with the data layer mocked: idle,
 * uploading (busy), done (name, remove, download), error (server message, field cleared), the client type
 * check, the total size limit, saving while an upload runs, and 'Error downloading file'.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OldEvidenceForm } from '../../../src/pages/dispute-evidence/old-form';
import { setPageGlobals } from '../../support/page-globals';
import { makeDispute } from './fixtures';
import { clearNotices, deferred, fileOf, flush, mocked, mockSave, noticeTexts } from './helpers';

jest.mock('../../../src/data/dispute-details', () => ({
	...jest.requireActual('../../../src/data/dispute-details/types'),
	filePreviewUrl: jest.requireActual('../../../src/data/dispute-details/files').filePreviewUrl,
	isPreviewableFile: jest.requireActual('../../../src/data/dispute-details/files').isPreviewableFile,
	useDisputeActions: jest.fn(),
	useFileDetails: jest.fn(),
	uploadEvidenceFile: jest.fn(),
	downloadEvidenceFile: jest.fn(),
}));

const LIMIT_TEXT =
	"The files you've attached to this dispute as evidence will exceed the limit for a dispute's total size. Try using smaller files as evidence. Hint: if you've attached images, you might want to try providing them in lower resolutions.";

const physical = (overrides = {}) =>
	makeDispute({ metadata: { __product_type: 'physical_product' }, ...overrides });

function field(key: string): HTMLElement {
	return document.querySelector(`[data-field="${key}"]`) as HTMLElement;
}

function choose(key: string, file: File) {
	const input = field(key).querySelector('input[type="file"]') as HTMLInputElement;
	fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
	setPageGlobals();
	clearNotices();
	jest.clearAllMocks();
	jest.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(async () => {
	// Notices raised after a save settle before the next test starts.
	await flush();
});

describe('file fields', () => {
	it('accepts only pdf, png and jpeg in the file input', () => {
		mockSave();
		render(<OldEvidenceForm dispute={physical()} />);
		const input = field('receipt').querySelector('input[type="file"]') as HTMLInputElement;
		expect(input.accept).toBe('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg');
		expect(within(field('receipt')).getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
	});

	it('idle → uploading (busy) → done with the name, download and remove; the id is saved', async () => {
		const save = mockSave();
		const upload = deferred<unknown>();
		mocked.uploadEvidenceFile.mockReturnValue(upload.promise);
		render(<OldEvidenceForm dispute={physical()} />);

		choose('receipt', fileOf('receipt.pdf', 'application/pdf', 1000));
		expect(within(field('receipt')).getByRole('status')).toHaveTextContent('Uploading receipt.pdf…');
		expect(within(field('receipt')).queryByRole('button', { name: 'Upload file' })).toBeNull();

		await act(async () => {
			upload.resolve({
				id: 'file_new',
				filename: 'receipt.pdf',
				size: 1000,
				purpose: 'dispute_evidence',
				type: 'pdf',
			});
		});
		expect(field('receipt')).toHaveTextContent('receipt.pdf');
		expect(
			within(field('receipt')).getByRole('button', { name: 'Download receipt.pdf' })
		).toBeInTheDocument();
		expect(
			within(field('receipt')).getByRole('button', { name: 'Remove receipt.pdf' })
		).toBeInTheDocument();

		await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
		expect(save).toHaveBeenCalledWith(
			'dp_test1',
			expect.objectContaining({ receipt: 'file_new' }),
			{ __product_type: 'physical_product' },
			false
		);
	});

	it('a failed upload shows the server message under the field and clears it', async () => {
		const save = mockSave();
		mocked.uploadEvidenceFile.mockRejectedValue({
			code: 'wcpay_file_invalid_type',
			message: 'The file is not a valid PDF.',
			data: { status: 400 },
		});
		render(<OldEvidenceForm dispute={physical()} />);
		choose('receipt', fileOf('fake.pdf', 'application/pdf'));
		await flush();
		expect(within(field('receipt')).getByRole('alert')).toHaveTextContent('The file is not a valid PDF.');
		expect(within(field('receipt')).getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
		expect(save.mock.calls[0][1].receipt).toBe('');
	});

	it('refuses another type without uploading', () => {
		mockSave();
		render(<OldEvidenceForm dispute={physical()} />);
		choose('receipt', fileOf('notes.txt', 'text/plain'));
		expect(mocked.uploadEvidenceFile).not.toHaveBeenCalled();
		expect(within(field('receipt')).getByRole('alert')).toHaveTextContent(
			'This file type is not accepted. Upload a PDF, PNG or JPEG file.'
		);
	});

	it('refuses a file that would take the dispute over 4 500 000 bytes', () => {
		mockSave();
		render(
			<OldEvidenceForm
				dispute={physical({ evidence: { receipt: 'file_big' }, fileSize: { file_big: 4_400_000 } })}
			/>
		);
		choose('customer_communication', fileOf('chat.png', 'image/png', 100_001));
		expect(mocked.uploadEvidenceFile).not.toHaveBeenCalled();
		expect(field('customer_communication')).toHaveTextContent(LIMIT_TEXT);
		// Exactly at the limit is fine.
		mocked.uploadEvidenceFile.mockReturnValue(new Promise(() => undefined));
		choose('customer_communication', fileOf('chat.png', 'image/png', 100_000));
		expect(mocked.uploadEvidenceFile).toHaveBeenCalledTimes(1);
	});

	it('counts uploads still running towards the limit', () => {
		mockSave();
		mocked.uploadEvidenceFile.mockReturnValue(new Promise(() => undefined));
		render(<OldEvidenceForm dispute={physical()} />);
		choose('receipt', fileOf('a.pdf', 'application/pdf', 4_000_000));
		choose('customer_communication', fileOf('b.pdf', 'application/pdf', 600_000));
		expect(mocked.uploadEvidenceFile).toHaveBeenCalledTimes(1);
		expect(field('customer_communication')).toHaveTextContent(LIMIT_TEXT);
	});

	it('saving or submitting while an upload runs asks to wait', async () => {
		const save = mockSave();
		mocked.uploadEvidenceFile.mockReturnValue(new Promise(() => undefined));
		render(<OldEvidenceForm dispute={physical()} />);
		choose('receipt', fileOf('a.pdf', 'application/pdf'));
		await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
		await userEvent.click(screen.getByRole('button', { name: 'Submit evidence' }));
		expect(save).not.toHaveBeenCalled();
		expect(window.confirm).not.toHaveBeenCalled();
		expect(noticeTexts()).toEqual(['Please wait until file upload is finished']);
	});

	it('a stored file shows its name from the file details; remove clears it', async () => {
		mockSave();
		mocked.useFileDetails.mockImplementation((id: string | null) =>
			id === 'file_old'
				? { data: { id, filename: 'label.png', size: 10, type: 'png' }, isLoading: false }
				: { data: undefined, isLoading: false }
		);
		render(<OldEvidenceForm dispute={physical({ evidence: { shipping_documentation: 'file_old' } })} />);
		expect(field('shipping_documentation')).toHaveTextContent('label.png');
		expect(
			within(field('shipping_documentation')).getByRole('img', { name: 'Preview of label.png' })
		).toHaveAttribute('src', '/wp-json/wc/v3/payments/file/file_old?_wpnonce=test-nonce');
		await userEvent.click(screen.getByRole('button', { name: 'Remove label.png' }));
		expect(
			within(field('shipping_documentation')).getByRole('button', { name: 'Upload file' })
		).toBeInTheDocument();
	});

	/** Uploads a file into the receipt field; the server answers it stored under `id`. */
	async function uploadReceipt(id: string, name: string, type: string) {
		mockSave();
		mocked.uploadEvidenceFile.mockResolvedValue({
			id,
			filename: name,
			size: 10,
			purpose: 'dispute_evidence',
			type,
		});
		render(<OldEvidenceForm dispute={physical()} />);
		choose('receipt', fileOf(name, type, 10));
		await flush();
	}

	it('an uploaded image shows its preview (GET /file/{id} with the nonce); a preview that fails says so and loads again on retry', async () => {
		await uploadReceipt('file_img', 'photo.jpeg', 'image/jpeg');
		const preview = within(field('receipt')).getByRole('img', { name: 'Preview of photo.jpeg' });
		expect(preview).toHaveAttribute('src', '/wp-json/wc/v3/payments/file/file_img?_wpnonce=test-nonce');
		fireEvent.error(preview);
		expect(within(field('receipt')).queryByRole('img')).toBeNull();
		expect(field('receipt')).toHaveTextContent('The preview of photo.jpeg could not be loaded.');
		expect(within(field('receipt')).getByRole('button', { name: 'Download photo.jpeg' })).toBeEnabled();
		await userEvent.click(within(field('receipt')).getByRole('button', { name: 'Try again' }));
		const again = within(field('receipt')).getByRole('img', { name: 'Preview of photo.jpeg' });
		expect(again).not.toBe(preview);
		expect(field('receipt')).not.toHaveTextContent('could not be loaded');
		// A second failure says so again.
		fireEvent.error(again);
		expect(field('receipt')).toHaveTextContent('The preview of photo.jpeg could not be loaded.');
	});

	it('a PDF has no preview', async () => {
		await uploadReceipt('file_pdf', 'receipt.pdf', 'application/pdf');
		expect(field('receipt')).toHaveTextContent('receipt.pdf');
		expect(within(field('receipt')).queryByRole('img')).toBeNull();
	});

	it('a failed download says so', async () => {
		mockSave();
		mocked.downloadEvidenceFile.mockRejectedValue({
			code: 'wcpay_file_not_found',
			message: 'x',
			data: { status: 404 },
		});
		render(<OldEvidenceForm dispute={physical({ evidence: { receipt: 'file_old' } })} />);
		await userEvent.click(within(field('receipt')).getByRole('button', { name: /^Download/ }));
		await flush();
		expect(mocked.downloadEvidenceFile).toHaveBeenCalledWith('file_old');
		expect(noticeTexts()).toContain('Error downloading file');
	});

	it('read-only disputes show files without upload or remove', () => {
		mockSave();
		render(<OldEvidenceForm dispute={physical({ status: 'won', evidence: { receipt: 'file_old' } })} />);
		expect(within(field('receipt')).queryByRole('button', { name: /^Remove/ })).toBeNull();
		expect(within(field('receipt')).getByRole('button', { name: /^Download/ })).toBeInTheDocument();
		expect(field('customer_signature')).toHaveTextContent('No file');
		expect(document.querySelector('input[type="file"]')).toBeNull();
	});
});
