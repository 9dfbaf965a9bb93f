/**
 * The documents page's pure parts (spec 001 §2.9, §3.8, §7.7): the type label ('Tax Invoice' for
 * 'vat_invoice'), the descriptions (period, 'Unknown document type', 'Tax invoice without proper period
 * dates'), the columns and their preference name, a row's cells and download link (REST root + nonce), the
 * auto-open rule (both `document_id` and `document_type`), the summary line, the filters and the route's
 * reads.
 */
import { render, screen } from '@testing-library/react';
import { renderHook } from '@testing-library/react';

import { documentDownloadUrl, documentsList, type Document } from '../../../src/data/documents';
import { autoOpenUrl, useAutoOpenDocument } from '../../../src/pages/documents/auto-open';
import {
	DOCUMENT_COLUMNS,
	DOCUMENTS_HIDDEN_COLUMNS_PREFERENCE,
	documentRow,
	getDocumentsColumns,
} from '../../../src/pages/documents/columns';
import {
	documentDescription,
	documentTypeLabel,
	isKnownDocumentType,
} from '../../../src/pages/documents/document-type';
import { summaryItems } from '../../../src/pages/documents/documents-table';
import {
	documentTypeFilterOptions,
	filterControlsQuery,
	getDocumentsAdvancedFilters,
	getDocumentsFilters,
} from '../../../src/pages/documents/filters';
import { documentsRouteReads } from '../../../src/pages/documents/reads';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

const API = { root: '/wp-json/', nonce: 'n0nce' };
const INVOICE: Document = {
	document_id: 'doc_abc',
	type: 'vat_invoice',
	date: '2025-01-13 16:00:00',
	period_from: '2024-12-14 00:00:00',
	period_to: '2025-01-12 23:59:59',
};

describe('labels', () => {
	it("labels 'vat_invoice' 'Tax Invoice' and shows an unknown type as it came", () => {
		expect(documentTypeLabel('vat_invoice')).toBe('Tax Invoice');
		expect(documentTypeLabel('mystery')).toBe('mystery');
		expect(isKnownDocumentType('vat_invoice')).toBe(true);
		expect(isKnownDocumentType('mystery')).toBe(false);
	});

	it('describes a tax invoice by its period (UTC days), and the two error cases by the spec texts', () => {
		expect(documentDescription(INVOICE)).toBe('Tax invoice for Dec 14, 2024 to Jan 12, 2025');
		expect(documentDescription({ ...INVOICE, period_from: null })).toBe(
			'Tax invoice without proper period dates'
		);
		expect(documentDescription({ ...INVOICE, period_to: '' })).toBe(
			'Tax invoice without proper period dates'
		);
		expect(documentDescription({ ...INVOICE, type: 'mystery' })).toBe('Unknown document type');
	});
});

describe('columns and rows', () => {
	it('has the spec columns in order, date sorted by default, newest first', () => {
		const columns = getDocumentsColumns();
		expect(columns.map((c) => c.key)).toEqual([...DOCUMENT_COLUMNS]);
		expect(DOCUMENT_COLUMNS).toEqual(['date', 'type', 'description', 'download']);
		expect(columns.map((c) => c.label)).toEqual(['Date', 'Type', 'Description', 'Download']);
		expect(columns.find((c) => c.defaultSort)).toMatchObject({ key: 'date', defaultOrder: 'desc' });
		expect(DOCUMENTS_HIDDEN_COLUMNS_PREFERENCE).toBe('wc_payments_documents_hidden_columns');
	});

	it('builds the download link from the REST root and the nonce', () => {
		expect(documentDownloadUrl('doc_abc', API)).toBe(
			'/wp-json/wc/v3/payments/documents/doc_abc?_wpnonce=n0nce'
		);
		expect(documentDownloadUrl('a/b', { root: 'http://x/wp-json', nonce: 'a&b' })).toBe(
			'http://x/wp-json/wc/v3/payments/documents/a%2Fb?_wpnonce=a%26b'
		);
	});

	it('renders a row: date in the store zone, type label, description, download link', () => {
		const row = documentRow(INVOICE, API);
		expect(row.date?.display).toBe('Jan 13, 2025');
		expect(row.type?.display).toBe('Tax Invoice');
		expect(row.description?.display).toBe('Tax invoice for Dec 14, 2024 to Jan 12, 2025');
		render(<>{row.download?.display}</>);
		const link = screen.getByRole('link', { name: 'Download Tax Invoice of Jan 13, 2025' });
		expect(link).toHaveAttribute('href', '/wp-json/wc/v3/payments/documents/doc_abc?_wpnonce=n0nce');
		expect(link).toHaveTextContent('Download');
	});

	it('keeps remote text inert', () => {
		const row = documentRow({ ...INVOICE, type: '<img src=x onerror=alert(1)>' }, API);
		render(<div data-testid="cell">{row.type?.display}</div>);
		expect(screen.getByTestId('cell').querySelector('img')).toBeNull();
		expect(screen.getByTestId('cell')).toHaveTextContent('<img src=x onerror=alert(1)>');
	});
});

