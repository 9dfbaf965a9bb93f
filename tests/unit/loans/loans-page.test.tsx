/**
 * The loans page (spec 001 §2.8, §3.7, §4.9): navigation, test-mode banner, the active loan overview only
 * with an active loan, and the 'All loans' rows — status text, withhold rate as a percent, minor-unit
 * amounts, the link to the loan's transactions — plus the route's reads and the table's paging.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { getHistory } from '@woocommerce/navigation';

import { store as loansStore } from '../../../src/data/loans';
import type { MetadataActions } from '../../../src/data/shared/store';
import LoansPage from '../../../src/pages/loans';
import { loanCells, loanTransactionsUrl } from '../../../src/pages/loans/columns';
import { loansPage } from '../../../src/pages/loans/loans-table';
import { loansRouteReads } from '../../../src/pages/loans/reads';
import { setPageGlobals } from '../../support/page-globals';
import { ACTIVE, SUMMARY } from './fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any */

const PAID_OFF = {
	stripe_loan_id: 'flxln_old',
	paid_out_at: 1718233200, // 2024-06-12 23:00 UTC
	fully_paid_at: 1729378800, // 2024-10-19 23:00 UTC
	amount: 600000,
	fee_amount: 60000,
	withhold_rate: 0.15,
	first_paydown_at: 1718319600,
	currency: 'usd',
};
let paths: string[] = [];
let answers: { loans: unknown; summary: unknown };

function setup({ hasActiveLoan = true, testMode = false, search = '' } = {}) {
	getHistory().replace(`/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Floans${search}`);
	setPageGlobals({
		wcpay: {
			testMode,
			accountLoans: {
				has_active_loan: hasActiveLoan,
				has_past_loans: true,
				loans: ['flxln_active|active', 'flxln_old|other'],
			},
		} as any,
	});
	paths = [];
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		const clean = String(path).replace(/[?&]_locale=user/, '');
		paths.push(clean);
		const answer = clean.startsWith('/wc/v3/payments/capital/loans')
			? answers.loans
			: clean.startsWith('/wc/v3/payments/capital/active_loan_summary')
				? answers.summary
				: clean.startsWith('/wp/v2/users/me')
					? { id: 1, woocommerce_meta: {} }
					: new Error(clean);
		if (answer instanceof Error) {
			throw { code: 'internal_server_error', message: answer.message, data: { status: 500 } };
		}
		return answer;
	});
	// The store is registered once for the whole file: read again for each test.
	act(() => {
		(dispatch(loansStore) as unknown as MetadataActions).invalidateResolutionForStore();
	});
}

beforeEach(() => {
	answers = { loans: { data: [ACTIVE, PAID_OFF] }, summary: SUMMARY };
});

const table = () => screen.getByRole('table', { name: /All loans/ });

describe('LoansPage', () => {
	it('shows the navigation, the active loan overview and every loan', async () => {
		setup();
		render(<LoansPage />);
		expect(screen.getByRole('navigation', { name: 'Payments pages' })).toBeInTheDocument();
		expect(document.querySelector('.wcpay-test-mode-banner')).toBeNull();

		const overview = await screen.findByTestId('wcpay-loans-active-loan');
		await waitFor(() => expect(overview).toHaveTextContent('$310.55 of $5,500.00'));
		expect(within(overview).getByRole('heading', { name: 'Active loan overview' })).toBeInTheDocument();
		expect(overview).toHaveTextContent('$310.55 of $458.33 minimum');
		expect(overview).toHaveTextContent('$147.78 minimum left to repay by Jan 17, 2025');
		expect(overview).toHaveTextContent('Loan amount$5,000.00');
		expect(overview).toHaveTextContent('Fixed fee$500.00');
		expect(overview).toHaveTextContent('Withhold rate10%');
		expect(overview).toHaveTextContent('Loan disbursedNov 16, 2024');
		expect(overview).toHaveTextContent('First paydownNov 18, 2024');
		expect(within(overview).getByRole('progressbar', { name: 'Total repaid' })).toHaveAttribute(
			'aria-valuenow',
			'6'
		);

		await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
		const [, active, paidOff] = within(table()).getAllByRole('row');
		expect(active).toHaveTextContent('Active');
		expect(active).toHaveTextContent('$5,000.00');
		expect(active).toHaveTextContent('$500.00');
		expect(active).toHaveTextContent('10%');
		expect(paidOff).toHaveTextContent('Paid off: Oct 19, 2024');
		expect(paidOff).toHaveTextContent('$6,000.00');
		expect(paidOff).toHaveTextContent('15%');
		expect(within(paidOff).getByRole('link', { name: 'Jun 12, 2024' })).toHaveAttribute(
			'href',
			'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions&type=charge&filter=advanced&loan_id_is=flxln_old'
		);
		expect(paths.filter((p) => p.includes('/capital/'))).toEqual([
			'/wc/v3/payments/capital/active_loan_summary',
			'/wc/v3/payments/capital/loans',
		]);
	});

	it('without an active loan: no overview and no summary call; an empty list says so', async () => {
		answers.loans = { data: [] };
		setup({ hasActiveLoan: false });
		render(<LoansPage />);
		await waitFor(() => expect(table()).toHaveTextContent('There are no loans.'));
		expect(screen.queryByTestId('wcpay-loans-active-loan')).toBeNull();
		expect(paths.some((p) => p.includes('active_loan_summary'))).toBe(false);
	});

	it('shows the loans test-mode banner in test mode', async () => {
		setup({ testMode: true });
		render(<LoansPage />);
		expect(document.querySelector('.wcpay-test-mode-banner')).toHaveTextContent(
			'Test mode active: you are viewing test loans.'
		);
		await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
	});

	it('failed reads: no figures, a table that says it could not load (the store raised the notice)', async () => {
		answers = { loans: new Error('loans'), summary: new Error('summary') };
		setup();
		render(<LoansPage />);
		await waitFor(() =>
			expect(screen.getByTestId('wcpay-loans-active-loan')).toHaveTextContent(
				'The loan summary is not available right now.'
			)
		);
		await waitFor(() =>
			expect(table()).toHaveTextContent('Loans could not be loaded. Please reload the page.')
		);
		expect(table()).not.toHaveTextContent('There are no loans.');
	});
});

