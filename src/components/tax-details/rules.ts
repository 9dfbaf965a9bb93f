/**
 * The rules of the tax-details modal (spec 000 §5 "Tax step 1", "Tax step 2"), free of components so they can
 * be tested alone: the name of the tax number by account country (AU ABN, JP Corporate Number, NZ IRD Number,
 * SG UEN or GST number, others VAT Number) and its format hint, the prefix the number field keeps (EL for GR,
 * CHE for CH, none for AU/JP/NZ/SG, the country code elsewhere; src/data/vat/tax-id.ts), when Continue and
 * Confirm may be pressed, and what is sent.
 */
import { __ } from '@wordpress/i18n';

import { taxIdKind, taxIdPrefix } from '../../data/vat';

/**
 * The name of the account country's tax number: the checkbox reads "I have a valid {label}".
 *
 * @example
 * taxIdLabel( 'AU' ); // 'ABN'
 * taxIdLabel( 'FR' ); // 'VAT Number'
 */
export function taxIdLabel(country: string): string {
	switch (taxIdKind(country)) {
		case 'abn':
			return __('ABN', 'woocommerce-payments');
		case 'corporate_number':
			return __('Corporate Number', 'woocommerce-payments');
		case 'ird_number':
			return __('IRD Number', 'woocommerce-payments');
		case 'uen_or_gst':
			return __('UEN or GST number', 'woocommerce-payments');
		case 'vat_number':
			return __('VAT Number', 'woocommerce-payments');
	}
}

/**
 * The format of the account country's tax number, shown under the number field.
 *
 * @example
 * taxIdFormatHint( 'JP' ); // '13-digit number, for example 1234567890123.'
 */
export function taxIdFormatHint(country: string): string {
	switch (taxIdKind(country)) {
		case 'abn':
			return __('11-digit number, for example 12 345 678 901.', 'woocommerce-payments');
		case 'corporate_number':
			return __('13-digit number, for example 1234567890123.', 'woocommerce-payments');
		case 'ird_number':
			return __(
				'8-digit or 9-digit number, for example 99-999-999 or 999-999-999.',
				'woocommerce-payments'
			);
		case 'uen_or_gst':
			return __(
				'Your UEN (for example 200312345A) or GST registration number (for example M91234567X).',
				'woocommerce-payments'
			);
		case 'vat_number':
			return __(
				'8 to 12 digits with your country code prefix, for example DE 123456789.',
				'woocommerce-payments'
			);
	}
}

/** The prefix the number field starts with and keeps (with its trailing space; '' for none). */
export { taxIdPrefix };

/**
 * The field's value after an edit (spec 000: the prefix is auto-added): a value that no longer starts with
 * the prefix gets it in front again, and what was typed or pasted stays — typing over the whole field (as
 * after tabbing into it, which selects it) or pasting a bare number keeps every character. What is left of
 * the prefix after an edit inside it ('E 123' from 'DE 123') gives way to the whole prefix, and what was typed
 * in front of the prefix ('1EL 23', the caret at the field's start) goes after it.
 *
 * @example
 * withPrefix( '123', 'DE ' ); // 'DE 123'
 * withPrefix( 'E 123', 'DE ' ); // 'DE 123'
 * withPrefix( '1EL 23', 'EL ' ); // 'EL 123'
 * withPrefix( 'DE 123', 'DE ' ); // 'DE 123'
 */
export function withPrefix(value: string, prefix: string): string {
	const bare = prefix.trim().toUpperCase();
	const trimmed = value.trim();
	if (!bare || trimmed.toUpperCase().startsWith(bare)) {
		return value;
	}
	// Typed or pasted in front of the whole prefix (the caret was at the field's start): the prefix goes
	// back in front, and what was typed leads the number.
	const at = trimmed.toUpperCase().indexOf(bare);
	const after = at > 0 ? trimmed.slice(at + bare.length) : '';
	if (at > 0 && (after === '' || /^\s/.test(after))) {
		return prefix + (trimmed.slice(0, at).trimEnd() + after.trimStart());
	}
	for (let n = bare.length - 1; n > 0; n--) {
		for (const piece of [bare.slice(0, n), bare.slice(bare.length - n)]) {
			const rest = trimmed.slice(n);
			if (trimmed.slice(0, n).toUpperCase() === piece && (rest === '' || /^\s/.test(rest))) {
				return prefix + rest.trimStart();
			}
		}
	}
	return prefix + trimmed;
}

/**
 * The number sent for validation: the typed value without its prefix, trimmed.
 *
 * @example
 * numberToValidate( 'EL 123456789', 'EL ' ); // '123456789'
 * numberToValidate( ' 12 345 678 901 ', '' ); // '12 345 678 901'
 */
export function numberToValidate(value: string, prefix: string): string {
	const bare = prefix.trim();
	const trimmed = value.trim();
	const rest = bare && trimmed.toUpperCase().startsWith(bare) ? trimmed.slice(bare.length) : trimmed;
	return rest.trim();
}

/**
 * Whether Continue (step 1) may be pressed: not while loading, nor while the box is checked and only the
 * prefix is entered. Without the box it always may: the flow goes on with no number.
 *
 * @example
 * canContinue( { hasNumber: true, value: 'DE ', prefix: 'DE ', isLoading: false } ); // false
 * canContinue( { hasNumber: false, value: '', prefix: 'DE ', isLoading: false } ); // true
 */
export function canContinue({
	hasNumber,
	value,
	prefix,
	isLoading,
}: {
	hasNumber: boolean;
	value: string;
	prefix: string;
	isLoading: boolean;
}): boolean {
	if (isLoading) {
		return false;
	}
	return !hasNumber || numberToValidate(value, prefix) !== '';
}

/**
 * Whether Confirm (step 2) may be pressed: name and address both non-empty once trimmed, and not loading.
 *
 * @example
 * canConfirm( { name: ' ', address: '1 Main St', isLoading: false } ); // false
 */
export function canConfirm({
	name,
	address,
	isLoading,
}: {
	name: string;
	address: string;
	isLoading: boolean;
}): boolean {
	return !isLoading && name.trim() !== '' && address.trim() !== '';
}
