/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { scenarioNames } from '../../../mock-server/seed';
import { HOSTILE } from '../../../mock-server/seed/hostile';
import { Rng } from '../../../mock-server/seed/prng';
import { control, inlineGlobal, page, rest, testApp } from './helpers';

type PageSettings = Record<string, unknown> & {
	accountStatus: Record<string, unknown> & { progressiveOnboarding: Record<string, unknown> };
};

describe('scenarios', () => {
	let app: FastifyInstance;
	beforeAll(async () => {
		app = await testApp();
	});
	afterAll(() => app.close());

	const pageSettings = async (scenario: string) => {
		await control(app, 'POST', 'reset', { scenario, seed: 5 });
		return inlineGlobal<PageSettings>(
			(await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/overview')).html,
			'wcpaySettings'
		);
	};

	it('seeds every scenario consistently', async () => {
		for (const scenario of scenarioNames()) {
			const settings = await pageSettings(scenario);
			const account = await rest(app, 'GET', '/wc/v3/payments/accounts');
			expect([scenario, account.status]).toEqual([scenario, 200]);
			expect(settings.accountStatus).toEqual(account.body);
		}
		// Seeding every scenario includes `large` (100 000 transactions, ~2.5 s alone).
	}, 60_000);

	it('not-connected, no-account, invalid-account', async () => {
		expect(await pageSettings('not-connected')).toMatchObject({
			isJetpackConnected: false,
			isAccountConnected: false,
			isAccountValid: false,
			accountStatus: { error: true },
		});
		expect(await pageSettings('no-account')).toMatchObject({
			isJetpackConnected: true,
			isAccountConnected: false,
		});
		expect(await pageSettings('invalid-account')).toMatchObject({
			isAccountConnected: true,
			isAccountValid: false,
			accountStatus: { detailsSubmitted: false },
		});
	});

	it('sandbox is a test-drive account in test mode', async () => {
		expect(await pageSettings('sandbox')).toMatchObject({ testMode: true, testModeOnboarding: true });
		expect((await rest(app, 'GET', '/wc/v3/payments/settings')).body).toMatchObject({
			is_test_mode_enabled: true,
			is_test_mode_onboarding: true,
		});
	});

	it.each([
		['restricted-soon', 'restricted_soon'],
		['restricted', 'restricted'],
		['under-review', 'under_review'],
		['rejected', 'rejected.other'],
		['empty', 'complete'],
	])('%s has status %s', async (scenario, status) => {
		expect((await pageSettings(scenario)).accountStatus.status).toBe(status);
	});

	it('progressive has an incomplete progressive onboarding with a first transaction', async () => {
		const po = (await pageSettings('progressive')).accountStatus.progressiveOnboarding;
		expect(po).toMatchObject({ isEnabled: true, isComplete: false });
		expect(po.tpv).toBeGreaterThan(0);
		const days = (Date.now() - Date.parse(String(po.firstTransactionDate))) / 86_400_000;
		expect(days).toBeGreaterThan(1);
		expect(days).toBeLessThan(8);
	});

	it('seeds hostile strings into names', async () => {
		await control(app, 'POST', 'reset', {});
		const me = await rest<{ last_name: string }>(app, 'GET', '/wp/v2/users/me');
		expect(me.body.last_name).toContain(HOSTILE.scriptClose);
		const settings = (
			await rest<{ account_statement_descriptor: string }>(app, 'GET', '/wc/v3/payments/settings')
		).body;
		expect(settings.account_statement_descriptor).toMatch(/^[A-Z0-9 ]+$/);
	});
});

describe('Rng', () => {
	it('is deterministic and forks independently', () => {
		const a = new Rng(42);
		const b = new Rng(42);
		const seqA = Array.from({ length: 5 }, () => a.next());
		expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
		expect(new Rng(42).fork('x').id('acct_', 8)).toBe(new Rng(42).fork('x').id('acct_', 8));
		expect(new Rng(42).fork('x').next()).not.toBe(new Rng(42).fork('y').next());
		for (let i = 0; i < 100; i++) {
			const n = a.int(3, 5);
			expect(n >= 3 && n <= 5).toBe(true);
		}
	});
});