describe('loans table pieces', () => {
	beforeEach(() => setPageGlobals());

	it('links a loan to its transactions (type=charge, filter=advanced, loan_id_is)', () => {
		const url = new URL(loanTransactionsUrl('flxln_x'), 'http://x');
		expect(Object.fromEntries(url.searchParams)).toEqual({
			page: 'wc-admin',
			path: '/payments/transactions',
			type: 'charge',
			filter: 'advanced',
			loan_id_is: 'flxln_x',
		});
	});

	it('cells: status, percent, minor units, zero-decimal currencies, text only', () => {
		const cells = loanCells({
			...PAID_OFF,
			stripe_loan_id: '<img src=x onerror=alert(1)>',
			currency: 'jpy',
			amount: 500000,
			fee_amount: 50000,
			withhold_rate: 0.07,
		});
		expect(cells.status?.display).toBe('Paid off: Oct 19, 2024');
		expect(cells.withhold_rate?.display).toBe('7%');
		expect(cells.amount?.display).toBe('¥500,000');
		expect(cells.id?.display).toBe('<img src=x onerror=alert(1)>');
		expect(loanCells(ACTIVE).status?.display).toBe('Active');
	});

	it('pages the whole list with the URL (25 by default)', () => {
		const loans = Array.from({ length: 30 }, (_, i) => ({ ...ACTIVE, stripe_loan_id: `flxln_${i}` }));
		expect(loansPage(loans, {}).loans).toHaveLength(25);
		expect(loansPage(loans, {}).params).toEqual({ page: 1, pagesize: 25 });
		const second = loansPage(loans, { paged: '2' });
		expect(second.loans.map((l) => l.stripe_loan_id)).toEqual([
			'flxln_25',
			'flxln_26',
			'flxln_27',
			'flxln_28',
			'flxln_29',
		]);
		expect(loansPage(loans, { per_page: '10', paged: 'x' }).loans).toHaveLength(10);
	});

	it('route reads: the list, the user, and the summary only with an active loan', () => {
		setPageGlobals({
			wcpay: { accountLoans: { has_active_loan: true, has_past_loans: false, loans: [] } } as any,
		});
		expect(loansRouteReads().map((r) => [r.store, r.selector, r.path, Boolean(r.critical)])).toEqual([
			['wcpay/loans', 'getLoans', '/wc/v3/payments/capital/loans', true],
			['wcpay/user', 'getCurrentUser', '/wp/v2/users/me', false],
			['wcpay/loans', 'getActiveLoanSummary', '/wc/v3/payments/capital/active_loan_summary', true],
		]);
		setPageGlobals({
			wcpay: { accountLoans: { has_active_loan: false, has_past_loans: true, loans: [] } } as any,
		});
		expect(loansRouteReads().map((r) => r.selector)).toEqual(['getLoans', 'getCurrentUser']);
	});
});
