/**
 * The fault matrix's table (tests/e2e/fault-matrix.spec.ts): for each REST call the product makes, the page
 * that makes it, how the call is triggered (on load, or by a user action), the message the spec's catalogue
 * gives for its failure (spec 000/001/002 §8, mapped in src/utils/errors.ts), what the merchant typed that
 * must survive the failure, and how the page recovers once the fault clears. Every route of the mock
 * server's route table is either here, in NOT_YET_COVERED (called, but the page shows no failure yet), or in
 * NOT_CALLED_BY_THE_PRODUCT, each with a reason.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BACKGROUND_FAULTS } from './fault-matrix-background';
import { LIST_FAULTS } from './fault-matrix-lists';
import { WRITE_FAULTS } from './fault-matrix-writes';
import { adminUrl, paymentsGet, SETTINGS_URL } from './helpers';

export interface FaultCase {
	/** The route-table entry: its methods and pattern, as `buildRestRouter().list()` gives them. */
	route: string;
	/** Method of the call the product makes (one of the route's methods). */
	method: string;
	/** The failing call's path (regex, anchored at both ends, without /wp-json). */
	fault: string;
	/** What the case is about, for the test title. */
	title: string;
	/** The page to open (an admin URL, or built from seeded ids). */
	open: (request: APIRequestContext) => Promise<string>;
	/** The user action that makes the call (none: the page makes it on load). */
	act?: (page: Page) => Promise<void>;
	/** What the merchant types before the call (write cases). */
	fill?: (page: Page) => Promise<void>;
	/** Asserts the typed input is still there after the failure. */
	kept?: (page: Page) => Promise<void>;
	/** The text the page shows for the failure. */
	message: string;
	/**
	 * How many places show `message` at once (default 1: the catalogue's message is said once, and anything
	 * else on the page says what is missing in words of its own).
	 */
	sayings?: number;
	/** How the page retries once the fault clears (default: reload the page, then `act` again). */
	retry?: (page: Page) => Promise<void>;
	/** What shows once the call succeeds (besides the call answering 200 and the message going away). */
	success?: (page: Page) => Promise<void>;
}

const P = '/wc/v3/payments';
const MC_URL = '/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency';
const at = (url: string) => () => Promise.resolve(url);

/** The first seeded row of a payments list (its ids feed the detail pages). */
async function first<T>(request: APIRequestContext, path: string): Promise<T> {
	return (await paymentsGet<{ data: T[] }>(request, path)).data[0];
}

const paymentPage = async (request: APIRequestContext) => {
	const t = await first<{ payment_intent_id: string }>(request, '/transactions?type_is=charge&pagesize=1');
	return adminUrl('/payments/transactions/details', { id: t.payment_intent_id });
};
const payoutPage = async (request: APIRequestContext) => {
	const d = await first<{ id: string }>(request, '/deposits?pagesize=1&status_is=paid');
	return adminUrl('/payments/payouts/details', { id: d.id });
};
const awaitingDispute = (request: APIRequestContext) =>
	first<{ dispute_id: string }>(request, '/disputes?filter=awaiting_response');

/** A read the page makes on load whose failure shows `message`. */
function read(route: string, page: string, message: string, extra: Partial<FaultCase> = {}): FaultCase {
	const [method, pattern] = route.split(' ');
	return {
		route,
		method: method.split(',')[0],
		fault: pattern,
		title: `${route} on ${page}`,
		open: at(page.startsWith('/wp-admin') ? page : adminUrl(page)),
		message,
		...extra,
	};
}

