/**
 * The cover letter of the new flow (spec 002 §3.5, §4.5, §5.3), pure: the letter's inputs from the dispute,
 * the evidence and the merchant's details; the letter itself (header, recipient, a body by reason, a
 * lettered list of the attached files A, B, …, closing); and its editing rule — regenerated from the
 * evidence until the merchant edits it by hand, then left alone; cleared to empty, it is generated again.
 *
 * The letter is saved as the `uncategorized_text` evidence (the free-text statement of spec 002 §3.4): the
 * bank reads it as the merchant's statement, and the old form shows it as 'Additional details'.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { DisputeDetail, Evidence, EvidenceFileKey } from '../../data/dispute-details';
import { formatDate } from '../../utils/dates';

/** The evidence key the cover letter is saved in. */
export const COVER_LETTER_KEY = 'uncategorized_text' as const;

/** Rows of the cover letter's text area (§5.3). */
export const COVER_LETTER_ROWS = 30;

/** The merchant's side of the letter (store settings and account settings). */
export interface MerchantDetails {
	name?: string;
	address?: string;
	email?: string;
	phone?: string;
}

/** Every value the letter prints (§3.5); placeholders stand in for what is unknown. */
export interface CoverLetterData {
	merchantName: string;
	merchantAddress: string;
	supportEmail: string;
	supportPhone: string;
	today: string;
	bankName: string;
	caseNumber: string;
	transactionId: string;
	transactionDate: string;
	customerName: string;
	product: string;
	orderDate: string;
	deliveryDate: string;
	reason: string;
	/** Attachment descriptions, in order; lettered A, B, … in the letter. */
	attachments: string[];
}

/** The attachments, in the order the letter lists them, with the label each is listed under. */
function attachmentLabels(): Array<[EvidenceFileKey, string]> {
	return [
		['receipt', __('Order receipt', 'woocommerce-payments')],
		['customer_communication', __('Customer communication', 'woocommerce-payments')],
		['customer_signature', __("Customer's signature", 'woocommerce-payments')],
		['refund_policy', __('Refund policy', 'woocommerce-payments')],
		['duplicate_charge_documentation', __('Duplicate charge documentation', 'woocommerce-payments')],
		['shipping_documentation', __('Proof of shipping', 'woocommerce-payments')],
		['service_documentation', __('Proof of service', 'woocommerce-payments')],
		['cancellation_policy', __('Cancellation policy', 'woocommerce-payments')],
		['access_activity_log', __('Activity log', 'woocommerce-payments')],
		['uncategorized_file', __('Other documents', 'woocommerce-payments')],
	];
}

/** The letter of the n-th attachment (0 → A, 25 → Z, 26 → AA). */
export function attachmentLetter(index: number): string {
	let n = index;
	let letters = '';
	do {
		letters = String.fromCharCode(65 + (n % 26)) + letters;
		n = Math.floor(n / 26) - 1;
	} while (n >= 0);
	return letters;
}

/**
 * The uploaded files of the evidence, each described by the kind of document it is, in the letter's order.
 *
 * @param evidence The evidence (file keys hold file ids).
 */
export function listAttachments(evidence: Evidence): string[] {
	return attachmentLabels()
		.filter(([key]) => Boolean(evidence[key]))
		.map(([, label]) => label);
}

const or = (value: string | null | undefined, placeholder: string) => (value ? value : placeholder);

/** A calendar date the merchant entered (yyyy-mm-dd) as that same day; other text as typed. */
function calendarDate(value: string): string {
	return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, { timeZone: 'UTC' }) || value : value;
}

/**
 * The letter's values from the dispute, the current evidence and the merchant's details.
 *
 * @param input.dispute   The dispute.
 * @param input.evidence  The evidence as edited (product, customer name and delivery date come from it first).
 * @param input.merchant  The merchant's name, address, support email and phone.
 * @param input.bankName  The acquiring bank's name, when known.
 * @param input.now       Today.
 */
