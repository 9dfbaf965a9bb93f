/**
 * Tax details (spec 000 §3 "VAT record", §5 "Tax step 1/2", §7): the tax-number check of
 * `GET /wc/v3/payments/vat/{number}` and the VAT record `POST /wc/v3/payments/vat` saves on the account.
 *
 * A number is read for the account's country (`account.country`): upper-cased, spaces, dots, hyphens and
 * slashes dropped, and the country's prefix (src/data/vat/tax-id.ts: EL for GR, CHE for CH, the country code
 * elsewhere, none for AU/JP/NZ/SG) dropped when typed. Formats: AU 11 digits (ABN), JP 13 digits (Corporate
 * Number), NZ 8 or 9 digits (IRD Number), SG a UEN (8 or 9 digits and a letter, or e.g. T08LL0001A) or a GST
 * registration number (M, a digit or letter, 7 digits, a letter), others 8 to 12 digits. A badly formed number
 * is a 400 `wcpay_invalid_tax_number`; a well-formed one ending in 0000 is registered to no business (400
 * `wcpay_tax_number_not_registered`); any other is valid and answers the business it is registered to, made
 * up deterministically from the number. Messages are plain sentences the page shows as they come.
 *
 * The record lives on the account document (`account.vat`, not part of the account status); saving it sets
 * `hasSubmittedVatData`, so the page settings and `GET /accounts` say so from then on.
 */
import { taxIdKind, taxIdPrefix, type TaxIdKind } from '../../src/data/vat/tax-id';
import {
	VAT_ADDRESS_MAX,
	VAT_NAME_MAX,
	VAT_NUMBER_MAX,
	type VatDetails,
	type VatValidation,
} from '../../src/data/vat/types';
import { allCountries } from '../host/reference-data';
import { errors, WpError } from '../util/wp-error';
import type { JsonObject } from '../util/json';
import type { MockState } from './state';

/** The name of each kind of number in the messages. */
const KIND_NAMES: Record<TaxIdKind, string> = {
	abn: 'ABN',
	corporate_number: 'Corporate Number',
	ird_number: 'IRD Number',
	uen_or_gst: 'UEN or GST number',
	vat_number: 'VAT Number',
};

const FORMATS: Record<TaxIdKind, RegExp> = {
	abn: /^\d{11}$/,
	corporate_number: /^\d{13}$/,
	ird_number: /^\d{8,9}$/,
	uen_or_gst: /^(\d{8,9}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z]|M[0-9A-Z]\d{7}[A-Z])$/,
	vat_number: /^\d{8,12}$/,
};

/** What a well-formed number looks like, for the message of a badly formed one. */
function formatRule(kind: TaxIdKind, prefix: string): string {
	switch (kind) {
		case 'abn':
			return 'an ABN has 11 digits, for example 12 345 678 901.';
		case 'corporate_number':
			return 'a Corporate Number has 13 digits, for example 1234567890123.';
		case 'ird_number':
			return 'an IRD Number has 8 or 9 digits, for example 99-999-999 or 999-999-999.';
		case 'uen_or_gst':
			return 'enter a UEN (for example 200312345A) or a GST registration number (for example M91234567X).';
		case 'vat_number':
			return `a VAT Number has 8 to 12 digits after the country prefix ${prefix.trim()}, for example ${prefix}123456789.`;
	}
}

/** The account's country; 404 without an account. */
function accountCountry(state: MockState): string {
	const account = state.account();
	if (!account) {
		throw new WpError(404, 'wcpay_account_not_found', 'There is no payments account.');
	}
	return account.country;
}

/**
 * The canonical form of a tax number for a country (prefix and digits, no separators), or a 400 with a
 * message naming the number and the expected format.
 */
