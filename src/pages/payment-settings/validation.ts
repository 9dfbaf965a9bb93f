import { __, sprintf } from '@wordpress/i18n';

import type { PaymentSettings } from '../../data/settings';
import { getPaymentsSettings } from '../../settings';

export type SettingsErrors = Partial<Record<keyof PaymentSettings, string>>;

const FORBIDDEN = /[<>"'*\\]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()\-.]{6,20}$/;

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
	if (phone && !PHONE.test(phone)) {
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

/** Monthly payout anchor input (spec 001 §5): an empty string becomes null, otherwise an integer. */
export function parseMonthlyAnchor(value: string): number | null {
	if (value === '') {
		return null;
	}
	const n = parseInt(value, 10);
	return Number.isNaN(n) ? null : n;
}
