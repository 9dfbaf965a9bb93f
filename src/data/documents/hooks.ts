/** Hooks of `wcpay/documents` for the documents page. */
import { createListHooks } from '../shared/list-hooks';
import { documentsList } from './query';
import { store } from './store';

export const {
	/**
	 * One page of documents and their summary (count).
	 *
	 * @example
	 * const { data: documents, total, isLoading } = useDocuments( getQuery() );
	 */
	useList: useDocuments,
	/**
	 * The summary of the documents matching the page query.
	 *
	 * @example
	 * const { data: summary } = useDocumentsSummary( getQuery() );
	 */
	useSummary: useDocumentsSummary,
} = createListHooks(store, documentsList);
