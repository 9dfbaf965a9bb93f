/** The single-dispute data layer (`wcpay/dispute-details`): reads, writes and evidence files. */
export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export type { DisputeWriteOutcome } from './store';
export { disputeRead, fileDetailsRead, isValidDisputeId } from './query';
export * from './hooks';
export { downloadEvidenceFile, filePreviewUrl, isPreviewableFile, uploadEvidenceFile } from './files';
