/**
 * More of the fault matrix's table (tests/e2e/fault-matrix-cases.ts): the calls made in the background or by
 * a side action — the admin's preferences (read on every page, saved when a notice or prompt is dismissed),
 * the overview's task-list options, notifications session, inbox note action and eligibility-modal
 * dismissal, the payouts feedback, the connect page's promotion and account poll, the onboarding
 * verification session and finalize, evidence file upload and download, and the multi-currency setup's
 * single option. Each fails the call, checks the message (the catalogue's, or ours saying what failed), that
 * the page stays usable, and that the retry goes through once the fault clears.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import type { FaultCase } from './fault-matrix-cases';
import { adminUrl, expectAccessible, notice, paymentsGet, PNG_1PX, reset, restNonce } from './helpers';

const P = '/wc/v3/payments';
const PAYOUTS = adminUrl('/payments/payouts');
const OVERVIEW = adminUrl('/payments/overview');
const CONNECT = adminUrl('/payments/connect');
const WIZARD = adminUrl('/payments/onboarding', { source: 'wcadmin-payment-task', from: 'WCPAY_CONNECT' });
const MC_SETUP = adminUrl('/payments/multi-currency-setup');
const FAKE_CONNECT_JS = fs.readFileSync(path.join(__dirname, 'fixtures/fake-connect-js.js'), 'utf8');
const PDF = Buffer.from(
	'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
		'trailer<</Root 1 0 R>>\n%%EOF\n'
);

async function patch(request: APIRequestContext, what: string, data: unknown) {
	expect((await request.patch(`/__mock/${what}`, { data })).ok(), what).toBe(true);
}

async function restPost(request: APIRequestContext, restPath: string, data: unknown) {
	const res = await request.post(`/wp-json${restPath}`, {
		headers: { 'X-WP-Nonce': await restNonce(request) },
		data,
	});
	expect(res.ok(), restPath).toBe(true);
}

const click = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().click();
const retryButton = click('Retry');
const nextPayoutNotice = (page: Page) => page.locator('.wcpay-next-payout-notice');
const feedbackModal = (page: Page) => page.getByRole('dialog', { name: 'Share your feedback' });
const feedbackText = (page: Page) =>
	feedbackModal(page).getByRole('textbox', { name: /What could we do better/ });
const tipsNote = (page: Page) =>
	page
		.getByTestId('wcpay-inbox')
		.getByRole('listitem')
		.filter({ hasText: 'Respond to disputes before their deadline' });
const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);
const mcTask = (page: Page, id: string) => page.getByTestId(`mc-task-${id}`);

/** Serves the stand-in of the provider's verification script (the real one cannot load here). */
const fakeProvider = (page: Page) =>
	page.route('https://connect-js.stripe.com/**', (route) =>
		route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CONNECT_JS })
	);

/** The onboarding wizard's business step for a US private corporation. */
async function fillBusiness(page: Page) {
	await expect(page.getByRole('combobox', { name: 'Where is your business located?' })).toHaveValue('US');
	await page.getByRole('radio', { name: /^Company/ }).check();
	await page
		.getByRole('combobox', { name: 'What category of legal entity identifies your business?' })
		.selectOption('private_corporation');
}

/** A dispute awaiting a response, by reason. */
async function disputeFor(request: APIRequestContext, reason: string): Promise<string> {
	const { data } = await paymentsGet<{ data: { dispute_id: string; reason: string }[] }>(
		request,
		'/disputes?filter=awaiting_response&pagesize=50'
	);
	return (data.find((d) => d.reason === reason) ?? data[0]).dispute_id;
}

/** The evidence screen of a dispute (`newForm`: the new evidence flow). */
async function evidencePage(request: APIRequestContext, reason: string, newForm: boolean) {
	await patch(request, 'page-settings', { featureFlags: { isNewEvidenceSubmissionFormEnabled: newForm } });
	return adminUrl('/payments/disputes/challenge', { id: await disputeFor(request, reason) });
}

const uploadReceipt = (page: Page) =>
	field(page, 'receipt')
		.locator('input[type="file"]')
		.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });

const PROBLEM_CONNECTING =
	'There was a problem connecting your account. Please try again, or contact support if the problem persists.';

/** Opens `url` in a store with no account yet. */
const withoutAccount = (url: string) => async (request: APIRequestContext) => {
	await reset(request, 'no-account');
	return url;
};

/** The wizard's business step filled in, with the stand-in verification provider. */
async function businessFilled(page: Page) {
	await fakeProvider(page);
	await fillBusiness(page);
}