export const FAULTS: FaultCase[] = [
	// Overview.
	read(`GET ${P}/deposits/overview-all`, '/payments/overview', "Error retrieving all payouts' overviews."),
	read(`GET ${P}/deposits`, '/payments/overview', 'Error retrieving payouts.'),
	read(`GET ${P}/disputes`, '/payments/overview', 'Error retrieving disputes.'),
	read(
		`GET ${P}/capital/active_loan_summary`,
		'/payments/overview',
		'Error retrieving the active loan summary.'
	),
	read('GET /wc-analytics/admin/notes', '/payments/overview', 'There was an error getting your inbox.', {
		// The inbox offers its own Reload.
		retry: (page) => page.getByRole('button', { name: 'Reload' }).click(),
	}),
	// Payouts.
	read(`GET ${P}/deposits/overview-all`, '/payments/payouts', "Error retrieving all payouts' overviews."),
	// Transactions.
	read(`GET ${P}/transactions`, '/payments/transactions', 'Error retrieving transactions.'),
	read(`GET ${P}/settings`, '/payments/transactions', 'Error retrieving settings.'),
	// Payment details.
	{
		...read(
			`GET ${P}/payment_intents/(?P<id>[^/]+)`,
			'/payments/transactions/details',
			'Payment details not loaded'
		),
		fault: `${P}/payment_intents/.+`,
		open: paymentPage,
	},
	{
		...read(
			`GET ${P}/timeline/(?P<id>[^/]+)`,
			'/payments/transactions/details',
			'Error while loading timeline'
		),
		fault: `${P}/timeline/.+`,
		open: paymentPage,
	},
	// Payout details.
	{
		...read(`GET ${P}/deposits/(?P<id>[^/]+)`, '/payments/payouts/details', 'Error retrieving payout.'),
		fault: `${P}/deposits/po_.+`,
		open: payoutPage,
	},
	// Disputes.
	read(`GET ${P}/disputes`, '/payments/disputes', 'Error retrieving disputes.'),
	read(`GET ${P}/disputes/summary`, '/payments/disputes', 'Error retrieving the summary of disputes.'),
	{
		...read(`GET ${P}/disputes/(?P<id>[^/]+)`, '/payments/disputes/challenge', 'Dispute not loaded'),
		fault: `${P}/disputes/dp_.+`,
		open: async (request) =>
			adminUrl('/payments/disputes/challenge', { id: (await awaitingDispute(request)).dispute_id }),
	},
	{
		...read(
			`GET ${P}/file/(?P<id>[^/]+)/details`,
			'/payments/disputes/challenge',
			'Error retrieving file.'
		),
		fault: `${P}/file/.+/details`,
		open: async (request) =>
			adminUrl('/payments/disputes/challenge', { id: (await awaitingDispute(request)).dispute_id }),
	},
	// Documents, loans, card readers.
	read(`GET ${P}/documents`, '/payments/documents', 'Error retrieving documents.'),
	read(`GET ${P}/capital/loans`, '/payments/loans', 'Error retrieving the active loan summary.'),
	read(`GET ${P}/readers`, '/payments/card-readers', 'Error retrieving card readers.'),
	// Fraud protection and payment settings.
	read(
		`GET ${P}/settings`,
		'/payments/fraud-protection',
		'There was an error retrieving your fraud protection settings. Please refresh the page to try again.'
	),
	read(`GET ${P}/settings`, SETTINGS_URL, 'Error retrieving settings.'),
	{
		...read(
			`POST,PUT,PATCH ${P}/settings`,
			SETTINGS_URL,
			'Error saving settings. Boom: the server failed.'
		),
		title: 'settings save keeps the typed descriptor',
		fill: (page) => page.getByRole('textbox', { name: 'Customer bank statement' }).fill('KEPT VALUE'),
		act: (page) => page.getByRole('button', { name: 'Save changes' }).click(),
		kept: (page) =>
			expect(page.getByRole('textbox', { name: 'Customer bank statement' })).toHaveValue('KEPT VALUE'),
		retry: (page) => page.getByRole('button', { name: 'Save changes' }).click(),
		success: (page) => expect(visibleText(page, 'Settings saved.')).toBeVisible(),
	},
	// Multi-currency.
	read(`GET ${P}/multi-currency/currencies`, MC_URL, 'Error retrieving currencies.'),
	read(`GET ${P}/multi-currency/get-settings`, MC_URL, 'Error retrieving store settings.'),
	// Writes with a form or an action, and the transactions tabs (fault-matrix-writes.ts).
	...WRITE_FAULTS,
	...BACKGROUND_FAULTS,
	...LIST_FAULTS,
];

/**
 * Routes the product's front end calls whose failure the page does not show yet (no catalogue text, no
 * message): counted as calls the product makes, not as covered.
 */
export const NOT_YET_COVERED: Record<string, string> = {};

/** Routes of the table the product's pages never call, each with why. */
export const NOT_CALLED_BY_THE_PRODUCT: Record<string, string> = {
	[`GET ${P}/feedback`]: 'inspection read of recorded feedback; the pages only post feedback',
	'POST,PUT,PATCH /wc-analytics/admin/notes/update':
		'WooCommerce core route; the inbox updates notes one by one or in batch',
	'GET /wc-analytics/admin/notes/(?P<id>[^/]+)':
		'WooCommerce core route; the inbox reads the note list only',
	[`GET ${P}/exports/(?P<id>[^/]+)/download`]:
		'the export link in the e-mail the merchant gets; no page calls it',
	[`GET ${P}/transactions/(?P<id>[^/]+)`]:
		'one transaction by id: the details page reads the payment intent or charge, no page reads this',
};

/** A visible element with this text (the a11y live region repeats texts hidden; it does not count). */
export function visibleText(page: Page, text: string) {
	return everyVisibleText(page, text).first();
}

/** Every element that shows `text` (not the live regions that speak it). */
export function everyVisibleText(page: Page, text: string) {
	return page.getByText(text).filter({ visible: true }).and(page.locator(':not(.a11y-speak-region)'));
}
