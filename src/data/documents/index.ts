/** The documents domain (spec 001 §2.9, §7.7): store, hooks, list definition, download link, the download itself and shapes. */
export * from './types';
export { STORE_NAME } from './name';
export { store } from './store';
export { DOCUMENTS_QUERY, documentsList, documentDownloadUrl } from './query';
export * from './hooks';
export { attachmentFilename, downloadDocument, fetchDocumentFile } from './download';
