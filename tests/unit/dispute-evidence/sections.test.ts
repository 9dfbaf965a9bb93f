/**
 * The evidence sections by reason × product type (src/pages/dispute-evidence/sections.ts), every combination
 * of the seven reasons and four product types, and the stepper's grouping of the fields into steps.
 */
import {
	EVIDENCE_FILE_FIELDS,
	EVIDENCE_PRODUCT_TYPES,
	EVIDENCE_TEXT_FIELDS,
	type EvidenceProductType,
} from '../../../src/data/dispute-details/types';
import { hasShippingStep } from '../../../src/pages/dispute-evidence/reasons';
import {
	getSections,
	getStepFields,
	productTypeOptions,
	sectionFields,
} from '../../../src/pages/dispute-evidence/sections';

const REASONS = [
	'credit_not_processed',
	'duplicate',
	'fraudulent',
	'product_not_received',
	'product_unacceptable',
	'subscription_canceled',
	'unrecognized',
] as const;

/** Expected section keys by reason, then by product type. */
const EXPECTED: Record<(typeof REASONS)[number], Record<EvidenceProductType, string[]>> = {
	credit_not_processed: {
		physical_product: ['general', 'refund_policy', 'additional'],
		digital_product_or_service: ['general', 'refund_policy', 'additional'],
		offline_service: ['general', 'refund_policy', 'additional'],
		multiple: ['general', 'refund_policy', 'additional'],
	},
	duplicate: {
		physical_product: ['general', 'duplicate_charge', 'additional'],
		digital_product_or_service: ['general', 'duplicate_charge', 'additional'],
		offline_service: ['general', 'duplicate_charge', 'additional'],
		multiple: ['general', 'duplicate_charge', 'additional'],
	},
	fraudulent: {
		physical_product: ['general', 'shipping', 'additional'],
		digital_product_or_service: ['general', 'activity_logs', 'additional'],
		offline_service: ['general', 'service', 'additional'],
		multiple: ['general', 'shipping', 'activity_logs', 'service', 'additional'],
	},
	product_not_received: {
		physical_product: ['general', 'shipping', 'additional'],
		digital_product_or_service: ['general', 'activity_logs', 'additional'],
		offline_service: ['general', 'service', 'additional'],
		multiple: ['general', 'shipping', 'activity_logs', 'service', 'additional'],
	},
	product_unacceptable: {
		physical_product: ['general', 'refund_policy', 'shipping', 'additional'],
		digital_product_or_service: ['general', 'refund_policy', 'activity_logs', 'additional'],
		offline_service: ['general', 'refund_policy', 'service', 'additional'],
		multiple: ['general', 'refund_policy', 'shipping', 'activity_logs', 'service', 'additional'],
	},
	subscription_canceled: {
		physical_product: ['general', 'cancellation_policy', 'additional'],
		digital_product_or_service: ['general', 'cancellation_policy', 'activity_logs', 'additional'],
		offline_service: ['general', 'cancellation_policy', 'service', 'additional'],
		multiple: ['general', 'cancellation_policy', 'activity_logs', 'service', 'additional'],
	},
	unrecognized: {
		physical_product: ['general', 'shipping', 'additional'],
		digital_product_or_service: ['general', 'activity_logs', 'additional'],
		offline_service: ['general', 'service', 'additional'],
		multiple: ['general', 'shipping', 'activity_logs', 'service', 'additional'],
	},
};

const CASES = REASONS.flatMap((reason) =>
	EVIDENCE_PRODUCT_TYPES.map((type) => [reason, type, EXPECTED[reason][type]] as const)
);