export function coverLetterData(input: {
	dispute: DisputeDetail;
	evidence: Evidence;
	merchant: MerchantDetails;
	bankName?: string | null;
	now: Date;
}): CoverLetterData {
	const { dispute, evidence, merchant } = input;
	const charge = dispute.charge;
	const lineItems = (charge?.level3?.line_items ?? [])
		.map((item) => item.product_description)
		.filter(Boolean)
		.join(', ');
	const chargeDate = charge?.created ? formatDate(charge.created) : '';
	const delivered = evidence.shipping_date || evidence.service_date;
	return {
		merchantName: or(merchant.name, __('<Your business name>', 'woocommerce-payments')),
		merchantAddress: or(merchant.address, __('<Your business address>', 'woocommerce-payments')),
		supportEmail: or(merchant.email, __('<Your support email>', 'woocommerce-payments')),
		supportPhone: or(merchant.phone, __('<Your support phone number>', 'woocommerce-payments')),
		today: formatDate(input.now),
		bankName: or(input.bankName, __('<Acquiring bank name>', 'woocommerce-payments')),
		caseNumber: dispute.id,
		transactionId: or(charge?.id ?? dispute.charge_id, __('<Transaction ID>', 'woocommerce-payments')),
		transactionDate: or(chargeDate, __('<Transaction date>', 'woocommerce-payments')),
		customerName: or(
			evidence.customer_name || charge?.billing_details?.name || dispute.customer_name,
			__('<Customer name>', 'woocommerce-payments')
		),
		product: or(evidence.product_description || lineItems, __('<Product>', 'woocommerce-payments')),
		orderDate: or(
			dispute.order?.date ? formatDate(dispute.order.date) : chargeDate,
			__('<Order date>', 'woocommerce-payments')
		),
		deliveryDate: or(
			delivered ? calendarDate(delivered) : '',
			__('<Delivery date>', 'woocommerce-payments')
		),
		reason: dispute.reason,
		attachments: listAttachments(evidence),
	};
}

/** The paragraph of the body that depends on the dispute's reason. */
function reasonParagraph(d: CoverLetterData): string {
	switch (d.reason) {
		case 'fraudulent':
		case 'unrecognized':
			return sprintf(
				/* translators: 1: customer name, 2: product, 3: order date */
				__(
					'Our records show that the customer and legitimate cardholder, %1$s, ordered %2$s on %3$s.',
					'woocommerce-payments'
				),
				d.customerName,
				d.product,
				d.orderDate
			);
		case 'product_unacceptable':
			return sprintf(
				/* translators: 1: customer name, 2: product, 3: order date */
				__(
					'Our records show that the customer, %1$s, ordered %2$s on %3$s. The product matched the description given at the time of sale.',
					'woocommerce-payments'
				),
				d.customerName,
				d.product,
				d.orderDate
			);
		case 'credit_not_processed':
			return sprintf(
				/* translators: 1: customer name, 2: product, 3: order date */
				__(
					'Our records show that the customer, %1$s, ordered %2$s on %3$s and is not owed a refund or credit under the refund policy accepted at the time of purchase.',
					'woocommerce-payments'
				),
				d.customerName,
				d.product,
				d.orderDate
			);
		case 'subscription_canceled':
			return sprintf(
				/* translators: 1: customer name, 2: product */
				__(
					'Our records show that the customer, %1$s, subscribed to %2$s and was billed under the terms accepted at signup. No cancellation was recorded before the billing date.',
					'woocommerce-payments'
				),
				d.customerName,
				d.product
			);
		case 'duplicate':
			return sprintf(
				/* translators: 1: customer name, 2: product, 3: order date */
				__(
					'Our records show that the customer, %1$s, ordered %2$s on %3$s, and that this payment is not a duplicate: it belongs to a separate order.',
					'woocommerce-payments'
				),
				d.customerName,
				d.product,
				d.orderDate
			);
		default:
			return sprintf(
				/* translators: 1: customer name, 2: product, 3: order date, 4: delivery date */
				__(
					'Our records show that the customer, %1$s, ordered %2$s on %3$s and received it on %4$s.',
					'woocommerce-payments'
				),
				d.customerName,
				d.product,
				d.orderDate,
				d.deliveryDate
			);
	}
}

