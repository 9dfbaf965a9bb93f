/**
 * REST shapes of one dispute with what the evidence screen needs (spec 002 §3.3, §3.4, §5.3, §9): the
 * dispute detail, its evidence and metadata, the evidence files (upload answer, details, content) and the
 * evidence limits. The mock server validates and serialises with these types.
 */
import type { Dispute } from '../disputes/types';

export const EVIDENCE_PRODUCT_TYPES = [
	'physical_product',
	'digital_product_or_service',
	'offline_service',
	'multiple',
] as const;
export type EvidenceProductType = (typeof EVIDENCE_PRODUCT_TYPES)[number];

/** Spec 002 §3.4: every evidence key; file keys hold a file id (string). */
export const EVIDENCE_TEXT_FIELDS = [
	'product_description',
	'customer_name',
	'customer_email_address',
	'billing_address',
	'customer_purchase_ip',
	'refund_policy_disclosure',
	'refund_refusal_explanation',
	'duplicate_charge_id',
	'duplicate_charge_explanation',
	'shipping_carrier',
	'shipping_tracking_number',
	'shipping_date',
	'shipping_address',
	'cancellation_policy_disclosure',
	'cancellation_rebuttal',
	'service_date',
	'uncategorized_text',
] as const;
export const EVIDENCE_FILE_FIELDS = [
	'customer_signature',
	'receipt',
	'customer_communication',
	'refund_policy',
	'duplicate_charge_documentation',
	'shipping_documentation',
	'service_documentation',
	'cancellation_policy',
	'access_activity_log',
	'uncategorized_file',
] as const;
export type EvidenceTextKey = (typeof EVIDENCE_TEXT_FIELDS)[number];
export type EvidenceFileKey = (typeof EVIDENCE_FILE_FIELDS)[number];
export type EvidenceKey = EvidenceTextKey | EvidenceFileKey;
export type Evidence = Partial<Record<EvidenceKey, string>>;

export interface DisputeMetadata {
	/** Unix seconds as a string. */
	__evidence_submitted_at?: string;
	/** Unix seconds as a string. */
	__dispute_closed_at?: string;
	__closed_by_merchant?: '1';
	__product_type?: EvidenceProductType;
	[key: string]: string | undefined;
}

export interface DisputeChargeAddress {
	line1: string | null;
	line2: string | null;
	city: string | null;
	state: string | null;
	postal_code: string | null;
	country: string | null;
}

/** The disputed charge, as the evidence screen needs it (spec 002 §3.3). */
export interface DisputeCharge {
	id: string;
	payment_intent: string | null;
	balance_transaction: string | null;
	/** Minor units of `currency` (the customer's currency). */
	amount: number;
	currency: string;
	/** Unix seconds. */
	created: number;
	billing_details: {
		name: string | null;
		email: string | null;
		phone: string | null;
		address: DisputeChargeAddress;
	};
	level3?: { line_items: { product_description: string }[] };
	payment_method_details: { type: string; card?: { brand: string; last4: string } };
}

/** One balance transaction of a dispute: the withdrawal (`dispute`) or its return (`dispute_reversal`). */
export interface DisputeBalanceTransaction {
	reporting_category: 'dispute' | 'dispute_reversal';
	/** Minor units of `currency` (the store currency); negative for the withdrawal. */
	amount: number;
	fee: number;
	currency: string;
}

/** What the card issuer sent with the dispute. */
export interface IssuerEvidence {
	text_evidence: string | null;
	/** File ids. */
	file_evidence: string[];
}

/** GET /disputes/{id} (spec 002 §3.3): the listed dispute plus what the evidence screen needs. */
export interface DisputeDetail extends Dispute {
	charge: DisputeCharge;
	/** `date`: UTC 'Y-m-d H:i:s'. */
	order: (Dispute['order'] & { ip_address: string | null; date: string | null }) | null;
	evidence: Evidence;
	metadata: DisputeMetadata;
	issuer_evidence: IssuerEvidence[];
	balance_transactions: DisputeBalanceTransaction[];
	/** File id → size in bytes, for every file in `evidence`. */
	fileSize: Record<string, number>;
	/** Balance transaction id of the dispute withdrawal (the legacy redirect's transaction_id). */
	balance_transaction_id: string | null;
}

/** POST /disputes/{id} (spec 002 §7). */
export interface DisputeEvidenceRequest {
	evidence: Evidence;
	metadata: DisputeMetadata;
	submit: boolean;
}

/** POST /file answer. */
export interface UploadedFile {
	id: string;
	filename: string;
	size: number;
	purpose: 'dispute_evidence';
	type: string;
}
/** GET /file/{id}/details. */
export interface FileDetails {
	id: string;
	filename: string;
	size: number;
	type: string;
}
/** GET /file/{id}/content. */
export interface FileContent {
	/** Base64. */
	file_content: string;
	filename: string;
	content_type: string;
}

/** Spec 002 §5.3, §9. */
export const EVIDENCE_LIMITS = {
	fieldChars: 20_000,
	totalChars: 150_000,
	totalFileBytes: 4_500_000,
} as const;
export const EVIDENCE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type EvidenceFileType = (typeof EVIDENCE_FILE_TYPES)[number];
