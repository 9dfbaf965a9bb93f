/**
 * `wcpay/loans` (spec 001 §7.6, §8): each read once, its answer as the selectors give it, and one catalogue
 * notice ('Error retrieving the active loan summary.') for a failure of either read.
 */
import apiFetch from '@wordpress/api-fetch';

import { LOANS_ERROR_NOTICE_ID, STORE_NAME, store } from '../../../src/data/loans';
import { reducer } from '../../../src/data/loans/store';
import { testRegistry } from '../../support/registry';
import { ACTIVE, SUMMARY } from './fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any */

const LOAN = { ...ACTIVE, stripe_loan_id: 'flxln_1' };

function serve(handler: (path: string) => unknown) {
	const paths: string[] = [];
	apiFetch.setFetchHandler(async (options: any) => {
		const path = String(options.path).replace(/[?&]_locale=user/, '');
		paths.push(path);
		return handler(path);
	});
	return paths;
}

const boom = () => {
	throw { code: 'internal_server_error', message: 'Boom', data: { status: 500 } };
};

describe('wcpay/loans', () => {
	it('reads the loans list once (answer in data); entries without an id are left out', async () => {
		const paths = serve(() => ({ data: [LOAN, { ...LOAN, stripe_loan_id: '' }] }));
		const s = testRegistry(STORE_NAME, store);
		expect(s.select().getLoans()).toBeNull();
		expect(await s.resolve().getLoans()).toEqual([LOAN]);
		await s.resolve().getLoans();
		expect(paths).toEqual(['/wc/v3/payments/capital/loans']);
		expect(s.select().getLoansError()).toBeNull();
		expect(s.notices()).toEqual([]);
	});

	it('reads the active loan summary once', async () => {
		const paths = serve(() => SUMMARY);
		const s = testRegistry(STORE_NAME, store);
		expect(await s.resolve().getActiveLoanSummary()).toEqual(SUMMARY);
		await s.resolve().getActiveLoanSummary();
		expect(paths).toEqual(['/wc/v3/payments/capital/active_loan_summary']);
	});

	it('a failure of either read raises one catalogue notice', async () => {
		serve(boom);
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getLoans();
		expect(s.select().getLoans()).toBeNull();
		expect(s.select().getLoansError()).toMatchObject({ code: 'internal_server_error' });
		expect(s.notices()).toEqual(['Error retrieving the active loan summary.']);
		await s.resolve().getActiveLoanSummary();
		expect(s.select().getActiveLoanSummaryError()).toMatchObject({ code: 'internal_server_error' });
		const notices = s.registry.select('core/notices').getNotices();
		expect(notices.map((n: any) => [n.id, n.status, n.content])).toEqual([
			[LOANS_ERROR_NOTICE_ID, 'error', 'Error retrieving the active loan summary.'],
		]);
	});

	it('a 404 of the summary (no active loan) raises the same text', async () => {
		serve(() => {
			throw { code: 'wcpay_no_active_loan', message: 'none', data: { status: 404 } };
		});
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getActiveLoanSummary();
		expect(s.notices()).toEqual(['Error retrieving the active loan summary.']);
	});

	it('reducer: a failed reload clears what was read before', () => {
		const error = { code: 'x', message: 'x', data: { status: 500 } };
		let state = reducer(undefined, { type: 'RECEIVE_LOANS', loans: [LOAN] });
		state = reducer(state, { type: 'RECEIVE_ACTIVE_LOAN', summary: SUMMARY });
		expect(state.loans).toEqual([LOAN]);
		state = reducer(state, { type: 'RECEIVE_LOANS_ERROR', error });
		state = reducer(state, { type: 'RECEIVE_ACTIVE_LOAN_ERROR', error });
		expect(state).toEqual({ activeLoan: null, activeLoanError: error, loans: null, loansError: error });
		state = reducer(state, { type: 'RECEIVE_LOANS', loans: [] });
		expect(state.loansError).toBeNull();
	});
});
