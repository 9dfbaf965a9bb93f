/**
 * The evidence screen's catalogue texts (spec 002 §4.5, §5.3) and our own upload-type message, in one place
 * for the forms, the fields and the tests.
 */
import { __ } from '@wordpress/i18n';

/** §4.5: shown on a dispute that no longer needs a response. */
export const READ_ONLY_NOTICE = (): string =>
	__('Evidence is already submitted. Details below are read-only.', 'woocommerce-payments');

/** §5.3: the old form's final confirmation. */
export const SUBMIT_CONFIRMATION = (): string =>
	__(
		"Are you sure you're ready to submit this evidence? Evidence submissions are final.",
		'woocommerce-payments'
	);

/** §5.3: an upload that would take the dispute's files over 4 500 000 bytes. */
export const FILE_LIMIT_MESSAGE = (): string =>
	__(
		"The files you've attached to this dispute as evidence will exceed the limit for a dispute's total size. Try using smaller files as evidence. Hint: if you've attached images, you might want to try providing them in lower resolutions.",
		'woocommerce-payments'
	);

/** §5.3: saving or submitting while an upload runs. */
export const UPLOAD_WAIT_MESSAGE = (): string =>
	__('Please wait until file upload is finished', 'woocommerce-payments');

/** §5.3: a field or the whole evidence reached its character limit (shown once). */
export const CHAR_LIMIT_MESSAGE = (): string =>
	__('Reached maximum character count for evidence', 'woocommerce-payments');

/** A file that is not a pdf, png or jpeg (§5.3 names the types, not the text). */
export const FILE_TYPE_MESSAGE = (): string =>
	__('This file type is not accepted. Upload a PDF, PNG or JPEG file.', 'woocommerce-payments');
