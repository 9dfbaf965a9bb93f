/**
 * Payment settings extras (spec 001 §2.11, §7, §8): the Stripe Billing migration action (the schedule call,
 * the progress line that survives a reload, 'Error starting the Stripe Billing migration.' with nothing
 * changed), against the mock server, with axe.
 */
import { expect, test, type APIRequestContext } from './fixtures';

import {
	addFault,
	expectAccessible,
	notice,
	requestLog,
	reset,
	SETTINGS_URL,
	trackPageErrors,
} from './helpers';

const MIGRATION_PATH = '/wc/v3/payments/settings/schedule-stripe-billing-migration';

async function withSubscriptionsToMigrate(request: APIRequestContext, count: number) {
	const res = await request.patch('/__mock/settings', {
		data: {
			is_subscriptions_plugin_active: true,
			is_stripe_billing_enabled: false,
			is_migrating_stripe_billing: false,
			stripe_billing_subscription_count: count,
			stripe_billing_migrated_count: 0,
		},
	});
	expect(res.ok()).toBe(true);
}

test.beforeEach(async ({ request }) => {
	await reset(request);
	await withSubscriptionsToMigrate(request, 3);
});

test('starting the Stripe Billing migration shows its progress, also after a reload', async ({
	page,
	request,
}) => {
	const errors = trackPageErrors(page);
	await page.goto(SETTINGS_URL);
	const migrate = page.getByRole('button', { name: 'Migrate 3 subscriptions' });
	await expect(migrate).toBeVisible();
	await expectAccessible(page);
	await migrate.click();
	await expect(page.getByRole('status').filter({ hasText: 'Migrating subscriptions' })).toHaveText(
		'Migrating subscriptions: 0 of 3 done.'
	);
	await expect(migrate).toHaveCount(0);
	const posts = (await requestLog(request)).filter((r) => r.method === 'POST' && r.path === MIGRATION_PATH);
	expect(posts).toHaveLength(1);
	await page.reload();
	await expect(page.getByText('Migrating subscriptions: 0 of 3 done.')).toBeVisible();
	expect(errors).toEqual([]);
});

test("a migration that cannot start says 'Error starting the Stripe Billing migration.' and changes nothing", async ({
	page,
	request,
}) => {
	await page.goto(SETTINGS_URL);
	await addFault(request, {
		method: 'POST',
		path: MIGRATION_PATH,
		status: 500,
		code: 'internal_error',
		message: 'The server is down.',
	});
	const migrate = page.getByRole('button', { name: 'Migrate 3 subscriptions' });
	await migrate.click();
	await expect(notice(page, 'Error starting the Stripe Billing migration.')).toBeVisible();
	await expect(migrate).toBeEnabled();
	await expect(page.getByText('Migrating subscriptions')).toHaveCount(0);
	// The retry works once the fault has cleared.
	await migrate.click();
	await expect(page.getByText('Migrating subscriptions: 0 of 3 done.')).toBeVisible();
});
