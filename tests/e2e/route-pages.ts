/**
 * Every route of `src/routes.ts` as a page the browser tests can open with its real content: the scenario,
 * the state and the query that make it render (an id from the API for the details pages, a dispute that needs
 * a response for the evidence screen, no account for the wizard…), and what shows that it has rendered.
 * The a11y and small-screen suites walk this list; it fails when a route is added without an entry here.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { adminUrl, paymentsGet, reset } from './helpers';

import { ROUTES } from '../../src/routes';

export const FAKE_CONNECT_JS = fs.readFileSync(path.join(__dirname, 'fixtures/fake-connect-js.js'), 'utf8');

export interface RoutePage {
	/** The route's key in ROUTES. */
	key: string;
	/** Mock scenario to reset to (default `established`). */
	scenario?: string;
	/** The URL to open (after the state is set up). */
	url: (request: APIRequestContext) => Promise<string>;
	/** Extra state before opening (page settings, routes of the page). */
	before?: (request: APIRequestContext, page: Page) => Promise<void>;
	/** Something of the real content, visible once the page has rendered. */
	ready: (page: Page) => Locator;
	/** The page's main action, when it has one. */
	mainAction?: (page: Page) => Locator;
}

interface Row {
	charge_id: string;
	payment_intent_id: string | null;
	type: string;
}
interface Dispute {
	id: string;
	status: string;
}

const SETTINGS = (query: string) => `/wp-admin/admin.php?page=wc-settings&${query}`;
const app = (page: Page) => page.locator('#wpbody-content');
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** A captured card charge of the established store. */
async function charge(request: APIRequestContext): Promise<Row> {
	const rows = await paymentsGet<{ data: Row[] }>(request, '/transactions?type_is=charge&pagesize=5');
	return rows.data[0];
}

/** A dispute that still needs a response. */
export async function disputeNeedingResponse(request: APIRequestContext): Promise<Dispute> {
	const list = await paymentsGet<{ data: Dispute[] }>(
		request,
		'/disputes?status_is=needs_response&pagesize=5'
	);
	expect(list.data.length).toBeGreaterThan(0);
	return list.data[0];
}

/** A captured, unrefunded, undisputed charge with an order. */
export async function refundable(request: APIRequestContext): Promise<string> {
	const rows = await paymentsGet<{ data: Array<{ charge_id: string }> }>(
		request,
		'/transactions?type_is=charge&store_currency_is=usd&customer_currency_is=usd&pagesize=20'
	);
	for (const row of rows.data) {
		const c = await paymentsGet<{
			captured: boolean;
			dispute: unknown;
			amount_refunded: number;
			order: unknown;
			payment_intent: string;
		}>(request, `/charges/${row.charge_id}`);
		if (c.captured && !c.dispute && c.amount_refunded === 0 && c.order) {
			return c.payment_intent;
		}
	}
	throw new Error('no refundable charge');
}

/** Serves the fake provider script (the real one cannot load here). */
export async function fakeProvider(page: Page) {
	await page.addInitScript(() => {
		(window as unknown as { __fakeConnectMode: string }).__fakeConnectMode = 'ok';
	});
	await page.route('https://connect-js.stripe.com/**', (route) =>
		route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CONNECT_JS })
	);
}

