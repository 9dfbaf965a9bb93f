import apiFetch from '@wordpress/api-fetch';
import { render, screen, waitFor } from '@testing-library/react';
import { getHistory } from '@woocommerce/navigation';

import OverviewPage, { selectCurrency } from '../../../src/pages/overview';
import { setPageGlobals } from '../../support/page-globals';
import { pendingHelp } from '../../../src/pages/overview/balances';

/* eslint-disable @typescript-eslint/no-explicit-any */

const paths: string[] = [];

const overview = {
	deposit: { last_paid: [], next_scheduled: [], last_manual_deposits: [] },
	balance: { available: [], pending: [], instant: [] },
	currencies: [
		{
			currency: 'usd',
			available: { amount: 4978 },
			pending: { amount: 160451 },
			instant: { amount: 4978, fee: 75, net: 4903, fee_percentage: 1.5, currency: 'usd' },
		},
		{ currency: 'eur', available: { amount: 1200 }, pending: { amount: 0 }, instant: null },
	],
	account: {
		deposits_enabled: true,
		deposits_blocked: false,
		deposits_schedule: {
			interval: 'daily',
			delay_days: 2,
			weekly_anchor: 'monday',
			monthly_anchor: null,
		},
		default_currency: 'usd',
		default_external_accounts: [{ currency: 'usd', status: 'validated' }],
	},
};

function accountStatus(status: string) {
	return {
		status,
		paymentsEnabled: true,
		detailsSubmitted: true,
		deposits: {
			status: 'enabled',
			interval: 'daily',
			restrictions: 'deposits_unrestricted',
			completed_waiting_period: true,
			minimum_scheduled_deposit_amounts: { usd: 500 },
		},
		currentDeadline: null,
		pastDue: false,
		accountLink: '/wp-admin/admin.php?wcpay-login=1',
		requirements: { errors: [] },
		created: '2024-01-01T00:00:00Z',
		country: 'US',
		hasSubmittedVatData: false,
		progressiveOnboarding: {
			isEnabled: false,
			isComplete: false,
			tpv: 0,
			firstTransactionDate: null,
			isEligibilityModalDismissed: false,
		},
		campaigns: { wporgReview2025: false },
	};
}

function setup(status: string, search = '') {
	getHistory().replace(`/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Foverview${search}`);
	setPageGlobals({
		wcpay: {
			accountStatus: accountStatus(status) as any,
			isAccountConnected: true,
			connectUrl: '/wp-admin/admin.php?wcpay-connect=1',
			accountLoans: { has_active_loan: false, has_past_loans: false, loans: [] },
			accountFees: {
				card: { base: { percentage_rate: 0.029, fixed_rate: 30, currency: 'usd' }, discount: [] },
			},
		},
		wc: { currentUserData: { first_name: 'Ada' } },
	});
	paths.length = 0;
	apiFetch.setFetchHandler(async ({ path, method }: { path?: string; method?: string }) => {
		const clean = String(path).replace(/[?&]_locale=user/, '');
		paths.push(method === 'POST' ? `POST ${clean}` : clean);
		if (clean.startsWith('/wc/v3/payments/deposits/overview-all')) {
			return overview;
		}
		if (clean.startsWith('/wc/v3/payments/deposits?')) {
			return { data: [], total_count: 0 };
		}
		if (clean.startsWith('/wc/v3/payments/disputes?')) {
			return { data: [], total_count: 0 };
		}
		if (clean.startsWith('/wc-admin/options')) {
			return {};
		}
		if (clean.startsWith('/wp/v2/users/me')) {
			return { id: 1, first_name: 'Ada', woocommerce_meta: {} };
		}
		if (clean.startsWith('/wc-analytics/admin/notes')) {
			return [];
		}
		if (clean.startsWith('/wc/v3/payments/accounts/session')) {
			return { clientSecret: 's', publishableKey: '', locale: 'en_US' };
		}
		throw { code: 'rest_no_route', message: clean, data: { status: 404 } };
	});
}

