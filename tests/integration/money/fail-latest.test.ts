/** @jest-environment node */
import type { FastifyInstance } from 'fastify';

import { control, rest, testApp } from '../mock-server/helpers';

describe('control: make the latest payout fail', () => {
	let app: FastifyInstance;
	beforeAll(async () => {
		app = await testApp();
	});
	afterAll(() => app.close());

	it('turns the currency’s bank account to errored in overview-all', async () => {
		const before = await rest<{
			account: { default_external_accounts: { currency: string; status: string }[] };
		}>(app, 'GET', '/wc/v3/payments/deposits/overview-all');
		expect(before.body.account.default_external_accounts.find((a) => a.currency === 'usd')?.status).toBe(
			'validated'
		);
		const failed = await control<{ id: string; failure_code: string }>(
			app,
			'POST',
			'payouts/fail-latest',
			{
				currency: 'USD',
				failure_code: 'no_account',
			}
		);
		expect(failed.status).toBe(200);
		const after = await rest<{
			account: { default_external_accounts: { currency: string; status: string }[] };
		}>(app, 'GET', '/wc/v3/payments/deposits/overview-all');
		expect(after.body.account.default_external_accounts.find((a) => a.currency === 'usd')?.status).toBe(
			'errored'
		);
		const deposit = await rest<{ status: string; failure_code: string }>(
			app,
			'GET',
			`/wc/v3/payments/deposits/${failed.body.id}`
		);
		expect(deposit.body).toMatchObject({ status: 'failed', failure_code: 'no_account' });
		expect((await control(app, 'POST', 'payouts/fail-latest', { currency: 'jpy' })).status).toBe(404);
	});
});