export const ROUTE_PAGES: RoutePage[] = [
	{
		key: '/payments/connect',
		scenario: 'not-connected',
		url: async () => adminUrl('/payments/connect'),
		ready: (page) => page.getByRole('button', { name: 'Connect your store', exact: true }),
		mainAction: (page) => page.getByRole('button', { name: 'Connect your store', exact: true }),
	},
	{
		key: '/payments/onboarding',
		scenario: 'no-account',
		url: async () =>
			adminUrl('/payments/onboarding', { source: 'wcadmin-payment-task', from: 'WCPAY_CONNECT' }),
		ready: (page) => h1(page, 'Let’s get your store ready to accept payments'),
		mainAction: (page) => page.getByRole('button', { name: 'Continue' }),
	},
	{
		key: '/payments/onboarding/kyc',
		scenario: 'progressive',
		before: (_request, page) => fakeProvider(page),
		url: async () =>
			adminUrl('/payments/onboarding/kyc', {
				collect_payout_requirements: 'true',
				source: 'wcpay-overview',
				from: 'WCPAY_OVERVIEW',
			}),
		ready: (page) => page.getByRole('button', { name: 'Complete verification' }),
		mainAction: (page) => page.getByRole('button', { name: 'Complete verification' }),
	},
	{
		key: '/payments/overview',
		url: async () => adminUrl('/payments/overview'),
		ready: (page) => page.locator('[data-bench-ready="overview"]'),
	},
	{
		key: '/payments/payouts',
		url: async () => adminUrl('/payments/payouts'),
		ready: (page) => app(page).locator('table tbody tr:has(td)').first(),
		mainAction: (page) => app(page).getByRole('button', { name: 'Export' }),
	},
	{
		key: '/payments/payouts/details',
		url: async (request) => {
			const list = await paymentsGet<{ data: Array<{ id: string }> }>(request, '/deposits?pagesize=1');
			return adminUrl('/payments/payouts/details', { id: list.data[0].id });
		},
		ready: (page) => app(page).locator('table tbody tr:has(td)').first(),
	},
	{
		key: '/payments/transactions',
		url: async () => adminUrl('/payments/transactions'),
		ready: (page) => app(page).locator('table tbody tr:has(td)').first(),
		mainAction: (page) => app(page).getByRole('button', { name: 'Export' }),
	},
	{
		key: '/payments/transactions/details',
		url: async (request) => {
			const row = await charge(request);
			return adminUrl('/payments/transactions/details', { id: row.payment_intent_id ?? row.charge_id });
		},
		ready: (page) => page.locator('.wcpay-payment-details__headline .wcpay-status-chip'),
		mainAction: (page) => page.getByRole('button', { name: 'Transaction actions' }),
	},
	{
		key: '/payments/disputes',
		url: async () => adminUrl('/payments/disputes'),
		ready: (page) => app(page).locator('table tbody tr:has(td)').first(),
		mainAction: (page) => app(page).getByRole('button', { name: 'Export' }),
	},
	{
		// Redirects to the payment of the dispute.
		key: '/payments/disputes/details',
		url: async (request) =>
			adminUrl('/payments/disputes/details', { id: (await disputeNeedingResponse(request)).id }),
		ready: (page) => page.locator('.wcpay-payment-details__dispute'),
		mainAction: (page) =>
			page.locator('.wcpay-payment-details__dispute').getByRole('link', { name: 'Challenge dispute' }),
	},
	{
		key: '/payments/disputes/challenge',
		url: async (request) =>
			adminUrl('/payments/disputes/challenge', { id: (await disputeNeedingResponse(request)).id }),
		ready: (page) => page.locator('[data-field]').first(),
		mainAction: (page) => page.getByRole('button', { name: 'Save for later' }),
	},
	{
		key: '/payments/multi-currency-setup',
		url: async () => adminUrl('/payments/multi-currency-setup'),
		ready: (page) => app(page).getByRole('checkbox').first(),
	},
	{
		key: '/payments/card-readers',
		url: async () => adminUrl('/payments/card-readers'),
		ready: (page) => app(page).locator('table tbody tr:has(td)').first(),
	},
	{
		key: '/payments/loans',
		url: async () => adminUrl('/payments/loans'),
		ready: (page) => app(page).locator('table tbody tr:has(td)').first(),
	},
	{
		key: '/payments/documents',
		url: async () => adminUrl('/payments/documents'),
		ready: (page) => app(page).locator('table tbody tr:has(td)').first(),
	},
	{
		key: '/payments/fraud-protection',
		url: async () => adminUrl('/payments/fraud-protection'),
		ready: (page) => app(page).getByRole('checkbox').first(),
		mainAction: (page) => app(page).getByRole('button', { name: 'Save changes' }),
	},
	{
		key: 'wc-settings:checkout:woocommerce_payments',
		url: async () => SETTINGS('tab=checkout&section=woocommerce_payments'),
		ready: (page) => app(page).getByRole('checkbox').first(),
		mainAction: (page) => app(page).getByRole('button', { name: 'Save changes' }),
	},
	{
		key: 'wc-settings:checkout:/woopayments/onboarding/business_verification',
		scenario: 'sandbox',
		url: async () =>
			SETTINGS(
				`tab=checkout&path=${encodeURIComponent('/woopayments/onboarding/business_verification')}`
			),
		ready: (page) => page.getByRole('heading', { name: 'Set up live payments' }),
		mainAction: (page) => page.getByRole('button', { name: 'Activate payments' }),
	},
	{
		key: 'wc-settings:wcpay_multi_currency',
		url: async () => SETTINGS('tab=wcpay_multi_currency'),
		ready: (page) => page.locator('.wcpay-mc-enabled li').first(),
		mainAction: (page) => page.getByRole('button', { name: 'Add currencies' }),
	},
];

/** Every route key of src/routes.ts that has a page (the ones the router can open). */
export const ROUTE_KEYS = ROUTES.filter((r) => r.load).map((r) => r.key);

/** Resets the mock, sets the route's state up and opens it; answers once its real content shows. */
export async function openRoute(page: Page, request: APIRequestContext, r: RoutePage) {
	await reset(request, r.scenario ?? 'established');
	await r.before?.(request, page);
	await page.goto(await r.url(request));
	await expect(r.ready(page).first()).toBeVisible({ timeout: 15_000 });
	// Nothing of the page still loading.
	await expect(app(page).locator('[aria-busy="true"], .is-loading, .is-placeholder')).toHaveCount(0, {
		timeout: 15_000,
	});
}