describe('selectCurrency (spec 000 §2)', () => {
	it('takes the requested currency when the account has it, else the first', () => {
		expect(selectCurrency(['usd', 'eur'], 'EUR')).toBe('eur');
		expect(selectCurrency(['usd', 'eur'], 'xyz')).toBe('usd');
		expect(selectCurrency(['usd', 'eur'], undefined)).toBe('usd');
		expect(selectCurrency([], 'usd')).toBeNull();
	});
});

describe('pendingHelp (spec 002 §3.8 delay_days)', () => {
	it('says the pending days when the schedule has them, else only that the funds are pending', () => {
		expect(pendingHelp(1)).toBe(
			'Not yet available to pay out. Funds become available 1 day after a payment.'
		);
		expect(pendingHelp(7)).toBe(
			'Not yet available to pay out. Funds become available 7 days after a payment.'
		);
		for (const odd of [undefined, 0, -2, 1.5, Number.NaN]) {
			expect(pendingHelp(odd)).toBe('Not yet available to pay out.');
		}
	});
});

describe('OverviewPage', () => {
	it('under review: no tasks, no inbox, no notifications banner', async () => {
		setup('under_review');
		const { container } = render(<OverviewPage />);
		await waitFor(() => expect(container.querySelector('[data-bench-ready="overview"]')).not.toBeNull());
		await waitFor(() =>
			expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument()
		);
		expect(screen.queryByRole('heading', { name: 'Things to do' })).toBeNull();
		expect(screen.queryByRole('heading', { name: 'Inbox' })).toBeNull();
		expect(paths.filter((p) => /disputes|notes|options|session/.test(p))).toEqual([]);
		expect(screen.getByText('Under review')).toBeInTheDocument();
	});
	it('greets, shows the balances of the selected currency and marks itself ready', async () => {
		setup('complete', '&selected_currency=eur');
		const { container } = render(<OverviewPage />);
		expect(
			screen.getByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening), Ada/ })
		).toBeInTheDocument();
		await waitFor(() => expect(container.querySelector('[data-bench-ready="overview"]')).not.toBeNull());
		expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('eur');
		expect(screen.getByText('€12.00', { exact: false })).toBeInTheDocument();
		// The pending help says how long funds stay pending (the schedule's delay_days, 2).
		expect(
			screen.getByText('Not yet available to pay out. Funds become available 2 days after a payment.')
		).toBeInTheDocument();
		// No instant payout in EUR.
		expect(screen.queryByRole('button', { name: 'Instant payout' })).toBeNull();
		await waitFor(() =>
			expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument()
		);
		expect(screen.getByRole('heading', { name: 'Things to do' })).toBeInTheDocument();
		await waitFor(() => expect(paths.some((p) => p.includes('store_currency_is=eur'))).toBe(true));
		expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
	});
	it('shows the next scheduled payout, and none while payouts are blocked', async () => {
		const deposit = overview.deposit as { next_scheduled: unknown[] };
		const account = overview.account as { deposits_blocked: boolean };
		deposit.next_scheduled = [
			{
				id: 'po_next',
				currency: 'usd',
				amount: 4684,
				date: '2026-11-28 12:00:00',
				status: 'estimated',
			},
		];
		const renderReady = async (status: string) => {
			setup(status);
			const rendered = render(<OverviewPage />);
			await waitFor(() =>
				expect(rendered.container.querySelector('[data-bench-ready="overview"]')).not.toBeNull()
			);
			return rendered;
		};
		try {
			const first = await renderReady('complete');
			expect(screen.getByText('$46.84')).toBeInTheDocument();
			expect(screen.getByText(/^Expected on /)).toBeInTheDocument();
			first.unmount();

			account.deposits_blocked = true;
			await renderReady('restricted');
			expect(screen.queryByText('$46.84')).toBeNull();
			expect(screen.queryByText(/^Expected on /)).toBeNull();
			expect(screen.getByText('No payout scheduled.')).toBeInTheDocument();
		} finally {
			deposit.next_scheduled = [];
			account.deposits_blocked = false;
		}
	});
});
