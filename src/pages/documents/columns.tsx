/**
 * The documents table (spec 001 §2.9): columns date (sortable, the default, newest first), type (the
 * document type's label: 'Tax Invoice'), description (the period, or the texts for an unknown type and a
 * tax invoice without period dates) and download (a link to the document's PDF, built from the REST root
 * and the nonce, spec 001 §7.7). Hidden columns are remembered in `wc_payments_documents_hidden_columns`.
 * Every cell renders its text as text (remote strings stay inert).
 */
import type { MouseEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { DataTableColumn, DataTableRow } from '../../components/data-table';
import { documentDownloadUrl, type Document } from '../../data/documents';
import type { RestApi } from '../../data/shared/api';
import { formatDate } from '../../utils/dates';
import { documentDescription, documentTypeLabel } from './document-type';

export const DOCUMENTS_HIDDEN_COLUMNS_PREFERENCE = 'wc_payments_documents_hidden_columns';

/** Column keys, in order (spec 001 §2.9). */
export const DOCUMENT_COLUMNS = ['date', 'type', 'description', 'download'] as const;
export type DocumentColumn = (typeof DOCUMENT_COLUMNS)[number];

/** The columns of the documents table. */
export function getDocumentsColumns(): DataTableColumn[] {
	return [
		{
			key: 'date',
			label: __('Date', 'woocommerce-payments'),
			required: true,
			isSortable: true,
			defaultSort: true,
			defaultOrder: 'desc',
			isLeftAligned: true,
		},
		{ key: 'type', label: __('Type', 'woocommerce-payments'), required: true, isLeftAligned: true },
		{ key: 'description', label: __('Description', 'woocommerce-payments'), isLeftAligned: true },
		{
			key: 'download',
			label: __('Download', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
	];
}

/** A download link's click handler (the tax-details step before a tax invoice, ./tax-gate.tsx). */
export type DownloadClickHandler = (event: MouseEvent<HTMLAnchorElement>, type: string) => void;

/**
 * One table row: its cells by column key.
 *
 * @example
 * const row = documentRow( document, { root: '/wp-json/', nonce: 'abc' }, gate.onLinkClick );
 */
export function documentRow(
	document: Document,
	api: RestApi,
	onDownloadClick?: DownloadClickHandler
): DataTableRow {
	const type = documentTypeLabel(document.type);
	const date = formatDate(document.date);
	const cells: Record<DocumentColumn, NonNullable<DataTableRow[string]>> = {
		date: { value: document.date, display: date },
		type: { value: document.type, display: type },
		description: { value: document.type, display: documentDescription(document) },
		download: {
			value: document.document_id,
			display: (
				<a
					href={documentDownloadUrl(document.document_id, api)}
					className="components-button is-secondary is-compact wcpay-documents__download"
					onClick={onDownloadClick && ((event) => onDownloadClick(event, document.type))}
					onAuxClick={onDownloadClick && ((event) => onDownloadClick(event, document.type))}
					aria-label={sprintf(
						/* translators: 1: document type, e.g. Tax Invoice, 2: the document's date */
						__('Download %1$s of %2$s', 'woocommerce-payments'),
						type,
						date
					)}
				>
					{__('Download', 'woocommerce-payments')}
				</a>
			),
		},
	};
	return cells;
}