describe('evidence sections by reason and product type', () => {
	it.each(CASES)('%s × %s → %j', (reason, type, expected) => {
		const sections = getSections(reason, type);
		expect(sections.map((s) => s.key)).toEqual(expected);
		const keys = sectionFields(sections).map((f) => f.key);
		// No field twice, and every section has fields.
		expect(new Set(keys).size).toBe(keys.length);
		expect(sections.every((s) => s.fields.length > 0)).toBe(true);
		// General customer fields and the uncategorized ones everywhere.
		for (const key of [
			'product_description',
			'customer_name',
			'customer_email_address',
			'billing_address',
			'customer_purchase_ip',
			'receipt',
			'customer_communication',
			'customer_signature',
			'uncategorized_text',
			'uncategorized_file',
		]) {
			expect(keys).toContain(key);
		}
	});

	it.each([
		['physical_product', ['shipping_documentation'], ['service_documentation']],
		['offline_service', ['service_documentation'], ['shipping_documentation']],
		['digital_product_or_service', [], ['shipping_documentation', 'service_documentation']],
		['multiple', ['shipping_documentation', 'service_documentation'], []],
	] as const)('duplicate × %s: the disputed payment’s own documentation', (type, present, absent) => {
		const keys = sectionFields(getSections('duplicate', type)).map((f) => f.key);
		for (const key of [
			'duplicate_charge_id',
			'duplicate_charge_explanation',
			'duplicate_charge_documentation',
		]) {
			expect(keys).toContain(key);
		}
		present.forEach((key) => expect(keys).toContain(key));
		absent.forEach((key) => expect(keys).not.toContain(key));
	});

	it('uses every evidence field of spec 002 §3.4 somewhere', () => {
		const used = new Set(
			CASES.flatMap(([reason, type]) => sectionFields(getSections(reason, type)).map((f) => f.key))
		);
		expect([...used].sort()).toEqual([...EVIDENCE_TEXT_FIELDS, ...EVIDENCE_FILE_FIELDS].sort());
	});

	it('field types: files are the file keys, dates are the two dates', () => {
		const fields = CASES.flatMap(([reason, type]) => sectionFields(getSections(reason, type)));
		for (const field of fields) {
			expect(field.type === 'file').toBe(
				(EVIDENCE_FILE_FIELDS as readonly string[]).includes(field.key)
			);
			expect(field.type === 'date').toBe(field.key === 'shipping_date' || field.key === 'service_date');
		}
	});

	it('without a product type only the sections that do not depend on one', () => {
		expect(getSections('fraudulent', '').map((s) => s.key)).toEqual(['general', 'additional']);
		expect(getSections('duplicate', '').map((s) => s.key)).toEqual([
			'general',
			'duplicate_charge',
			'additional',
		]);
		expect(sectionFields(getSections('duplicate', '')).map((f) => f.key)).not.toContain(
			'shipping_documentation'
		);
	});

	it('the product type selector starts with a disabled placeholder', () => {
		const options = productTypeOptions();
		expect(options[0]).toEqual({ value: '', label: 'Select one…', disabled: true });
		expect(options.slice(1).map((o) => o.value)).toEqual([...EVIDENCE_PRODUCT_TYPES]);
	});
});

describe('stepper steps', () => {
	it.each([
		['duplicate', false],
		['subscription_canceled', false],
		['credit_not_processed', false],
		['fraudulent', true],
		['product_not_received', true],
		['product_unacceptable', true],
		['unrecognized', true],
	])('%s has the shipping step: %s', (reason, expected) => {
		expect(hasShippingStep(reason)).toBe(expected);
	});

	it.each(CASES)('%s × %s: every field on one step, the cover letter on none', (reason, type) => {
		const withShipping = hasShippingStep(reason);
		const steps = getStepFields(reason, type, withShipping);
		const keys = [...steps.customer, ...steps.product, ...steps.documents, ...steps.shipping].map(
			(f) => f.key
		);
		expect(new Set(keys).size).toBe(keys.length);
		expect(keys).not.toContain('uncategorized_text');
		expect(steps.customer.map((f) => f.key)).toEqual([
			'customer_name',
			'customer_email_address',
			'billing_address',
			'customer_purchase_ip',
		]);
		expect(steps.documents.every((f) => f.type === 'file')).toBe(true);
		expect(steps.product.every((f) => f.type !== 'file')).toBe(true);
		if (withShipping) {
			expect(steps.shipping.map((f) => f.key)).toEqual([
				'shipping_carrier',
				'shipping_tracking_number',
				'shipping_date',
				'shipping_address',
				'shipping_documentation',
			]);
			expect(steps.documents.map((f) => f.key)).not.toContain('shipping_documentation');
		} else {
			expect(steps.shipping).toEqual([]);
		}
		// Every field the old form shows for the combination (but the letter) is on some step.
		const oldForm = sectionFields(getSections(reason, type))
			.map((f) => f.key)
			.filter((k) => k !== 'uncategorized_text');
		oldForm.forEach((key) => expect(keys).toContain(key));
	});
});
