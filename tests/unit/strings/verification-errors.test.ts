/**
 * Identity-verification error messages (spec 000 §5, §8): each code the spec names reads as its own
 * message, `invalid_value_other` is ignored, unknown codes show the provider's reason, duplicates go.
 */
import { requirementErrorMessage, requirementErrorMessages } from '../../../src/strings/verification-errors';

const NAMED_CODES = [
	// address
	'invalid_street_address',
	'invalid_address_city_state_postal_code',
	'verification_failed_address_match',
	'verification_document_address_mismatch',
	// document: missing, corrupt, expired, copy, greyscale, mismatch, too large
	'verification_document_missing_front',
	'verification_document_missing_back',
	'verification_document_corrupt',
	'verification_document_expired',
	'verification_document_failed_copy',
	'verification_document_failed_greyscale',
	'verification_document_name_mismatch',
	'verification_document_dob_mismatch',
	'verification_document_too_large',
	// ID number, name, tax ID
	'verification_failed_id_number_match',
	'verification_document_id_number_mismatch',
	'verification_failed_name_match',
	'verification_failed_tax_id_match',
	'invalid_tax_id',
	// owners, executives
	'verification_missing_owners',
	'verification_missing_executives',
	'invalid_dob_age_under_18',
];

describe('requirement error messages', () => {
	it.each(NAMED_CODES)('%s has its own message, not the provider reason', (code) => {
		const message = requirementErrorMessage({ code, reason: 'provider text' });
		expect(message).toBeTruthy();
		expect(message).not.toBe('provider text');
	});

	it('names each problem in its own words', () => {
		const texts = NAMED_CODES.map((code) => requirementErrorMessage({ code }));
		expect(requirementErrorMessage({ code: 'invalid_dob_age_under_18' })).toBe(
			'Underage. Age must be at least 18.'
		);
		expect(requirementErrorMessage({ code: 'verification_document_too_large' })).toContain('10 MB');
		expect(requirementErrorMessage({ code: 'verification_document_expired' })).toMatch(/expired/);
		expect(requirementErrorMessage({ code: 'verification_document_failed_greyscale' })).toMatch(
			/black and white/
		);
		expect(requirementErrorMessage({ code: 'verification_missing_owners' })).toMatch(/owners/);
		expect(requirementErrorMessage({ code: 'verification_missing_executives' })).toMatch(/executives/);
		expect(requirementErrorMessage({ code: 'verification_failed_tax_id_match' })).toMatch(/tax ID/);
		// Front and back missing read the same; otherwise the named problems differ.
		expect(new Set(texts).size).toBeGreaterThanOrEqual(NAMED_CODES.length - 2);
	});

	it('ignores invalid_value_other, shows the reason of an unknown code, and nothing without one', () => {
		expect(requirementErrorMessage({ code: 'invalid_value_other', reason: 'Invalid value.' })).toBeNull();
		expect(requirementErrorMessage({ code: 'brand_new_code', reason: ' Check the bank account. ' })).toBe(
			'Check the bank account.'
		);
		expect(requirementErrorMessage({ code: 'brand_new_code' })).toBeNull();
	});

	it('lists each message once, in order', () => {
		expect(
			requirementErrorMessages([
				{ code: 'verification_document_expired', reason: 'a' },
				{ code: 'invalid_value_other', reason: 'b' },
				{ code: 'verification_document_missing_front', reason: 'c' },
				{ code: 'verification_document_missing_back', reason: 'd' },
				{ code: 'verification_document_expired', reason: 'e' },
				{ code: 'unknown', reason: 'Call us.' },
				{ code: 'unknown_too', reason: 'Call us.' },
			])
		).toEqual([
			requirementErrorMessage({ code: 'verification_document_expired' }),
			requirementErrorMessage({ code: 'verification_document_missing_front' }),
			'Call us.',
		]);
		expect(requirementErrorMessages(undefined)).toEqual([]);
	});
});
