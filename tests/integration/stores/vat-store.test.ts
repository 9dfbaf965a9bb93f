/**
 * The tax-details store against the real mock server (spec 000 §7, §8): `validateVatNumber` asks
 * `GET /vat/{number}` (the number encoded as one segment) and answers the registered business or the server's
 * error; `saveVatDetails` posts the trimmed record (the number only when there is one), keeps the answer, and
 * a failure changes nothing and raises no notice.
 */
import { STORE_NAME, store } from '../../../src/data/vat';
import { testRegistry } from '../../support/registry';
import { withLiveServer } from './money-helpers';

const { control } = withLiveServer();

type Logged = { method: string; path: string; body: unknown; status: number };
const vatCalls = async () =>
	((await control('GET', 'requests')) as Logged[]).filter((r) => r.path.startsWith('/wc/v3/payments/vat'));

describe('tax-details store', () => {
	it('validates a number: the registered business, through GET /vat/{number}', async () => {
		const t = testRegistry(STORE_NAME, store);
		const result = await t.dispatch().validateVatNumber('123 456 789');
		expect(result.error).toBeUndefined();
		expect(result.data).toMatchObject({ vat_number: 'US123456789' });
		expect(result.data.name).not.toBe('');
		expect(await vatCalls()).toEqual([
			expect.objectContaining({ method: 'GET', path: '/wc/v3/payments/vat/123 456 789', status: 200 }),
		]);
	});

	it("answers the server's error for an invalid number, with no notice", async () => {
		const t = testRegistry(STORE_NAME, store);
		const result = await t.dispatch().validateVatNumber('12');
		expect(result.data).toBeUndefined();
		expect(result.error).toMatchObject({
			code: 'wcpay_invalid_tax_number',
			message: expect.stringContaining('The VAT Number "12" is not valid'),
		});
		expect(t.notices()).toEqual([]);
	});

	it('saves the trimmed record, keeps it, and the account says tax data was submitted', async () => {
		const t = testRegistry(STORE_NAME, store);
		expect(t.select().getSavedVatDetails()).toBeNull();
		const result = await t
			.dispatch()
			.saveVatDetails({ vat_number: null, name: ' Ada Ltd ', address: ' 1 Main St\n' });
		expect(result.data).toEqual({ vat_number: null, name: 'Ada Ltd', address: '1 Main St' });
		expect(t.select().getSavedVatDetails()).toEqual(result.data);
		const [post] = await vatCalls();
		expect(post).toMatchObject({
			method: 'POST',
			body: { name: 'Ada Ltd', address: '1 Main St' },
			status: 200,
		});
		const account = (await control('GET', 'account')) as { hasSubmittedVatData: boolean };
		expect(account.hasSubmittedVatData).toBe(true);
	});

	it('a failed save keeps nothing', async () => {
		const t = testRegistry(STORE_NAME, store);
		const result = await t.dispatch().saveVatDetails({ vat_number: '12', name: 'Ada', address: 'Here' });
		expect(result.error).toMatchObject({ code: 'wcpay_invalid_tax_number' });
		expect(t.select().getSavedVatDetails()).toBeNull();
		expect(t.notices()).toEqual([]);
		const account = (await control('GET', 'account')) as { hasSubmittedVatData: boolean };
		expect(account.hasSubmittedVatData).toBe(false);
	});
});
