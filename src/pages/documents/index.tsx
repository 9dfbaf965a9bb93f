/**
 * Documents (spec 001 §2.9; path /payments/documents, behind the documents feature flag): the page
 * navigation, the test-mode banner (§2.11) and the documents table with its filters (date, type). With
 * `document_id` and `document_type` in the URL the document opens at once in the same tab. A tax invoice
 * asks for the tax details first while the account has not submitted them (./tax-gate).
 *
 * Every view is a URL: filters, sorting, paging and page size live in the query string and the data hooks
 * read the query as it is (the table: ./documents-table, on the shared `DataTable`).
 */
import { useCallback, useMemo } from 'react';

import { useAdminQuery } from '../../app/use-location';
import { PaymentsNav } from '../../components/payments-nav';
import { pageRestApi } from '../../data/shared/api';
import { TestModeBanner } from '../../components/test-mode-banner';
import { useAutoOpenDocument } from './auto-open';
import { DocumentsTable } from './documents-table';
import { DOCUMENTS_PATH } from './filters';
import { useTaxGate } from './tax-gate';
import './style.scss';

export default function DocumentsPage() {
	const query: Record<string, unknown> = useAdminQuery();
	const api = useMemo(pageRestApi, []);
	const taxGate = useTaxGate();
	const requestedType = typeof query.document_type === 'string' ? query.document_type : '';
	const { openDocument } = taxGate;
	const openRequested = useCallback(
		(url: string) => openDocument(url, requestedType),
		[openDocument, requestedType]
	);
	useAutoOpenDocument(query, api, openRequested);
	return (
		<div className="wcpay-documents" data-testid="documents-page">
			<PaymentsNav current={DOCUMENTS_PATH} />
			<TestModeBanner topic="documents" />
			<DocumentsTable query={query} api={api} onDownloadClick={taxGate.onLinkClick} />
			{taxGate.modal}
		</div>
	);
}
