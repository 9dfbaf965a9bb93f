/**
 * Which evidence fields the screen asks for, by dispute reason and product type (spec 002 §3.4 leaves the
 * mapping to us). Every evidence key of §3.4 appears where it helps the case:
 *
 * - General evidence (every reason): the customer's details, product description, signature, receipt and
 *   communication.
 * - Refund policy (credit_not_processed, product_unacceptable): policy file, disclosure, refusal explanation.
 * - Duplicate charge (duplicate): the other charge's id, explanation and documentation, plus the shipping
 *   label (physical products) or service documentation (offline services) of the disputed payment.
 * - Shipping (fraudulent, product_not_received, product_unacceptable, unrecognized; physical products).
 * - Cancellation policy (subscription_canceled).
 * - Download and activity logs (every reason but duplicate and credit_not_processed; digital products).
 * - Service details (the same reasons; offline services).
 * - Additional details (every reason): free text and a file.
 *
 * 'multiple' takes every product-type section the reason allows. Without a product type only the sections
 * that do not depend on it are returned (the old form shows none until a type is chosen). The stepper's
 * grouping into steps is at the bottom of this file.
 */
import type { EvidenceKey, EvidenceProductType } from '../../data/dispute-details';
import { sectionDefs, shippingFields, type EvidenceFieldDef, type EvidenceSection } from './section-defs';

export {
	productTypeOptions,
	shippingFields,
	type EvidenceFieldDef,
	type EvidenceSection,
	type FieldType,
} from './section-defs';

const applies = (types: readonly EvidenceProductType[] | undefined, productType: EvidenceProductType | '') =>
	!types || (productType !== '' && (productType === 'multiple' || types.includes(productType)));

/**
 * The evidence sections for a reason and product type, in display order; each key appears at most once.
 *
 * @param reason      The dispute's reason.
 * @param productType The chosen product type, '' when none is chosen yet.
 */
export function getSections(reason: string, productType: EvidenceProductType | ''): EvidenceSection[] {
	const seen = new Set<EvidenceKey>();
	const result: EvidenceSection[] = [];
	for (const def of sectionDefs()) {
		if (def.reasons && !def.reasons.includes(reason)) {
			continue;
		}
		if (!applies(def.productTypes, productType)) {
			continue;
		}
		const fields = def.fields.filter((f) => applies(f.productTypes, productType) && !seen.has(f.key));
		fields.forEach((f) => seen.add(f.key));
		if (fields.length) {
			result.push({ key: def.key, title: def.title, description: def.description, fields });
		}
	}
	return result;
}

/** The fields of a list of sections, in order. */
export function sectionFields(sections: EvidenceSection[]): EvidenceFieldDef[] {
	return sections.flatMap((s) => s.fields);
}

const CUSTOMER_KEYS: readonly EvidenceKey[] = [
	'customer_name',
	'customer_email_address',
	'billing_address',
	'customer_purchase_ip',
];
const SHIPPING_KEYS: readonly EvidenceKey[] = shippingFields().map((f) => f.key);

/** The stepper's fields: 'Purchase info' in three groups, then the shipping step's fields. */
export interface StepFields {
	customer: EvidenceFieldDef[];
	product: EvidenceFieldDef[];
	documents: EvidenceFieldDef[];
	/** Empty when the reason has no shipping step. */
	shipping: EvidenceFieldDef[];
}

/**
 * How the stepper spreads the fields of {@link getSections} over its steps: customer details, product
 * details (every other text and date field) and recommended documents (the files) on 'Purchase info'; the
 * shipping fields on 'Shipping details' when the reason has that step (always all of them, whatever the
 * product type). `uncategorized_text` holds the cover letter of the 'Review' step, so it is left out.
 *
 * @param reason       The dispute's reason.
 * @param productType  The chosen product type, '' when none is chosen yet.
 * @param withShipping Whether the reason has the shipping step.
 */
export function getStepFields(
	reason: string,
	productType: EvidenceProductType | '',
	withShipping: boolean
): StepFields {
	const all = sectionFields(getSections(reason, productType)).filter(
		(f) => f.key !== 'uncategorized_text' && !(withShipping && SHIPPING_KEYS.includes(f.key))
	);
	return {
		customer: all.filter((f) => CUSTOMER_KEYS.includes(f.key)),
		product: all.filter((f) => !CUSTOMER_KEYS.includes(f.key) && f.type !== 'file'),
		documents: all.filter((f) => f.type === 'file'),
		shipping: withShipping ? shippingFields() : [],
	};
}