/** The cover letter's text. */
export function buildCoverLetter(d: CoverLetterData): string {
	const header = [d.merchantName, d.merchantAddress, d.supportEmail, d.supportPhone, d.today].join('\n');
	const recipient = [
		/* translators: %s: the acquiring bank's name */
		sprintf(__('To: %s', 'woocommerce-payments'), d.bankName),
		/* translators: %s: case number (the dispute id) */
		sprintf(__('Subject: Chargeback dispute, case #%s', 'woocommerce-payments'), d.caseNumber),
	].join('\n');
	const opening = sprintf(
		/* translators: 1: case number, 2: transaction id, 3: transaction date */
		__(
			'We are submitting evidence in response to chargeback #%1$s for transaction %2$s on %3$s.',
			'woocommerce-payments'
		),
		d.caseNumber,
		d.transactionId,
		d.transactionDate
	);
	const attachments = d.attachments.length
		? [
				__(
					'To support our case, we are providing the following documentation:',
					'woocommerce-payments'
				),
				...d.attachments.map((text, i) =>
					/* translators: 1: attachment letter (A, B, …), 2: what is attached */
					sprintf(__('Attachment %1$s: %2$s', 'woocommerce-payments'), attachmentLetter(i), text)
				),
			].join('\n')
		: null;
	const request = __(
		'Based on this information, we respectfully request that the chargeback be reversed. Please let us know if you need any further details.',
		'woocommerce-payments'
	);
	const closing = [__('Thank you,', 'woocommerce-payments'), d.merchantName].join('\n');
	return [
		header,
		recipient,
		__('Dear dispute resolution team,', 'woocommerce-payments'),
		opening,
		reasonParagraph(d),
		attachments,
		request,
		closing,
	]
		.filter((part): part is string => part !== null)
		.join('\n\n');
}

/** The letter and whether the merchant wrote it by hand (then it is no longer regenerated). */
export interface CoverLetterState {
	text: string;
	manual: boolean;
}

/**
 * The parts of the letter that change while the evidence stays the same: the day it is written, and the
 * merchant's details from the store and payment settings (edited meanwhile, or not loaded).
 */
const VARYING: ReadonlyArray<keyof CoverLetterData> = [
	'today',
	'merchantName',
	'merchantAddress',
	'supportEmail',
	'supportPhone',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` is a letter the screen generated for these values, on whatever day and with whatever
 * merchant details: a letter saved as generated, not one written by hand. Each varying part stands for any
 * text on its line.
 *
 * @example
 * isGeneratedLetter( buildCoverLetter( { ...data, today: 'Jan 2, 2026' } ), data ); // true
 * isGeneratedLetter( 'My own words', data ); // false
 */
export function isGeneratedLetter(text: string, d: CoverLetterData): boolean {
	const tokens = VARYING.map((_, i) => `\u0000${i}\u0000`);
	const template = buildCoverLetter({
		...d,
		...Object.fromEntries(VARYING.map((key, i) => [key, tokens[i]])),
	});
	const pattern = tokens.reduce(
		(source, token) => source.split(token).join('[^\\n]*'),
		escapeRegExp(template)
	);
	return new RegExp(`^${pattern}$`).test(text);
}

/**
 * The letter the screen starts with: the saved one when the merchant wrote it (kept as written), else the
 * one generated now — also when the saved letter is a generated one, from another day or with other
 * merchant details (`isGenerated`).
 *
 * @param saved       The saved `uncategorized_text`.
 * @param generated   The letter generated from the current evidence.
 * @param isGenerated Whether a saved letter is one the screen generated (default: exactly `generated`).
 */
export function initialCoverLetter(
	saved: string | undefined,
	generated: string,
	isGenerated: (text: string) => boolean = (text) => text === generated
): CoverLetterState {
	if (saved && saved.trim() !== '' && !isGenerated(saved)) {
		return { text: saved, manual: true };
	}
	return { text: generated, manual: false };
}

/** The letter after the evidence changed: regenerated unless written by hand. */
export function regenerateCoverLetter(state: CoverLetterState, generated: string): CoverLetterState {
	if (state.manual || state.text === generated) {
		return state;
	}
	return { text: generated, manual: false };
}

/**
 * The letter after the merchant typed in it: their text, marked as written by hand; cleared to empty (or
 * whitespace), the generated letter again, no longer marked.
 *
 * @param text      What the text area now holds.
 * @param generated The letter generated from the current evidence.
 */
export function editCoverLetter(text: string, generated: string): CoverLetterState {
	if (text.trim() === '') {
		return { text: generated, manual: false };
	}
	return { text, manual: text !== generated };
}
