/**
 * Identity-verification (onboarding requirement) error messages (spec 000 §5, §8): the payment provider
 * reports what is wrong with an account's verification as `requirements.errors` (code, reason). Each known
 * code reads as a specific message; `invalid_value_other` is ignored (its reason is a generic restatement);
 * an unknown code shows the provider's reason text; and the same message is listed once.
 */
import { __, sprintf } from '@wordpress/i18n';
import { ownEntry } from '../utils/own-entry';

/** A requirement error as the provider reports it. */
export interface RequirementError {
	code: string;
	reason?: string;
}

/** The code that is never shown (spec 000 §5). */
export const IGNORED_REQUIREMENT_CODE = 'invalid_value_other';

/** Largest identity document the provider accepts, in MB (spec 000 §9, from its error text). */
export const DOCUMENT_UPLOAD_LIMIT_MB = 10;

/** The message of each known code. Built on call so the texts follow the loaded translations. */
function messages(): Record<string, string> {
	const addressNotVerified = __(
		'The address could not be verified. Check that the address is complete and correct.',
		'woocommerce-payments'
	);
	const documentMissing = __(
		'The identity document is missing. Upload a document that shows the front and the back.',
		'woocommerce-payments'
	);
	const documentUnreadable = __(
		'The identity document could not be read. Upload a clear, uncropped photo or scan of it.',
		'woocommerce-payments'
	);
	return {
		invalid_address_city_state_postal_code: __(
			'The city, state and postal code of the address do not match. Check the address.',
			'woocommerce-payments'
		),
		invalid_street_address: __(
			'The street address could not be verified. Check that it is complete and correct.',
			'woocommerce-payments'
		),
		invalid_address_highway_contract_box: __(
			'The address cannot be a highway contract box. Enter a street address.',
			'woocommerce-payments'
		),
		invalid_address_private_mailbox: __(
			'The address cannot be a private mailbox. Enter a street address.',
			'woocommerce-payments'
		),
		verification_failed_address_match: addressNotVerified,
		verification_failed_residential_address: addressNotVerified,
		verification_document_address_mismatch: __(
			'The address on the document does not match the address you entered.',
			'woocommerce-payments'
		),
		verification_document_address_missing: __(
			'The document does not show an address. Upload a document that shows the address.',
			'woocommerce-payments'
		),
		verification_document_missing_front: documentMissing,
		verification_document_missing_back: documentMissing,
		verification_document_not_uploaded: documentMissing,
		verification_document_corrupt: __(
			'The uploaded document file is corrupt. Upload the document again.',
			'woocommerce-payments'
		),
		verification_document_not_readable: documentUnreadable,
		verification_document_incomplete: documentUnreadable,
		verification_document_expired: __(
			'The identity document has expired. Upload a document that is still valid.',
			'woocommerce-payments'
		),
		verification_document_failed_copy: __(
			'The document is a copy. Upload a photo or scan of the original document.',
			'woocommerce-payments'
		),
		verification_document_failed_greyscale: __(
			'The document is in black and white. Upload a color photo or scan of the document.',
			'woocommerce-payments'
		),
		verification_document_failed_other: __(
			'The identity document could not be verified. Upload another document.',
			'woocommerce-payments'
		),
		verification_document_fraudulent: __(
			'The identity document could not be verified. Upload another document.',
			'woocommerce-payments'
		),
		verification_document_manipulated: __(
			'The identity document appears to have been altered. Upload the original document.',
			'woocommerce-payments'
		),
		verification_document_type_not_supported: __(
			'This type of document is not accepted. Upload a passport, ID card or driving license.',
			'woocommerce-payments'
		),
		verification_document_country_not_supported: __(
			'Documents from this country are not accepted. Upload a document issued in another country.',
			'woocommerce-payments'
		),
		verification_document_too_large: sprintf(
			/* translators: %d: the largest file the provider accepts, in MB (10) */
			__('The document file is too large. Upload a file of %d MB or less.', 'woocommerce-payments'),
			DOCUMENT_UPLOAD_LIMIT_MB
		),
		verification_document_dob_mismatch: __(
			'The date of birth on the document does not match the date of birth you entered.',
			'woocommerce-payments'
		),
		verification_document_id_number_mismatch: __(
			'The ID number on the document does not match the ID number you entered.',
			'woocommerce-payments'
		),
		verification_document_id_number_missing: __(
			'The document does not show an ID number. Upload a document that shows it.',
			'woocommerce-payments'
		),
		verification_document_name_mismatch: __(
			'The name on the document does not match the name you entered.',
			'woocommerce-payments'
		),
		verification_document_name_missing: __(
			'The document does not show a name. Upload a document that shows the full name.',
			'woocommerce-payments'
		),
		verification_document_nationality_mismatch: __(
			'The nationality on the document does not match the nationality you entered.',
			'woocommerce-payments'
		),
		verification_document_photo_mismatch: __(
			'The photo on the document does not match the photo you provided.',
			'woocommerce-payments'
		),
		verification_document_issue_or_expiry_date_missing: __(
			'The document does not show its issue or expiry date. Upload a document that shows both.',
			'woocommerce-payments'
		),
		verification_failed_id_number_match: __(
			'The ID number could not be verified. Check that it is correct.',
			'woocommerce-payments'
		),
		verification_failed_name_match: __(
			'The name could not be verified. Check that it matches the name on official documents.',
			'woocommerce-payments'
		),
		verification_failed_keyed_identity: __(
			'The personal details could not be verified. Check the name, date of birth and ID number.',
			'woocommerce-payments'
		),
		verification_failed_tax_id_match: __(
			'The tax ID does not match the business name. Check both.',
			'woocommerce-payments'
		),
		verification_failed_tax_id_not_issued: __(
			'The tax ID has not been issued. Check the tax ID.',
			'woocommerce-payments'
		),
		invalid_tax_id: __('The tax ID is not valid. Check the tax ID.', 'woocommerce-payments'),
		invalid_tax_id_format: __(
			'The tax ID is not in the right format. Check the tax ID.',
			'woocommerce-payments'
		),
		verification_missing_owners: __(
			'Information about the business owners is missing. Add every owner of the business.',
			'woocommerce-payments'
		),
		verification_missing_executives: __(
			'Information about the business executives is missing. Add the executives of the business.',
			'woocommerce-payments'
		),
		verification_missing_directors: __(
			'Information about the business directors is missing. Add the directors of the business.',
			'woocommerce-payments'
		),
		invalid_dob_age_under_18: __('Underage. Age must be at least 18.', 'woocommerce-payments'),
		invalid_dob_age_over_maximum: __(
			'The date of birth is not valid. Check the date of birth.',
			'woocommerce-payments'
		),
		invalid_tos_acceptance: __(
			'The terms of service have not been accepted. Accept them to continue.',
			'woocommerce-payments'
		),
		invalid_url_format: __(
			'The business website address is not valid. Check the website address.',
			'woocommerce-payments'
		),
		invalid_url_website_inaccessible: __(
			'The business website could not be reached. Check that it is online and public.',
			'woocommerce-payments'
		),
		invalid_product_description_length: __(
			'The description of the products or services is too short. Describe what the business sells.',
			'woocommerce-payments'
		),
		invalid_statement_descriptor_length: __(
			'The statement descriptor is too short or too long. Use 5 to 22 characters.',
			'woocommerce-payments'
		),
	};
}

/**
 * The message of one requirement error: the code's message, else the provider's reason; null for the ignored
 * code and for an unknown code without a reason.
 *
 * @param error The requirement error.
 */
export function requirementErrorMessage(error: RequirementError): string | null {
	if (error.code === IGNORED_REQUIREMENT_CODE) {
		return null;
	}
	const known = ownEntry(messages(), error.code);
	if (known) {
		return known;
	}
	const reason = (error.reason ?? '').trim();
	return reason || null;
}

/**
 * The messages of a list of requirement errors, in order, each once (spec 000 §5).
 *
 * @param errors The account's `requirements.errors`.
 */
export function requirementErrorMessages(errors: readonly RequirementError[] | null | undefined): string[] {
	const seen = new Set<string>();
	for (const error of errors ?? []) {
		const message = requirementErrorMessage(error);
		if (message) {
			seen.add(message);
		}
	}
	return [...seen];
}
