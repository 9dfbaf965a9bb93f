/**
 * The payment settings' client-side rules (spec 001 §5): no field is required — an empty statement
 * descriptor (and empty kanji / kana ones) saves, the rules apply only to what is typed — and the Japanese
 * descriptors follow the account's country (`accountStatus.country`, spec 001 §3.10).
 */
import { isJapaneseAccount, validateSettings } from '../../../src/pages/payment-settings/validation';
import { setPageGlobals } from '../../support/page-globals';
import { SETTINGS } from './fixtures';

const settings = (patch: Record<string, unknown> = {}) => ({ ...SETTINGS, ...patch }) as typeof SETTINGS;

describe('no field is required (spec 001 §5)', () => {
	it('an empty statement descriptor is valid; a typed one follows the rules', () => {
		expect(validateSettings(settings({ account_statement_descriptor: '' }))).toEqual({});
		expect(validateSettings(settings({ account_statement_descriptor: '   ' }))).toEqual({});
		expect(validateSettings(settings({ account_statement_descriptor: 'ABC' }))).toEqual({
			account_statement_descriptor:
				'The statement descriptor must be between 5 and 22 characters long.',
		});
		expect(validateSettings(settings({ account_statement_descriptor: '12345678' }))).toEqual({
			account_statement_descriptor: 'The statement descriptor must contain at least one letter.',
		});
	});

	it('empty kanji and kana descriptors of a Japanese account are valid; typed ones follow the rules', () => {
		const japan = { account_domestic_currency: 'jpy', account_statement_descriptor: '' };
		expect(
			validateSettings(
				settings({
					...japan,
					account_statement_descriptor_kanji: '',
					account_statement_descriptor_kana: '',
				}),
				'JP'
			)
		).toEqual({});
		expect(
			validateSettings(
				settings({ ...japan, account_statement_descriptor_kanji: 'あ'.repeat(18) }),
				'JP'
			)
		).toEqual({
			account_statement_descriptor_kanji:
				'The statement descriptor must be between 1 and 17 characters long.',
		});
	});

	it('empty contacts are valid; typed ones must be an e-mail and a phone number', () => {
		expect(
			validateSettings(
				settings({ account_business_support_email: '', account_business_support_phone: '' })
			)
		).toEqual({});
		expect(validateSettings(settings({ account_business_support_email: 'nope' }))).toEqual({
			account_business_support_email: 'Error: Invalid email address.',
		});
	});
});

describe('Japanese account (spec 001 §3.10 accountStatus.country)', () => {
	it('reads the page setting accountStatus.country', () => {
		setPageGlobals({ wcpay: { accountStatus: { country: 'JP' } as never } });
		expect(isJapaneseAccount(settings({ account_domestic_currency: 'usd' }))).toBe(true);
		setPageGlobals({ wcpay: { accountStatus: { country: 'US' } as never } });
		expect(isJapaneseAccount(settings({ account_domestic_currency: 'jpy' }))).toBe(false);
	});

	it('falls back to a yen domestic currency without a country', () => {
		expect(isJapaneseAccount(settings({ account_domestic_currency: 'jpy' }), '')).toBe(true);
		expect(isJapaneseAccount(settings({ account_domestic_currency: 'usd' }), '')).toBe(false);
	});
});