export const BACKGROUND_FAULTS: FaultCase[] = [
	// The admin's preferences: read on every page that uses them, saved when a notice is dismissed.
	{
		route: 'GET /wp/v2/users/me',
		method: 'GET',
		fault: '/wp/v2/users/me',
		title: 'GET /wp/v2/users/me on the payouts page (defaults used, said, Retry)',
		open: () => Promise.resolve(PAYOUTS),
		message: 'Your preferences could not be loaded.',
		kept: async (page) => {
			// The page works with the defaults.
			await expect(page.locator('tbody tr:has(td)').first()).toBeVisible({ timeout: 20_000 });
			await expectAccessible(page);
		},
		retry: retryButton,
	},
	{
		route: 'POST,PUT,PATCH /wp/v2/users/me',
		method: 'POST',
		fault: '/wp/v2/users/me',
		title: 'next-payout notice dismissal not saved: the notice comes back',
		open: async (request) => {
			await patch(request, 'account', { campaigns: { wporgReview2025: false } });
			return PAYOUTS;
		},
		fill: (page) => expect(nextPayoutNotice(page)).toBeVisible({ timeout: 20_000 }),
		act: (page) =>
			nextPayoutNotice(page)
				.getByRole('button', { name: /Close|Dismiss/ })
				.click(),
		message: 'Your change could not be saved.',
		kept: async (page) => {
			await expect(nextPayoutNotice(page)).toBeVisible();
			await expectAccessible(page);
		},
		retry: retryButton,
		success: async (page) => {
			await expect(nextPayoutNotice(page)).toHaveCount(0);
			await expect(notice(page, 'Your change could not be saved.')).toHaveCount(0);
		},
	},
	// Payouts feedback prompt (spec 001 §4.6): the modal stays open with the text.
	{
		route: `POST ${P}/feedback`,
		method: 'POST',
		fault: `${P}/feedback`,
		title: 'feedback send keeps the modal and the text',
		open: async (request) => {
			await patch(request, 'page-settings', { isNextDepositNoticeDismissed: true });
			return PAYOUTS;
		},
		fill: async (page) => {
			await page.addInitScript(() => {
				(window as unknown as { wcTracks: unknown }).wcTracks = {
					isEnabled: true,
					recordEvent: () => undefined,
				};
			});
			await page.reload();
			await page.locator('.wcpay-feedback-prompt').getByRole('button', { name: 'No' }).click();
			await feedbackText(page).fill('KEPT FEEDBACK');
		},
		act: (page) => feedbackModal(page).getByRole('button', { name: 'Send feedback' }).click(),
		message: 'Your feedback could not be sent. Please try again.',
		kept: async (page) => {
			await expect(feedbackModal(page)).toBeVisible();
			await expect(feedbackText(page)).toHaveValue('KEPT FEEDBACK');
			await expect(feedbackModal(page).getByText('Your feedback could not be sent.')).toBeVisible();
			await expectAccessible(page);
		},
		retry: (page) => feedbackModal(page).getByRole('button', { name: 'Send feedback' }).click(),
		success: async (page) => {
			await expect(notice(page, 'Thank you for your feedback!')).toBeVisible();
			await expect(feedbackModal(page)).toHaveCount(0);
		},
	},
	// Overview: task-list options, notifications session, a note's action, the eligibility modal.
	{
		route: 'GET /wc-admin/options',
		method: 'GET',
		fault: '/wc-admin/options',
		title: 'GET /wc-admin/options on the overview (tasks still shown, Retry)',
		open: () => Promise.resolve(OVERVIEW),
		message: 'Error retrieving the task list settings: dismissed or postponed tasks may show.',
		kept: async (page) => {
			await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible();
			await expectAccessible(page);
		},
		retry: retryButton,
	},
	{
		route: `GET ${P}/accounts/session`,
		method: 'GET',
		fault: `${P}/accounts/session`,
		title: `GET ${P}/accounts/session on the overview (notifications, Retry)`,
		open: () => Promise.resolve(OVERVIEW),
		message: 'Error retrieving your account notifications.',
		kept: (page) => expect(page.getByTestId('wcpay-balances')).toContainText('Available funds'),
		retry: retryButton,
	},
	{
		route: 'POST /wc-analytics/admin/notes/(?P<id>[^/]+)/action/(?P<action>[^/]+)',
		method: 'POST',
		fault: '/wc-analytics/admin/notes/[^/]+/action/[^/]+',
		title: 'inbox: a note action that fails keeps the note',
		open: () => Promise.resolve(OVERVIEW),
		fill: (page) => expect(tipsNote(page)).toBeVisible({ timeout: 20_000 }),
		act: (page) => tipsNote(page).getByRole('button', { name: 'Not now' }).click(),
		message: 'The action could not be completed. Please try again.',
		kept: (page) => expect(tipsNote(page).getByRole('button', { name: 'Not now' })).toBeEnabled(),
		retry: (page) => tipsNote(page).getByRole('button', { name: 'Not now' }).click(),
		success: async (page) => {
			await expect(tipsNote(page)).toHaveCount(0);
			await expect(notice(page, 'The action could not be completed.')).toHaveCount(0);
		},
	},
	{
		route: `POST ${P}/accounts/dismiss-eligibility-modal`,
		method: 'POST',
		fault: `${P}/accounts/dismiss-eligibility-modal`,
		title: 'eligibility modal dismissal not saved: said, Retry',
		open: async (request) => {
			await reset(request, 'progressive');
			return adminUrl('/payments/overview', { 'wcpay-connection-success': '1' });
		},
		fill: (page) =>
			expect(page.getByRole('dialog', { name: 'You’re ready to start selling!' })).toBeVisible({
				timeout: 20_000,
			}),
		act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Start selling' }).click(),
		message: 'Your choice could not be saved: the setup message may show again.',
		kept: async (page) => {
			await expect(page.getByTestId('wcpay-balances')).toBeVisible();
			await expectAccessible(page);
		},
		retry: retryButton,
	},
	// Connect page: the promotion, and the test drive's account poll.
	{
		route: 'POST /wc-analytics/admin/notes/experimental-activate-promo/(?P<id>[A-Za-z0-9_.-]{1,100})',
		method: 'POST',
		fault: '/wc-analytics/admin/notes/experimental-activate-promo/promo-2025',
		title: 'connect: the promotion',
		open: async (request) => {
			await reset(request, 'no-account');
			await patch(request, 'page-settings', {
				connectIncentive: {
					id: 'promo-2025',
					description: 'Save 50% on fees',
					tc_url: 'https://example.com/terms',
				},
			});
			return CONNECT;
		},
		act: (page) => page.getByRole('button', { name: 'Verify business details', exact: true }).click(),
		message:
			'There was an error applying the promotion. Please contact support for assistance if the problem persists',
		kept: (page) => expectAccessible(page),
		// A second click goes on without the promotion: the retry is a new visit.
		success: (page) => page.waitForURL(/payments(%2F|\/)onboarding/),
	},
	{
		route: `GET ${P}/accounts`,
		method: 'GET',
		fault: `${P}/accounts`,
		title: 'connect: the test drive account poll says it cannot check, then goes on',
		open: withoutAccount(CONNECT),
		act: async (page) => {
			await page
				.getByRole('button', { name: "I'm setting up a store for someone else", exact: true })
				.click();
			await page.getByRole('button', { name: 'Enable sandbox mode' }).click();
		},
		message: 'Your account status could not be checked. Trying again…',
		kept: (page) =>
			expect(page.getByRole('progressbar', { name: 'Finishing payments setup' })).toBeVisible(),
		// The polling goes on by itself.
		retry: () => Promise.resolve(),
		success: (page) => page.waitForURL(/wcpay-sandbox-success=true/, { timeout: 30_000 }),
	},
	// Onboarding: the verification session and its finalize.
	{
		route: `POST ${P}/onboarding/kyc/session`,
		method: 'POST',
		fault: `${P}/onboarding/kyc/session`,
		title: 'onboarding: the verification session, Try again',
		open: withoutAccount(WIZARD),
		fill: businessFilled,
		act: click('Continue'),
		message: 'Unable to start onboarding. If this problem persists, please contact support.',
		kept: (page) => expectAccessible(page),
		retry: click('Try again'),
		success: (page) => expect(page.getByRole('button', { name: 'Complete verification' })).toBeVisible(),
	},
	{
		route: `POST ${P}/onboarding/kyc/finalize`,
		method: 'POST',
		fault: `${P}/onboarding/kyc/finalize`,
		title: 'onboarding: the verification finalize comes back with the connection error',
		open: withoutAccount(WIZARD),
		fill: async (page) => {
			await businessFilled(page);
			await page.getByRole('button', { name: 'Continue' }).click();
		},
		act: click('Complete verification'),
		message: PROBLEM_CONNECTING,
		retry: async (page) => {
			await fillBusiness(page);
			await page.getByRole('button', { name: 'Continue' }).click();
			await page.getByRole('button', { name: 'Complete verification' }).click();
		},
		success: (page) => page.waitForURL(/payments(%2F|\/)overview/),
	},
	// Evidence files.
	{
		route: `POST ${P}/file`,
		method: 'POST',
		fault: `${P}/file`,
		title: 'evidence upload keeps the form',
		open: (request) => evidencePage(request, 'fraudulent', false),
		fill: async (page) => {
			await page.getByRole('combobox', { name: 'Product type' }).selectOption('physical_product');
			await page.getByRole('textbox', { name: 'Shipping carrier' }).fill('KEPT CARRIER');
		},
		act: uploadReceipt,
		message: 'Boom: the server failed.',
		kept: async (page) => {
			await expect(page.getByRole('textbox', { name: 'Shipping carrier' })).toHaveValue('KEPT CARRIER');
			await expectAccessible(page);
		},
		retry: uploadReceipt,
		success: (page) =>
			expect(field(page, 'receipt').getByRole('button', { name: 'Remove receipt.pdf' })).toBeVisible(),
	},
	{
		route: `GET ${P}/file/(?P<id>[^/]+)/content`,
		method: 'GET',
		fault: `${P}/file/[^/]+/content`,
		title: 'evidence file download',
		open: (request) => evidencePage(request, 'duplicate', true),
		fill: (page) => expect(page.getByRole('button', { name: /^Download/ }).first()).toBeVisible(),
		act: click(/^Download/),
		message: 'Error downloading file',
		retry: async (page) => {
			const file = page.waitForEvent('download', { timeout: 30_000 });
			await page
				.getByRole('button', { name: /^Download/ })
				.first()
				.click();
			await file;
		},
	},
	{
		route: `GET ${P}/file/(?P<id>[^/]+)`,
		method: 'GET',
		fault: `${P}/file/file_[^/]+`,
		title: 'evidence image preview',
		open: (request) => evidencePage(request, 'fraudulent', false),
		fill: async (page) => {
			await page.getByRole('combobox', { name: 'Product type' }).selectOption('physical_product');
		},
		act: (page) =>
			field(page, 'receipt')
				.locator('input[type="file"]')
				.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX }),
		message: 'The preview of receipt.png could not be loaded.',
		kept: (page) =>
			expect(
				field(page, 'receipt').getByRole('button', { name: 'Download receipt.png' })
			).toBeVisible(),
		retry: (page) => field(page, 'receipt').getByRole('button', { name: 'Try again' }).click(),
		success: async (page) => {
			const preview = field(page, 'receipt').getByRole('img', { name: 'Preview of receipt.png' });
			await expect
				.poll(() =>
					preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))
				)
				.toBe(1);
			await expect(field(page, 'receipt').getByText('could not be loaded')).toHaveCount(0);
		},
	},
	// Multi-currency setup: the one option saved before the store settings.
	{
		route: `POST,PUT,PATCH ${P}/settings/(?P<option>[a-zA-Z0-9_-]+)`,
		method: 'POST',
		fault: `${P}/settings/is_multi_currency_enabled`,
		title: 'multi-currency setup: the option save keeps the step',
		open: async (request) => {
			await restPost(request, `${P}/settings/wcpay_multi_currency_setup_completed`, { value: 'no' });
			await restPost(request, `${P}/multi-currency/update-enabled-currencies`, { enabled: [] });
			await patch(request, 'settings', { is_multi_currency_enabled: false });
			return MC_SETUP;
		},
		fill: async (page) => {
			await mcTask(page, 'add-currencies')
				.getByRole('button', { name: /^Add \d+ currencies$/ })
				.click();
			await expect(
				mcTask(page, 'multi-currency-settings').getByRole('button', { name: 'Continue' })
			).toBeVisible();
		},
		act: (page) =>
			mcTask(page, 'multi-currency-settings').getByRole('button', { name: 'Continue' }).click(),
		message: 'Error saving option',
		kept: (page) =>
			expect(mcTask(page, 'multi-currency-settings')).toHaveAttribute('aria-current', 'step'),
		retry: (page) =>
			mcTask(page, 'multi-currency-settings').getByRole('button', { name: 'Continue' }).click(),
		success: (page) => expect(mcTask(page, 'setup-complete')).toHaveAttribute('aria-current', 'step'),
	},
];
