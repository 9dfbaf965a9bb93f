import { __, sprintf } from '@wordpress/i18n';

import type { PaymentSettings } from '../../data/settings';
import type { ApiError } from '../../data/shared/types';
import { getPaymentsSettings } from '../../settings';

export type SettingsErrors = Partial<Record<keyof PaymentSettings, string>>;

const FORBIDDEN = /[<>"'*\\]/;
/** What the payments server takes as an email address (a domain ending in two or more letters). */
const EMAIL = /^[^\s@<>()[\]\\,;:"']+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** A phone number as the server takes it: digits, spaces, dashes, dots or brackets, optional leading +. */
const PHONE = /^\+?[0-9][0-9 ().-]*$/;
const PHONE_DIGITS = { min: 7, max: 15 };
/** Latin characters only (printable ASCII), as card networks print the descriptor. */
const LATIN = /^[\x20-\x7e]+$/;

/** The fields that show an error of their own (an id `wcpay-field-<key>` and a message under them). */
export const FIELDS_WITH_ERRORS = [
	'account_statement_descriptor',
	'account_statement_descriptor_kanji',
	'account_statement_descriptor_kana',
	'account_business_support_email',
	'account_business_support_phone',
	'payment_request_button_border_radius',
] as const satisfies ReadonlyArray<keyof PaymentSettings>;

/** The text fields a save sends trimmed: what the merchant sees checked is what is sent. */
export const TRIMMED_FIELDS = [
	'account_statement_descriptor',
	'account_statement_descriptor_kanji',
	'account_statement_descriptor_kana',
	'account_business_support_email',
	'account_business_support_phone',
] as const satisfies ReadonlyArray<keyof PaymentSettings>;

/**
 * The edits that trim the text fields, or none when they are trimmed already.
 *
 * @example
 * trimmedValues( { ...settings, account_statement_descriptor: ' MUG HOUSE ' } );
 * // { account_statement_descriptor: 'MUG HOUSE' }
 */
export function trimmedValues(settings: PaymentSettings): Partial<PaymentSettings> {
	const edits: Partial<Record<(typeof TRIMMED_FIELDS)[number], string>> = {};
	for (const key of TRIMMED_FIELDS) {
		const value = settings[key];
		if (typeof value === 'string' && value.trim() !== value) {
			edits[key] = value.trim();
		}
	}
	return edits;
}

/** The rule a typed descriptor breaks; an empty one breaks none (no field is required, spec 001 §5). */
function descriptorError(value: string, min: number, max: number, needsLatin: boolean): string | undefined {
	const v = value.trim();
	if (v === '') {
		return undefined;
	}
	if (v.length < min || v.length > max) {
		return sprintfLength(min, max);
	}
	if (FORBIDDEN.test(v)) {
		return __(
			'The statement descriptor cannot contain the characters < > \\ * " \'.',
			'woocommerce-payments'
		);
	}
	if (needsLatin && !/[a-z]/i.test(v)) {
		return __('The statement descriptor must contain at least one letter.', 'woocommerce-payments');
	}
	if (needsLatin && !LATIN.test(v)) {
		return __('The statement descriptor may only contain Latin characters.', 'woocommerce-payments');
	}
	return undefined;
}

function sprintfLength(min: number, max: number): string {
	return sprintf(
		/* translators: 1: minimum length, 2: maximum length */
		__('The statement descriptor must be between %1$d and %2$d characters long.', 'woocommerce-payments'),
		min,
		max
	);
}

/**
 * Whether the account needs the Japanese kanji and kana descriptors: an account in Japan (the page setting
 * `accountStatus.country`, spec 001 §3.10); without it, a yen domestic currency says so.
 */
export function isJapaneseAccount(
	settings: PaymentSettings,
	country: string | undefined = getPaymentsSettings()?.accountStatus?.country
): boolean {
	if (country) {
		return country.toUpperCase() === 'JP';
	}
	return (settings.account_domestic_currency || '').toLowerCase() === 'jpy';
}

/**
 * Client-side checks before a save, of what is typed only (no field is required, spec 001 §5); the server
 * checks the same and answers a 400 otherwise.
 */
export function validateSettings(
	settings: PaymentSettings,
	country: string | undefined = getPaymentsSettings()?.accountStatus?.country
): SettingsErrors {
	const errors: SettingsErrors = {};
	const descriptor = descriptorError(settings.account_statement_descriptor || '', 5, 22, true);
	if (descriptor) {
		errors.account_statement_descriptor = descriptor;
	}
	if (isJapaneseAccount(settings, country)) {
		const kanji = descriptorError(settings.account_statement_descriptor_kanji || '', 1, 17, false);
		if (kanji) {
			errors.account_statement_descriptor_kanji = kanji;
		}
		const kana = descriptorError(settings.account_statement_descriptor_kana || '', 1, 22, false);
		if (kana) {
			errors.account_statement_descriptor_kana = kana;
		}
	}
	const email = (settings.account_business_support_email || '').trim();
	if (email && !EMAIL.test(email)) {
		errors.account_business_support_email = __('Error: Invalid email address.', 'woocommerce-payments');
	}
	const phone = (settings.account_business_support_phone || '').trim();
	const digits = phone.replace(/\D/g, '').length;
	if (phone && (!PHONE.test(phone) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max)) {
		errors.account_business_support_phone = __('Error: Invalid phone number.', 'woocommerce-payments');
	}
	const radius = settings.payment_request_button_border_radius;
	if (radius !== null && (!Number.isInteger(radius) || radius < 0 || radius > 30)) {
		errors.payment_request_button_border_radius = __(
			'The border radius must be a whole number from 0 to 30.',
			'woocommerce-payments'
		);
	}
	return errors;
}

/**
 * The field errors of a save the server refused: `rest_invalid_param` names each bad field and its reason
 * in `data.params`; only the fields this page checks count (the others are said by the save notice).
 *
 * @example
 * serverFieldErrors( { code: 'rest_invalid_param', message: '…', data: { status: 400, params: {
 * 	account_business_support_phone: 'Invalid phone number: …' } } } );
 * // { account_business_support_phone: 'Invalid phone number: …' }
 */
export function serverFieldErrors(error: ApiError | null | undefined): SettingsErrors {
	const params = error?.code === 'rest_invalid_param' ? error.data?.params : undefined;
	const errors: SettingsErrors = {};
	if (!params || typeof params !== 'object') {
		return errors;
	}
	for (const [key, reason] of Object.entries(params)) {
		if ((FIELDS_WITH_ERRORS as readonly string[]).includes(key) && typeof reason === 'string' && reason) {
			errors[key as (typeof FIELDS_WITH_ERRORS)[number]] = reason;
		}
	}
	return errors;
}

/** Monthly payout anchor input (spec 001 §5): an empty string becomes null, otherwise an integer. */
export function parseMonthlyAnchor(value: string): number | null {
	if (value === '') {
		return null;
	}
	const n = parseInt(value, 10);
	return Number.isNaN(n) ? null : n;
}
