/**
 * Helpers of the evidence screen's component tests: the mocked data layer's functions (the test files mock
 * `src/data/dispute-details` with jest.mock and hand the mocks here), the notices raised, and files to upload.
 */
import { act } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import * as data from '../../../src/data/dispute-details';

export const mocked = {
	useDisputeActions: data.useDisputeActions as jest.Mock,
	useFileDetails: data.useFileDetails as jest.Mock,
	uploadEvidenceFile: data.uploadEvidenceFile as jest.Mock,
	downloadEvidenceFile: data.downloadEvidenceFile as jest.Mock,
};

/** Mocks the data layer's writes and file details; answers the mocked `saveEvidence` (resolves `result`). */
export function mockSave(result: unknown = { dispute: undefined }): jest.Mock {
	const saveEvidence = jest.fn().mockResolvedValue(result);
	mocked.useDisputeActions.mockReturnValue({
		saveEvidence,
		acceptDispute: jest.fn(),
		isSaving: () => false,
		isAccepting: () => false,
	});
	mocked.useFileDetails.mockReturnValue({ data: undefined, isLoading: false });
	return saveEvidence;
}

/** The texts of the notices raised so far. */
export function noticeTexts(): string[] {
	return select(noticesStore)
		.getNotices()
		.map((n) => String(n.content));
}

/** The notices raised so far. */
export function notices() {
	return select(noticesStore).getNotices();
}

export function clearNotices(): void {
	dispatch(noticesStore).removeAllNotices('default');
	dispatch(noticesStore).removeAllNotices('snackbar');
}

/** A file of `size` bytes. */
export function fileOf(name: string, type: string, size = 100): File {
	return new File([new Uint8Array(size)], name, { type });
}

/** A promise with its resolve and reject, to control when an upload ends. */
export function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

/** Lets pending promises settle inside act. */
export async function flush(): Promise<void> {
	await act(async () => {
		await new Promise((resolve) => setTimeout(resolve, 0));
	});
}
