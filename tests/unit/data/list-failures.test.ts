/**
 * Failures of the lists' background reads (the fault matrix's list cases): a failed summary is kept as an
 * error per params and read again by `retrySummary` (the summary line's Retry), without a notice unless the
 * domain names one; a failed search-options load rejects and is not cached (typing again asks again); a
 * document download is fetched first, so a failure raises 'The document could not be downloaded.' with a
 * Retry instead of leaving the page.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { createListStore, defineList } from '../../../src/data/shared';
import { searchTransactionOptions } from '../../../src/data/transactions';
import { searchFraudOutcomeOptions } from '../../../src/data/fraud-outcomes';
import { attachmentFilename, downloadDocument, fetchDocumentFile } from '../../../src/data/documents';
import { testRegistry } from '../../support/registry';

const BOOM = { code: 'wcpay_server_error', message: 'Boom', data: { status: 500 } };

const rowsList = defineList<{ id: string }, { count: number }>({
	storeName: 'test/summary-rows',
	getId: (r) => r.id,
	paths: { list: '/rows', summary: '/rows/summary' },
	query: { filters: {}, sorts: ['date'], defaultSort: 'date', defaultDirection: 'desc' },
});
const rowsStore = createListStore({ list: rowsList });

function failThen<T>(answer: T, failures = 1) {
	const paths: string[] = [];
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		paths.push(String(path));
		if (paths.length <= failures) {
			throw BOOM;
		}
		return answer;
	});
	return paths;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a failed summary and its retry', () => {
	it('keeps the error, raises no notice, and reads the same params again on retry', async () => {
		const paths = failThen({ count: 4 });
		const s = testRegistry('test/summary-rows', rowsStore);
		const params = rowsList.summaryParams(rowsList.params({}));
		expect(await s.resolve().getSummary(params)).toBeUndefined();
		expect(s.select().getSummaryError(params)).toMatchObject({ code: 'wcpay_server_error' });
		expect(s.notices()).toEqual([]);

		// A second read does not ask again: the failure stands until the Retry.
		await s.resolve().getSummary(params);
		expect(paths).toHaveLength(1);

		await s.dispatch().retrySummary(params);
		expect(await s.resolve().getSummary(params)).toEqual({ count: 4 });
		expect(paths).toHaveLength(2);
		expect(paths[1]).toBe(paths[0]);
		expect(s.select().getSummaryError(params)).toBeUndefined();
	});
});

describe('search options', () => {
	it('transactions: a failed load rejects, and the same term asks again', async () => {
		const options = [{ label: 'Ana Lee (ana@example.com)', value: 'Ana Lee (ana@example.com)' }];
		const paths = failThen(options);
		await expect(searchTransactionOptions('Ana')).rejects.toMatchObject({ code: 'wcpay_server_error' });
		await expect(searchTransactionOptions('Ana')).resolves.toEqual(options);
		expect(paths.filter((p) => p.includes('/transactions/search'))).toHaveLength(2);
		// Once loaded, the term is cached.
		await searchTransactionOptions('Ana');
		expect(paths).toHaveLength(2);
	});

	it('fraud outcomes: a failed load rejects, and the same status and term ask again', async () => {
		const paths = failThen([{ label: 'Sophia García', value: 'Sophia García' }]);
		await expect(searchFraudOutcomeOptions('block', 'Sophia')).rejects.toMatchObject({
			code: 'wcpay_server_error',
		});
		await expect(searchFraudOutcomeOptions('block', 'Sophia')).resolves.toEqual([
			{ label: 'Sophia García', value: 'Sophia García' },
		]);
		expect(paths).toHaveLength(2);
	});
});

describe('document download', () => {
	const url = '/wp-json/wc/v3/payments/documents/doc_1?_wpnonce=n';
	const realFetch = window.fetch;
	let createObjectURL: jest.Mock;

	beforeEach(() => {
		createObjectURL = jest.fn(() => 'blob:doc');
		Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
		jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
	});
	afterEach(() => {
		window.fetch = realFetch;
		jest.restoreAllMocks();
		void dispatch(noticesStore).removeNotice('wcpay-document-download');
	});

	function respond(...answers: Array<{ status: number; body: unknown; headers?: Record<string, string> }>) {
		const calls: string[] = [];
		window.fetch = jest.fn(async (input: RequestInfo | URL) => {
			calls.push(String(input));
			const a = answers[Math.min(calls.length - 1, answers.length - 1)];
			return {
				ok: a.status < 400,
				status: a.status,
				statusText: 'status',
				headers: { get: (name: string) => a.headers?.[name.toLowerCase()] ?? null },
				json: async () => a.body,
				blob: async () => new Blob([String(a.body)], { type: 'application/pdf' }),
			} as unknown as Response;
		}) as typeof window.fetch;
		return calls;
	}

	it.each([
		['attachment; filename="vat_invoice-doc_1.pdf"', 'vat_invoice-doc_1.pdf'],
		["attachment; filename*=UTF-8''tax%20invoice.pdf", 'tax invoice.pdf'],
		['attachment; filename="../../etc/passwd"', 'passwd'],
		['inline', null],
		[null, null],
	])('the file name of %j is %j', (header, name) => {
		expect(attachmentFilename(header)).toBe(name);
	});

	it('fetches the link and answers the file under the server name', async () => {
		const calls = respond({
			status: 200,
			body: '%PDF-1.4',
			headers: { 'content-disposition': 'attachment; filename="vat_invoice-doc_1.pdf"' },
		});
		const file = await fetchDocumentFile(url);
		expect(calls).toEqual([url]);
		expect(file.filename).toBe('vat_invoice-doc_1.pdf');
	});

	it("rejects with the server's error", async () => {
		respond({ status: 500, body: BOOM });
		await expect(fetchDocumentFile(url)).rejects.toMatchObject({ code: 'wcpay_server_error' });
	});

	it('a failure raises the notice with a Retry; the Retry downloads and removes it', async () => {
		const calls = respond({ status: 500, body: BOOM }, { status: 200, body: '%PDF-1.4' });
		expect(await downloadDocument(url)).toBe(false);
		const failed = select(noticesStore)
			.getNotices()
			.find((n) => n.id === 'wcpay-document-download');
		expect(failed?.content).toBe('The document could not be downloaded.');
		expect(failed?.status).toBe('error');
		expect(failed?.actions.map((a) => a.label)).toEqual(['Retry']);
		expect(createObjectURL).not.toHaveBeenCalled();

		(failed?.actions[0]?.onClick as unknown as () => void)();
		await flush();
		await flush();
		expect(calls).toEqual([url, url]);
		expect(createObjectURL).toHaveBeenCalledTimes(1);
		expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
		expect(
			select(noticesStore)
				.getNotices()
				.some((n) => n.id === 'wcpay-document-download')
		).toBe(false);
	});
});
