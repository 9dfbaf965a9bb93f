import type { FastifyInstance } from 'fastify';

import { STORE_NAME, store } from '../../../src/data/onboarding';
import { startLiveServer } from '../../support/live-server';
import { testRegistry } from '../../support/registry';

let app: FastifyInstance;
let base: string;
let control: Awaited<ReturnType<typeof startLiveServer>>['control'];

beforeAll(async () => {
	({ app, base, control } = await startLiveServer('no-account'));
});
afterAll(() => app.close());

type LoggedRequest = {
	method: string;
	path: string;
	status: number;
	body: unknown;
	query: Record<string, string>;
};

describe('onboarding store against the mock server', () => {
	beforeEach(async () => {
		await control('POST', 'reset', { scenario: 'no-account', seed: 1 });
	});

	it('creates a session from the wizard answers, then finalizes it', async () => {
		const s = testRegistry(STORE_NAME, store);
		const session = await s.dispatch().createKycSession({
			self_assessment: { country: 'GB', business_type: 'individual', mcc: 'retail__bookstores' },
			capabilities: { card_payments: true },
		});
		expect(session).toEqual({
			clientSecret: expect.any(String),
			publishableKey: expect.any(String),
			locale: 'en_US',
		});
		expect(s.select().getKycSession()).toMatchObject({ status: 'ready', data: session });

		const answer = await s
			.dispatch()
			.finalizeKyc({ source: 'wcpay-connect-page', from: 'WCPAY_ONBOARDING_WIZARD' });
		expect(answer).toMatchObject({ success: true, params: { source: 'wcpay-connect-page' } });
		expect(s.select().isFinalizing()).toBe(false);

		const log = (await control('GET', 'requests')) as LoggedRequest[];
		expect(log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'POST /wc/v3/payments/onboarding/kyc/session 200',
			'POST /wc/v3/payments/onboarding/kyc/finalize 200',
		]);
		expect(log[0].body).toEqual({
			self_assessment: { country: 'GB', business_type: 'individual', mcc: 'retail__bookstores' },
			capabilities: { card_payments: true },
		});
	});

	it('keeps a failed session call as an error', async () => {
		await control('POST', 'faults', {
			method: 'POST',
			path: '/wc/v3/payments/onboarding/kyc/session',
			status: 500,
			code: 'wcpay_server_error',
			message: 'Down.',
		});
		const s = testRegistry(STORE_NAME, store);
		await expect(s.dispatch().createKycSession({})).resolves.toBeNull();
		expect(s.select().getKycSession()).toMatchObject({
			status: 'error',
			error: { code: 'wcpay_server_error' },
		});
	});

	it('a failed finalize resolves to success: false', async () => {
		const s = testRegistry(STORE_NAME, store);
		await expect(s.dispatch().finalizeKyc({})).resolves.toEqual({ success: false, params: {} });
	});

	it('asks the connect URL for a test drive and polls the account until it completes', async () => {
		const s = testRegistry(STORE_NAME, store);
		const connectUrl = `${base}/wp-admin/admin.php?wcpay-connect=1&_wpnonce=${app.mock.nonce}&test_drive=true`;
		const answer = await s.dispatch().requestTestDrive(connectUrl);
		expect(answer).toMatchObject({
			success: true,
			data: { redirect_to: expect.stringContaining('wcpay-connection-success=1') },
		});
		const statuses = [];
		for (let i = 0; i < 4; i++) {
			statuses.push(await s.dispatch().fetchAccountStatus());
		}
		expect(statuses).toEqual(['pending', 'pending', 'complete', 'complete']);
	});

	it('activates a promotion only when the server agrees', async () => {
		const s = testRegistry(STORE_NAME, store);
		await expect(s.dispatch().activatePromo('promo-9')).resolves.toBe(false);
		await control('PATCH', 'page-settings', {
			connectIncentive: { id: 'promo-9', description: 'Save', tc_url: 'https://example.com' },
		});
		await expect(s.dispatch().activatePromo('promo-9')).resolves.toBe(true);
	});
});
