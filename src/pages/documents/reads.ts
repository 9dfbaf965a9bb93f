/**
 * What the documents page reads, for its route (spec 001 §2.9): the signed-in user (the table's column
 * preference), the page of documents, then the summary of the same filters. Loaded by the route beside the
 * page's chunk: keep it free of components and store code.
 */
import { documentsList } from '../../data/documents/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { currentUserRead } from '../../data/user/query';

/** The documents route's reads for a page query. */
export function documentsRouteReads(query: PageQuery): StoreRead[] {
	const params = documentsList.params(query);
	return [
		critical(currentUserRead()),
		critical(documentsList.listRead(params)),
		documentsList.summaryRead(documentsList.summaryParams(params)),
	];
}
