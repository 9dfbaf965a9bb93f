/**
 * The evidence screen's rules, pure (spec 002 §4.5, §5.3, §9): which statuses are editable, the product type
 * default, what the form starts with, the character limits, the file checks (type, total size), the shipping
 * date and address display, whether the form changed, and the payload sent to POST /disputes/{id}.
 */
import {
	EVIDENCE_FILE_FIELDS,
	EVIDENCE_FILE_TYPES,
	EVIDENCE_LIMITS,
	EVIDENCE_PRODUCT_TYPES,
	EVIDENCE_TEXT_FIELDS,
	type DisputeDetail,
	type DisputeMetadata,
	type Evidence,
	type EvidenceKey,
	type EvidenceProductType,
} from '../../data/dispute-details';
import { toStoreDate } from '../../utils/dates';

const ALL_KEYS: readonly string[] = [...EVIDENCE_TEXT_FIELDS, ...EVIDENCE_FILE_FIELDS];

/** Whether a string is an evidence key of spec 002 §3.4. */
export function isEvidenceKey(key: string): key is EvidenceKey {
	return ALL_KEYS.includes(key);
}

/** Whether an evidence key holds a file id. */
export function isFileKey(key: string): boolean {
	return (EVIDENCE_FILE_FIELDS as readonly string[]).includes(key);
}

/** needs_response and warning_needs_response are editable; every other status is read-only (§4.5). */
export function isEditableStatus(status: string): boolean {
	return status === 'needs_response' || status === 'warning_needs_response';
}

/** Whether any evidence value is filled in. */
export function hasEvidence(evidence: Evidence | null | undefined): boolean {
	return Object.values(evidence ?? {}).some((v) => typeof v === 'string' && v !== '');
}

/**
 * The product type the form starts with (§4.5): the stored `__product_type`, else 'multiple' when evidence
 * exists, else none ('').
 */
export function defaultProductType(
	dispute: Pick<DisputeDetail, 'metadata' | 'evidence' | 'evidence_details'>
): EvidenceProductType | '' {
	const stored = dispute.metadata?.__product_type;
	if (stored && (EVIDENCE_PRODUCT_TYPES as readonly string[]).includes(stored)) {
		return stored;
	}
	return hasEvidence(dispute.evidence) || dispute.evidence_details?.has_evidence ? 'multiple' : '';
}

/** The billing address of a charge on one line per part, blank parts left out. */
export function formatAddress(
	address: DisputeDetail['charge']['billing_details']['address'] | undefined
): string {
	if (!address) {
		return '';
	}
	const cityLine = [address.city, address.state, address.postal_code].filter(Boolean).join(' ');
	return [address.line1, address.line2, cityLine, address.country].filter(Boolean).join('\n');
}

/**
 * The evidence the form starts with: what is stored, and for an editable dispute the customer's details the
 * payment already knows (name, email, billing address, IP, products bought) where nothing is stored yet.
 * Prefilled values are part of the starting point, so they do not count as unsaved changes.
 */
export function initialEvidence(dispute: DisputeDetail): Evidence {
	const stored: Evidence = {};
	for (const [key, value] of Object.entries(dispute.evidence ?? {})) {
		if (isEvidenceKey(key) && typeof value === 'string') {
			stored[key] = value;
		}
	}
	if (!isEditableStatus(dispute.status)) {
		return stored;
	}
	const billing = dispute.charge?.billing_details;
	const products = (dispute.charge?.level3?.line_items ?? [])
		.map((item) => item.product_description)
		.filter(Boolean)
		.join(', ');
	const known: Evidence = {
		customer_name: billing?.name ?? dispute.customer_name ?? '',
		customer_email_address: billing?.email ?? dispute.customer_email ?? '',
		billing_address: formatAddress(billing?.address),
		customer_purchase_ip: dispute.order?.ip_address ?? '',
		product_description: products,
	};
	const result: Evidence = { ...stored };
	for (const [key, value] of Object.entries(known) as Array<[EvidenceKey, string]>) {
		if (!result[key] && value) {
			result[key] = value;
		}
	}
	return result;
}

/** Total characters of every evidence string (§5.3: the total limit counts them all). */
export function totalChars(evidence: Evidence): number {
	return Object.values(evidence).reduce((sum, v) => sum + (typeof v === 'string' ? v.length : 0), 0);
}

/**
 * A typed value cut to the limits of §5.3 and §9: 20 000 characters in the field, 150 000 across the
 * evidence. `limited` says whether anything was cut (the page then shows its notice, once).
 *
 * @param evidence The evidence before the change.
 * @param key      The field typed into.
 * @param value    What was typed.
 */
