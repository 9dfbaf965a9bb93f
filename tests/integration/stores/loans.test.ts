/**
 * wcpay/loans against the real mock server (spec 001 §7.6, §8): the loans list and the active loan summary,
 * each one GET of the spec's path (the request log), and the catalogue notice on a failure of either.
 */
import { store } from '../../../src/data/loans';
import { testRegistry } from '../../support/registry';
import { withLiveServer, type LoggedRequest } from './money-helpers';

const { control } = withLiveServer();

const capitalCalls = async () =>
	((await control('GET', 'requests')) as LoggedRequest[])
		.filter((r) => r.path.startsWith('/wc/v3/payments/capital/'))
		.map((r) => `${r.method} ${r.path} ${r.status}`);

describe('wcpay/loans', () => {
	it('reads the loans and the active loan summary once each', async () => {
		const t = testRegistry('wcpay/loans', store);
		const [loans, summary] = await Promise.all([
			t.resolve().getLoans(),
			t.resolve().getActiveLoanSummary(),
		]);
		expect(loans).toHaveLength(3);
		expect(loans.filter((l: { fully_paid_at: number | null }) => l.fully_paid_at === null)).toHaveLength(
			1
		);
		expect(summary.details.advance_amount).toBe(loans[0].amount);
		await t.resolve().getLoans();
		await t.resolve().getActiveLoanSummary();
		expect((await capitalCalls()).sort()).toEqual([
			'GET /wc/v3/payments/capital/active_loan_summary 200',
			'GET /wc/v3/payments/capital/loans 200',
		]);
		expect(t.notices()).toEqual([]);
	});

	it('an account without loans: an empty list', async () => {
		await control('POST', 'reset', { scenario: 'empty', seed: 1 });
		const t = testRegistry('wcpay/loans', store);
		expect(await t.resolve().getLoans()).toEqual([]);
		expect(t.notices()).toEqual([]);
	});

	it.each([
		['/wc/v3/payments/capital/loans', 'getLoans'],
		['/wc/v3/payments/capital/active_loan_summary', 'getActiveLoanSummary'],
	])('a failure of %s raises "Error retrieving the active loan summary."', async (path, selector) => {
		await control('POST', 'faults', {
			method: 'GET',
			path,
			status: 500,
			code: 'internal_server_error',
			message: 'Boom',
		});
		const t = testRegistry('wcpay/loans', store);
		expect(await t.resolve()[selector]()).toBeNull();
		expect(t.notices()).toEqual(['Error retrieving the active loan summary.']);
		expect(await capitalCalls()).toEqual([`GET ${path} 500`]);
	});
});
