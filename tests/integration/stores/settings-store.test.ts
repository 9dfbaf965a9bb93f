import { STORE_NAME, store } from '../../../src/data/settings';
import { testRegistry } from '../../support/registry';
import { withLiveServer } from './money-helpers';

const { control } = withLiveServer();

function registry() {
	const t = testRegistry(STORE_NAME, store);
	return { ...t, load: () => t.resolve().getSettings() };
}

type LoggedRequest = { method: string; path: string; status: number; body: unknown };

describe('settings store against the mock server', () => {
	it('loads the settings object with the nonce, saves an edit, and a fresh load sees it', async () => {
		const s = registry();
		const settings = await s.load();
		expect(settings.is_wcpay_enabled).toBe(true);
		expect(Array.isArray(settings.available_payment_method_ids)).toBe(true);

		s.dispatch().updateSettingsValues({
			account_statement_descriptor: 'INTEGRATION',
			is_debug_log_enabled: true,
		});
		await expect(s.dispatch().saveSettings()).resolves.toBe(true);
		expect(s.select().isDirty()).toBe(false);
		expect(s.notices()).toContain('Settings saved.');

		const fresh = registry();
		const reloaded = await fresh.load();
		expect(reloaded.account_statement_descriptor).toBe('INTEGRATION');
		expect(reloaded.is_debug_log_enabled).toBe(true);

		const log = (await control('GET', 'requests')) as LoggedRequest[];
		expect(log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'GET /wc/v3/payments/settings 200',
			'POST /wc/v3/payments/settings 200',
			'GET /wc/v3/payments/settings 200',
		]);
	});

	it('enabling a payment method comes back with its status', async () => {
		const s = registry();
		const settings = await s.load();
		const off = settings.available_payment_method_ids.find(
			(id: string) => !settings.enabled_payment_method_ids.includes(id)
		);
		expect(off).toBeDefined();
		s.dispatch().togglePaymentMethod(off, true);
		await s.dispatch().saveSettings();
		expect(s.select().getSettings().enabled_payment_method_ids).toContain(off);
		expect(['active', 'pending']).toContain(s.select().getSettings().payment_method_statuses[off]);
		// The answer's data.payment_method_statuses (spec 001 §7.1) went into the statuses, nothing else.
		expect(s.select().getSettings()).not.toHaveProperty('data');
	});

	it('an invalid value is refused by the server, changes nothing, and the edit stays dirty', async () => {
		const s = registry();
		await s.load();
		s.dispatch().updateSettingsValues({ account_statement_descriptor: '<b>x</b>' });
		await expect(s.dispatch().saveSettings()).resolves.toBe(false);
		expect(s.select().isDirty()).toBe(true);
		expect(s.select().getSavingError().code).toBe('rest_invalid_param');
		expect(s.notices()[0]).toMatch(/^Error saving settings\./);

		const fresh = registry();
		expect((await fresh.load()).account_statement_descriptor).not.toBe('<b>x</b>');
	});

	it('an injected fault on POST /settings shows the catalogue message with the server text', async () => {
		await control('POST', 'faults', {
			method: 'POST',
			path: '/wc/v3/payments/settings',
			status: 503,
			code: 'wcpay_server_error',
			message: 'Try again later.',
		});
		const s = registry();
		await s.load();
		s.dispatch().updateSettingsValues({ is_debug_log_enabled: true });
		await s.dispatch().saveSettings();
		expect(s.notices()).toContain('Error saving settings. Try again later.');
		expect(s.select().isDirty()).toBe(true);
		// The fault was used once: the retry succeeds.
		await expect(s.dispatch().saveSettings()).resolves.toBe(true);
	});

	it('a single option is saved through POST /settings/{option}', async () => {
		const s = registry();
		await expect(s.dispatch().saveOption('is_debug_log_enabled', true)).resolves.toBe(true);
		expect((await registry().load()).is_debug_log_enabled).toBe(true);
		await expect(s.dispatch().saveOption('not_an_option', true)).resolves.toBe(false);
		expect(s.notices()).toContain('Error saving option');
	});
});