export function limitValue(
	evidence: Evidence,
	key: EvidenceKey,
	value: string
): { value: string; limited: boolean } {
	const others = totalChars({ ...evidence, [key]: '' });
	const room = Math.max(0, Math.min(EVIDENCE_LIMITS.fieldChars, EVIDENCE_LIMITS.totalChars - others));
	return value.length > room ? { value: value.slice(0, room), limited: true } : { value, limited: false };
}

const EXTENSIONS: Record<string, string> = {
	pdf: 'application/pdf',
	png: 'image/png',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
};

/** The `accept` attribute of the file inputs: pdf, png and jpeg (§5.3). */
export const FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** Whether a chosen file is a pdf, png or jpeg, by its declared type (or its extension without one). */
export function isAcceptedFile(file: { name: string; type: string }): boolean {
	if (file.type) {
		return (EVIDENCE_FILE_TYPES as readonly string[]).includes(file.type);
	}
	const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
	return extension in EXTENSIONS;
}

/**
 * Bytes of the files the evidence names, except the one in `exceptKey` (a new upload replaces it).
 *
 * @param evidence  Current evidence.
 * @param sizes     File id → bytes (the dispute's `fileSize` plus this session's uploads).
 * @param exceptKey The field about to receive a new file.
 */
export function attachedBytes(
	evidence: Evidence,
	sizes: Readonly<Record<string, number>>,
	exceptKey?: EvidenceKey
): number {
	let total = 0;
	for (const key of EVIDENCE_FILE_FIELDS) {
		const id = evidence[key];
		if (key !== exceptKey && id) {
			total += sizes[id] ?? 0;
		}
	}
	return total;
}

/** Whether a new file of `size` bytes in `key` would take the dispute over 4 500 000 bytes (§5.3). */
export function exceedsFileLimit(
	evidence: Evidence,
	sizes: Readonly<Record<string, number>>,
	key: EvidenceKey,
	size: number
): boolean {
	return attachedBytes(evidence, sizes, key) + size > EVIDENCE_LIMITS.totalFileBytes;
}

/** Today in the store's timezone, as yyyy-mm-dd (the date input's format). */
export function todayIso(now: Date = new Date()): string {
	return toStoreDate(now);
}

/** The shipping date as shown: the stored one, or today's date when empty (§5.3). */
export function shippingDateShown(value: string | undefined, today: string = todayIso()): string {
	return value ? value : today;
}

/** The shipping address as shown on one line: newlines become spaces (§5.3). */
export function shippingAddressShown(value: string | undefined): string {
	return (value ?? '').replace(/\r?\n/g, ' ');
}

/**
 * What a save sends for the fields on screen: an empty shipping date is sent as the date shown (today), so
 * what the merchant saw is what is saved.
 *
 * @param evidence   The evidence.
 * @param shownKeys  The keys of the fields shown.
 * @param today      Today, yyyy-mm-dd.
 */
export function withShownDefaults(
	evidence: Evidence,
	shownKeys: readonly EvidenceKey[],
	today: string
): Evidence {
	if (shownKeys.includes('shipping_date') && !evidence.shipping_date) {
		return { ...evidence, shipping_date: today };
	}
	return evidence;
}

/** The evidence without empty values (for comparing two states). */
function compact(evidence: Evidence): Evidence {
	const result: Evidence = {};
	for (const key of Object.keys(evidence).sort()) {
		const value = evidence[key as EvidenceKey];
		if (typeof value === 'string' && value !== '') {
			result[key as EvidenceKey] = value;
		}
	}
	return result;
}

/** Whether two evidence objects hold the same values (an empty value equals a missing one). */
export function sameEvidence(a: Evidence, b: Evidence): boolean {
	return JSON.stringify(compact(a)) === JSON.stringify(compact(b));
}

/**
 * The evidence to send: evidence keys only, string values only. The new flow drops empty keys (§5.3); the
 * old form sends them, so that a field the merchant cleared is cleared on the server too.
 *
 * @param evidence  The form's evidence.
 * @param dropEmpty Whether to leave out empty values.
 */
export function buildEvidencePayload(evidence: Evidence, dropEmpty: boolean): Evidence {
	const result: Evidence = {};
	for (const [key, value] of Object.entries(evidence)) {
		if (!isEvidenceKey(key) || typeof value !== 'string') {
			continue;
		}
		if (dropEmpty && value === '') {
			continue;
		}
		result[key] = value;
	}
	return result;
}

/** The metadata to send: the chosen product type (nothing when none is chosen). */
export function buildMetadata(productType: EvidenceProductType | ''): DisputeMetadata {
	return productType ? { __product_type: productType } : {};
}
