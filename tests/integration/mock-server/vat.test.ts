/** @jest-environment node */
/**
 * Tax details routes (spec 000 §3, §5, §7; mock-server/routes/vat.ts, domain/vat.ts): `GET /vat/{number}` for
 * the account country's format (AU, JP, NZ, SG, GR with EL, CH with CHE, a VAT country), the server's message
 * for a badly formed or unregistered number, `POST /vat` (trimmed, required name and address, the number
 * checked again; nothing stored on bad input), the flag in the page settings and `GET /accounts` after a
 * save, no account, nonce and capability.
 */
import type { FastifyInstance } from 'fastify';

import type { VatDetails, VatValidation } from '../../../src/data/vat/types';
import type { WcpaySettings } from '../../../src/settings/types';
import { NOW, control, inlineGlobal, page, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const BASE = '/wc/v3/payments/vat';
type WpErr = { code: string; message: string; data: { status: number; params?: unknown } };

const reset = (scenario = 'established') =>
	control(app, 'POST', 'reset', { scenario, now: NOW.toISOString() });
const setCountry = (country: string) => control(app, 'PATCH', 'account', { country });
const validate = (number: string) =>
	rest<VatValidation & WpErr>(app, 'GET', `${BASE}/${encodeURIComponent(number)}`);
const account = async () => (await control<Record<string, unknown>>(app, 'GET', 'account')).body;
const pageSettings = async () =>
	inlineGlobal<WcpaySettings>(
		(await page(app, '/wp-admin/admin.php?page=wc-admin&path=/payments/documents')).html,
		'wcpaySettings'
	);

describe('GET /vat/{number}', () => {
	beforeEach(() => reset());

	it.each([
		['US', '123456789', 'US123456789'],
		['US', 'US 123 456 789', 'US123456789'],
		['DE', 'DE123456789012', 'DE123456789012'],
		['GR', '123456789', 'EL123456789'],
		['GR', 'EL 123456789', 'EL123456789'],
		['CH', 'CHE-123.456.789', 'CHE123456789'],
		['AU', '51 824 753 556', '51824753556'],
		['JP', '1234567890123', '1234567890123'],
		['NZ', '49-091-850', '49091850'],
		['NZ', '049-091-850', '049091850'],
		['SG', '200312345A', '200312345A'],
		['SG', 'M91234567X', 'M91234567X'],
	])('%s: %s is valid (%s) and names the registered business', async (country, number, canonical) => {
		await setCountry(country);
		const answer = await validate(number);
		expect(answer.status).toBe(200);
		expect(answer.body.vat_number).toBe(canonical);
		expect(answer.body.name.length).toBeGreaterThan(0);
		expect(answer.body.address.split('\n')).toHaveLength(3);
		// Deterministic.
		expect((await validate(number)).body).toEqual(answer.body);
	});

	it.each([
		[
			'US',
			'1234567',
			'The VAT Number "1234567" is not valid: a VAT Number has 8 to 12 digits after the country prefix US',
		],
		['DE', '1234567890123', 'The VAT Number "1234567890123" is not valid'],
		[
			'GR',
			'GR123456789',
			'The VAT Number "GR123456789" is not valid: a VAT Number has 8 to 12 digits after the country prefix EL',
		],
		['AU', '1234567890', 'The ABN "1234567890" is not valid: an ABN has 11 digits'],
		[
			'JP',
			'123456789012',
			'The Corporate Number "123456789012" is not valid: a Corporate Number has 13 digits',
		],
		['NZ', '1234567', 'The IRD Number "1234567" is not valid: an IRD Number has 8 or 9 digits'],
		['SG', '12345', 'The UEN or GST number "12345" is not valid'],
		['US', 'abcdefghi', 'The VAT Number "abcdefghi" is not valid'],
	])('%s: %s is refused with a message', async (country, number, message) => {
		await setCountry(country);
		const answer = await validate(number);
		expect(answer.status).toBe(400);
		expect(answer.body.code).toBe('wcpay_invalid_tax_number');
		expect(answer.body.message).toContain(message);
		expect(answer.body.data.status).toBe(400);
	});

	it('a well-formed number ending in 0000 is registered to no business', async () => {
		const answer = await validate('123450000');
		expect(answer.status).toBe(400);
		expect(answer.body).toMatchObject({
			code: 'wcpay_tax_number_not_registered',
			message: 'The VAT Number US 123450000 is not registered to any business.',
		});
	});

	it('validating changes nothing', async () => {
		await validate('123456789');
		expect((await account()).hasSubmittedVatData).toBe(false);
		expect((await account()).vat).toBeUndefined();
	});

	it('404 without an account; 403 without the nonce or the capability', async () => {
		expect((await validate('123456789')).status).toBe(200);
		const noNonce = await rest<WpErr>(app, 'GET', `${BASE}/123456789`, { nonce: null });
		expect(noNonce.status).toBe(403);
		expect(noNonce.body.code).toBe('rest_cookie_invalid_nonce');
		const wrong = await rest<WpErr>(app, 'GET', `${BASE}/123456789`, { nonce: 'nope' });
		expect(wrong.status).toBe(403);
		await control(app, 'PATCH', 'user', { capabilities: [] });
		const noCap = await rest<WpErr>(app, 'GET', `${BASE}/123456789`);
		expect(noCap.status).toBe(403);
		expect(noCap.body.code).toBe('woocommerce_rest_cannot_view');
		await reset('no-account');
		const none = await validate('123456789');
		expect(none.status).toBe(404);
		expect(none.body.code).toBe('wcpay_account_not_found');
	});
});

describe('POST /vat', () => {
	beforeEach(() => reset());

	const post = (body: unknown, options: { nonce?: string | null } = {}) =>
		rest<VatDetails & WpErr>(app, 'POST', BASE, { body, ...options });

	it('the established scenario starts without tax data', async () => {
		expect((await pageSettings()).accountStatus.hasSubmittedVatData).toBe(false);
	});

	it('saves the trimmed record with the number, flips the flag in the page settings and GET /accounts', async () => {
		const answer = await post({
			vat_number: ' 123 456 789 ',
			name: '  Ada Ltd ',
			address: '\n1 Main St\nSpringfield  ',
		});
		expect(answer.status).toBe(200);
		expect(answer.body).toEqual({
			vat_number: 'US123456789',
			name: 'Ada Ltd',
			address: '1 Main St\nSpringfield',
		});
		expect((await account()).vat).toEqual(answer.body);
		expect((await account()).hasSubmittedVatData).toBe(true);
		const settings = await pageSettings();
		expect(settings.accountStatus.hasSubmittedVatData).toBe(true);
		// The record itself is not part of the account status.
		expect(settings.accountStatus).not.toHaveProperty('vat');
		const accounts = await rest<Record<string, unknown>>(app, 'GET', '/wc/v3/payments/accounts');
		expect(accounts.body.hasSubmittedVatData).toBe(true);
		expect(accounts.body).not.toHaveProperty('vat');
	});

	it('without a number (absent, null or blank) the record has none; PUT works too', async () => {
		expect((await post({ name: 'Ada', address: 'Here' })).body).toEqual({
			vat_number: null,
			name: 'Ada',
			address: 'Here',
		});
		expect((await post({ vat_number: null, name: 'Ada', address: 'Here' })).body.vat_number).toBeNull();
		expect((await post({ vat_number: '  ', name: 'Ada', address: 'Here' })).body.vat_number).toBeNull();
		const put = await rest<VatDetails>(app, 'PUT', BASE, { body: { name: 'B', address: 'C' } });
		expect(put.status).toBe(200);
	});

	it.each([
		['no name', { address: 'Here' }, 400, 'rest_missing_callback_param'],
		['no address', { name: 'Ada' }, 400, 'rest_missing_callback_param'],
		['a blank name', { name: '   ', address: 'Here' }, 400, 'rest_invalid_param'],
		['a blank address', { name: 'Ada', address: '\n\t ' }, 400, 'rest_invalid_param'],
		['a name not a string', { name: 42, address: 'Here' }, 400, 'rest_invalid_param'],
		['a name over 200 characters', { name: 'x'.repeat(201), address: 'Here' }, 400, 'rest_invalid_param'],
		[
			'an address over 1000 characters',
			{ name: 'Ada', address: 'x'.repeat(1001) },
			400,
			'rest_invalid_param',
		],
		[
			'a number not a string',
			{ name: 'Ada', address: 'Here', vat_number: 123456789 },
			400,
			'rest_invalid_param',
		],
		[
			'a badly formed number',
			{ name: 'Ada', address: 'Here', vat_number: '12' },
			400,
			'wcpay_invalid_tax_number',
		],
		[
			'an unregistered number',
			{ name: 'Ada', address: 'Here', vat_number: '123450000' },
			400,
			'wcpay_tax_number_not_registered',
		],
		['a body not an object', [1, 2], 400, 'rest_invalid_param'],
	])('%s → 400, nothing stored', async (_label, body, status, code) => {
		const answer = await post(body);
		expect(answer.status).toBe(status);
		expect(answer.body.code).toBe(code);
		expect(answer.body.message.length).toBeGreaterThan(0);
		expect((await account()).hasSubmittedVatData).toBe(false);
		expect((await account()).vat).toBeUndefined();
	});

	it('names each bad field', async () => {
		const answer = await post({ name: ' ', address: '' });
		expect(answer.body.data.params).toEqual({
			name: 'The business name is required.',
			address: 'The address is required.',
		});
	});

	it('403 without the nonce, nothing stored; 404 without an account', async () => {
		const answer = await post({ name: 'Ada', address: 'Here' }, { nonce: null });
		expect(answer.status).toBe(403);
		expect(answer.body.code).toBe('rest_cookie_invalid_nonce');
		expect((await account()).hasSubmittedVatData).toBe(false);
		await reset('no-account');
		expect((await post({ name: 'Ada', address: 'Here' })).status).toBe(404);
	});

	it('a reset starts without tax data again', async () => {
		await post({ name: 'Ada', address: 'Here' });
		await reset();
		expect((await account()).hasSubmittedVatData).toBe(false);
		expect((await account()).vat).toBeUndefined();
	});
});