export function checkTaxNumber(raw: string, country: string): string {
	const kind = taxIdKind(country);
	const prefix = taxIdPrefix(country);
	const shown = raw.trim().slice(0, VAT_NUMBER_MAX);
	let compact = raw.toUpperCase().replace(/[\s.\-/]/g, '');
	const bare = prefix.trim();
	if (bare && compact.startsWith(bare)) {
		compact = compact.slice(bare.length);
	}
	if (raw.length > VAT_NUMBER_MAX || !FORMATS[kind].test(compact)) {
		throw new WpError(
			400,
			'wcpay_invalid_tax_number',
			`The ${KIND_NAMES[kind]} "${shown}" is not valid: ${formatRule(kind, prefix)}`
		);
	}
	if (compact.endsWith('0000')) {
		throw new WpError(
			400,
			'wcpay_tax_number_not_registered',
			`The ${KIND_NAMES[kind]} ${bare ? `${bare} ` : ''}${compact} is not registered to any business.`
		);
	}
	return `${bare}${compact}`;
}

/** A small stable hash of a string (FNV-1a). */
function hash(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

const BUSINESS_NAMES = [
	'Lovelace Analytical Engines Ltd',
	'Babbage & Daughters Trading',
	'Unicorn Supplies "North" <b>Ltd</b>',
	'Difference Engine Works',
];
const STREETS = ['Analytical Way', 'Market Street', 'Harbour Road', 'Engine Lane'];
const CITIES = ['Springfield', 'Riverside', 'Fairview', 'Lakeside'];

/** The business a valid number is registered to (made up from the number, the same every time). */
export function registeredBusiness(vatNumber: string, country: string): { name: string; address: string } {
	const h = hash(vatNumber);
	const countryName = allCountries()[country] ?? country;
	return {
		name: BUSINESS_NAMES[h % BUSINESS_NAMES.length],
		address: `${(h % 200) + 1} ${STREETS[(h >>> 8) % STREETS.length]}\n${
			CITIES[(h >>> 16) % CITIES.length]
		}\n${countryName}`,
	};
}

/** GET /vat/{number}: the registered business of a valid number. */
export function validateVat(state: MockState, raw: string): VatValidation {
	const country = accountCountry(state);
	const vatNumber = checkTaxNumber(raw, country);
	return { vat_number: vatNumber, ...registeredBusiness(vatNumber, country) };
}

/** A required text parameter, trimmed; its reason when it is not usable. */
function requiredText(value: unknown, label: string, max: number): { value?: string; reason?: string } {
	if (typeof value !== 'string') {
		return { reason: `${label} must be a string.` };
	}
	const trimmed = value.trim();
	if (trimmed === '') {
		return { reason: `${label} is required.` };
	}
	if (trimmed.length > max) {
		return { reason: `${label} must be at most ${max} characters.` };
	}
	return { value: trimmed };
}

/**
 * POST /vat `{ vat_number?, name, address }`: checks everything first (nothing is stored on a bad request),
 * then saves the record on the account and marks tax data submitted. Answers the record.
 */
export function saveVatDetails(state: MockState, body: JsonObject): VatDetails {
	const country = accountCountry(state);
	const missing = ['name', 'address'].filter((key) => body[key] === undefined || body[key] === null);
	if (missing.length > 0) {
		throw errors.missingParams(missing);
	}
	const bad: Record<string, string> = {};
	const name = requiredText(body.name, 'The business name', VAT_NAME_MAX);
	const address = requiredText(body.address, 'The address', VAT_ADDRESS_MAX);
	if (name.reason) {
		bad.name = name.reason;
	}
	if (address.reason) {
		bad.address = address.reason;
	}
	const rawNumber = body.vat_number;
	if (rawNumber !== undefined && rawNumber !== null && typeof rawNumber !== 'string') {
		bad.vat_number = 'The tax number must be a string.';
	}
	if (Object.keys(bad).length > 0) {
		throw errors.invalidParams(bad);
	}
	const vatNumber =
		typeof rawNumber === 'string' && rawNumber.trim() !== '' ? checkTaxNumber(rawNumber, country) : null;
	const record: VatDetails = { vat_number: vatNumber, name: name.value!, address: address.value! };
	state.patchAccount({ hasSubmittedVatData: true, vat: record });
	return record;
}
