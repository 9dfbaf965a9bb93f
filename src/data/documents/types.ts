/**
 * Documents (spec 001 §2.9, §3.8, §5.3, §7.7): the account's downloadable documents (monthly tax invoices),
 * as the documents list answers them. The mock server validates and serialises with these shapes.
 * Conventions: see src/data/deposits/types.ts and docs/DATA.md.
 */
import type { UtcDateTime } from '../deposits/types';

/** The document types the API knows (spec 001 §3.8: only vat_invoice). */
export const DOCUMENT_TYPES = ['vat_invoice'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** One document of the list. */
export interface Document {
	/** "doc_…": the id the download link is built from. */
	document_id: string;
	/** A `DocumentType`; any other value is shown as an unknown document type. */
	type: string;
	/** When the document was issued. */
	date: UtcDateTime;
	/** The period a tax invoice covers; null when the document has none. */
	period_from: UtcDateTime | null;
	period_to: UtcDateTime | null;
}

export interface DocumentsListResponse {
	data: Document[];
	total_count: number;
}

/** GET /documents/summary (spec 001 §3.8). */
export interface DocumentsSummary {
	count: number;
}

export const DOCUMENTS_SORTS = ['date', 'type'] as const;
export type DocumentsSort = (typeof DOCUMENTS_SORTS)[number];

export interface DocumentsFilters {
	match?: 'all' | 'any';
	user_email?: string;
	date_before?: string;
	date_after?: string;
	date_between?: string[];
	type_is?: DocumentType;
	type_is_not?: DocumentType;
}

export interface DocumentsParams extends DocumentsFilters {
	page?: number;
	pagesize?: number;
	/** Default date. */
	sort?: DocumentsSort;
	/** Default desc. */
	direction?: 'asc' | 'desc';
}
