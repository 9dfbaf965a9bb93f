/**
 * The tax-details rules (spec 000 §5 "Tax step 1", "Tax step 2"): the label, format hint and prefix by account
 * country (AU ABN, JP Corporate Number, NZ IRD Number, SG UEN or GST number, others VAT Number with their
 * code; GR → EL, CH → CHE), the prefix kept in the field, the number sent, the Continue and Confirm rules,
 * the trimmed POST body, and which document downloads wait for the tax details.
 */
import {
	canConfirm,
	canContinue,
	numberToValidate,
	taxIdFormatHint,
	taxIdLabel,
	taxIdPrefix,
	withPrefix,
} from '../../../src/components/tax-details/rules';
import { taxIdKind, vatDetailsBody, vatValidationPath } from '../../../src/data/vat';
import { needsTaxDetails } from '../../../src/pages/documents/tax-gate';

describe('label, format and prefix by country', () => {
	it.each([
		['AU', 'abn', 'ABN', '', /^11-digit number/],
		['JP', 'corporate_number', 'Corporate Number', '', /^13-digit number/],
		['NZ', 'ird_number', 'IRD Number', '', /^8-digit or 9-digit number/],
		['SG', 'uen_or_gst', 'UEN or GST number', '', /UEN .* GST registration number/],
		['GR', 'vat_number', 'VAT Number', 'EL ', /^8 to 12 digits with your country code prefix/],
		['CH', 'vat_number', 'VAT Number', 'CHE ', /^8 to 12 digits/],
		['DE', 'vat_number', 'VAT Number', 'DE ', /^8 to 12 digits/],
		['FR', 'vat_number', 'VAT Number', 'FR ', /^8 to 12 digits/],
		['US', 'vat_number', 'VAT Number', 'US ', /^8 to 12 digits/],
		['gb', 'vat_number', 'VAT Number', 'GB ', /^8 to 12 digits/],
	])('%s: %s, "%s", prefix "%s"', (country, kind, label, prefix, hint) => {
		expect(taxIdKind(country)).toBe(kind);
		expect(taxIdLabel(country)).toBe(label);
		expect(taxIdPrefix(country)).toBe(prefix);
		expect(taxIdFormatHint(country)).toMatch(hint);
	});

	it('no country: a VAT Number without a prefix', () => {
		expect(taxIdPrefix('')).toBe('');
		expect(taxIdLabel('')).toBe('VAT Number');
	});
});

describe('the number field keeps its prefix', () => {
	it('puts the prefix back when it is deleted or changed', () => {
		expect(withPrefix('E 123', 'DE ')).toBe('DE 123');
		expect(withPrefix('D 123', 'DE ')).toBe('DE 123');
		expect(withPrefix('E', 'DE ')).toBe('DE ');
		// Typed over the whole field, or pasted without the prefix: every character stays.
		expect(withPrefix('1', 'US ')).toBe('US 1');
		expect(withPrefix('123456789', 'EL ')).toBe('EL 123456789');
		expect(withPrefix(' 123 ', 'DE ')).toBe('DE 123');
		expect(withPrefix('RB123', 'FR ')).toBe('FR RB123');
		expect(withPrefix('', 'EL ')).toBe('EL ');
		expect(withPrefix('GR 123', 'EL ')).toBe('EL GR 123');
		expect(withPrefix('CH 123', 'CHE ')).toBe('CHE 123');
		expect(withPrefix('DE 123', 'DE ')).toBe('DE 123');
		expect(withPrefix('DE123', 'DE ')).toBe('DE123');
		expect(withPrefix('de 1', 'DE ')).toBe('de 1');
	});

	it('moves what was typed in front of the prefix after it (the caret was at the start)', () => {
		expect(withPrefix('1EL ', 'EL ')).toBe('EL 1');
		expect(withPrefix('1EL 23', 'EL ')).toBe('EL 123');
		expect(withPrefix('123456789EL ', 'EL ')).toBe('EL 123456789');
		expect(withPrefix('9CHE 123', 'CHE ')).toBe('CHE 9123');
		expect(withPrefix('1de 2', 'DE ')).toBe('DE 12');
		// The prefix's letters inside a number are the number's.
		expect(withPrefix('RBEL12', 'EL ')).toBe('EL RBEL12');
	});

	it('countries without a prefix take any value', () => {
		expect(withPrefix('', '')).toBe('');
		expect(withPrefix('12 345', '')).toBe('12 345');
	});

	it('sends the number without its prefix, trimmed', () => {
		expect(numberToValidate('EL 123456789', 'EL ')).toBe('123456789');
		expect(numberToValidate('CHE-123.456.789', 'CHE ')).toBe('-123.456.789');
		expect(numberToValidate('DE123456789 ', 'DE ')).toBe('123456789');
		expect(numberToValidate(' 12 345 678 901 ', '')).toBe('12 345 678 901');
		expect(numberToValidate('DE ', 'DE ')).toBe('');
		expect(vatValidationPath('12 345 678 901')).toBe('/wc/v3/payments/vat/12%20345%20678%20901');
	});
});

describe('Continue (step 1)', () => {
	const base = { hasNumber: true, value: 'DE ', prefix: 'DE ', isLoading: false };

	it('is disabled while the box is checked and only the prefix is entered', () => {
		expect(canContinue(base)).toBe(false);
		expect(canContinue({ ...base, value: 'DE   ' })).toBe(false);
		expect(canContinue({ ...base, value: '', prefix: '' })).toBe(false);
		expect(canContinue({ ...base, value: 'DE 1' })).toBe(true);
		expect(canContinue({ ...base, value: '5', prefix: '' })).toBe(true);
	});

	it('is disabled while loading', () => {
		expect(canContinue({ ...base, value: 'DE 123456789', isLoading: true })).toBe(false);
		expect(canContinue({ ...base, hasNumber: false, value: '', isLoading: true })).toBe(false);
	});

	it('without the box it goes on with no number', () => {
		expect(canContinue({ ...base, hasNumber: false, value: '' })).toBe(true);
	});
});

describe('Confirm (step 2) and what is sent', () => {
	it('needs a name and an address once trimmed, and not loading', () => {
		expect(canConfirm({ name: 'Ada Ltd', address: '1 Main St', isLoading: false })).toBe(true);
		expect(canConfirm({ name: '  ', address: '1 Main St', isLoading: false })).toBe(false);
		expect(canConfirm({ name: 'Ada Ltd', address: '\n\t', isLoading: false })).toBe(false);
		expect(canConfirm({ name: 'Ada Ltd', address: '1 Main St', isLoading: true })).toBe(false);
	});

	it('trims name and address; sends the number only when there is one', () => {
		expect(vatDetailsBody({ vat_number: null, name: ' Ada Ltd ', address: '\n1 Main St\n' })).toEqual({
			name: 'Ada Ltd',
			address: '1 Main St',
		});
		expect(vatDetailsBody({ vat_number: ' ', name: 'A', address: 'B' })).toEqual({
			name: 'A',
			address: 'B',
		});
		expect(vatDetailsBody({ vat_number: ' 123456789 ', name: 'A', address: 'B' })).toEqual({
			vat_number: '123456789',
			name: 'A',
			address: 'B',
		});
	});
});

describe('which downloads wait for the tax details', () => {
	it('a tax invoice while tax data is missing; nothing else', () => {
		expect(needsTaxDetails('vat_invoice', false)).toBe(true);
		expect(needsTaxDetails('vat_invoice', true)).toBe(false);
		expect(needsTaxDetails('mystery', false)).toBe(false);
	});
});