describe('auto-open', () => {
	it('opens only with both document_id and document_type', () => {
		expect(autoOpenUrl({ document_id: 'doc_abc', document_type: 'vat_invoice' }, API)).toBe(
			'/wp-json/wc/v3/payments/documents/doc_abc?_wpnonce=n0nce'
		);
		expect(autoOpenUrl({ document_id: 'doc_abc' }, API)).toBeNull();
		expect(autoOpenUrl({ document_type: 'vat_invoice' }, API)).toBeNull();
		expect(autoOpenUrl({ document_id: '', document_type: 'vat_invoice' }, API)).toBeNull();
	});

	it('opens once per page load, in the same tab', () => {
		const open = jest.fn();
		const query = { document_id: 'doc_abc', document_type: 'vat_invoice' };
		const { rerender } = renderHook(() => useAutoOpenDocument(query, API, open));
		rerender();
		expect(open).toHaveBeenCalledTimes(1);
		expect(open).toHaveBeenCalledWith('/wp-json/wc/v3/payments/documents/doc_abc?_wpnonce=n0nce');
		const none = jest.fn();
		renderHook(() => useAutoOpenDocument({}, API, none));
		expect(none).not.toHaveBeenCalled();
	});
});

describe('summary, filters, reads', () => {
	it('counts documents', () => {
		expect(summaryItems(undefined)).toEqual([]);
		expect(summaryItems({ count: 6 })).toEqual([{ label: 'documents', value: '6' }]);
		expect(summaryItems({ count: 1 })).toEqual([{ label: 'document', value: '1' }]);
	});

	it('filters by date and type (is, is not)', () => {
		expect(getDocumentsFilters()[0].filters.map((f) => f.value)).toEqual(['all', 'advanced']);
		const advanced = getDocumentsAdvancedFilters();
		expect(Object.keys(advanced.filters)).toEqual(['date', 'type']);
		expect(advanced.filters.date.rules.map((r) => r.value)).toEqual(['before', 'after', 'between']);
		expect(advanced.filters.type.rules.map((r) => r.value)).toEqual(['is', 'is_not']);
		expect(documentTypeFilterOptions()).toEqual([{ value: 'vat_invoice', label: 'Tax Invoice' }]);
		expect(filterControlsQuery({ type_is: 'vat_invoice' })).toEqual({
			type_is: 'vat_invoice',
			filter: 'advanced',
		});
	});

	it('maps the page query to the REST params (validated) and reads list and summary', () => {
		expect(
			documentsList.params({
				paged: 'x',
				per_page: 'y',
				type_is: 'vat_invoice',
				type_is_not: 'bogus',
				date_between: ['2025-01-10', '2025-01-01'],
			})
		).toMatchObject({ page: 1, pagesize: 25, sort: 'date', direction: 'desc', type_is: 'vat_invoice' });
		expect(documentsList.params({ type_is_not: 'bogus' })).not.toHaveProperty('type_is_not');
		const reads = documentsRouteReads({ paged: '2' });
		const paths = reads.map((r) => JSON.stringify(r));
		expect(paths.some((p) => p.includes('/documents') && p.includes('"page":2'))).toBe(true);
		expect(paths.some((p) => p.includes('/documents/summary'))).toBe(true);
	});
});
