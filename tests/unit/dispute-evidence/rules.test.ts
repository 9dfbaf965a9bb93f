/**
 * The evidence screen's pure rules (src/pages/dispute-evidence/rules.ts): editable statuses, the product type
 * default, the starting evidence, the character limits, the file checks, the shipping display, the payload.
 */
import {
	attachedBytes,
	buildEvidencePayload,
	buildMetadata,
	defaultProductType,
	exceedsFileLimit,
	initialEvidence,
	isAcceptedFile,
	isEditableStatus,
	limitValue,
	sameEvidence,
	shippingAddressShown,
	shippingDateShown,
	totalChars,
	withShownDefaults,
} from '../../../src/pages/dispute-evidence/rules';
import { setPageGlobals } from '../../support/page-globals';
import { makeDispute } from './fixtures';

beforeEach(() => setPageGlobals());

describe('editable statuses (spec 002 §4.5)', () => {
	it.each([
		['needs_response', true],
		['warning_needs_response', true],
		['under_review', false],
		['warning_under_review', false],
		['won', false],
		['lost', false],
		['charge_refunded', false],
		['warning_closed', false],
	])('%s → %s', (status, editable) => {
		expect(isEditableStatus(status)).toBe(editable);
	});
});

describe('product type default (spec 002 §4.5)', () => {
	const base = makeDispute();
	it.each([
		[
			'stored type wins',
			{ __product_type: 'offline_service' as const },
			{ receipt: 'file_1' },
			'offline_service',
		],
		['evidence without a stored type → multiple', {}, { customer_name: 'Ana' }, 'multiple'],
		['no evidence, no type → none', {}, {}, ''],
		['empty evidence values do not count', {}, { customer_name: '' }, ''],
		['an unknown stored type is ignored', { __product_type: 'boat' as never }, {}, ''],
	])('%s', (_label, metadata, evidence, expected) => {
		expect(defaultProductType({ ...base, metadata, evidence })).toBe(expected);
	});

	it('has_evidence alone also means multiple', () => {
		expect(
			defaultProductType({
				...base,
				evidence: {},
				evidence_details: { due_by: null, has_evidence: true },
			})
		).toBe('multiple');
	});
});

describe('starting evidence', () => {
	it('an editable dispute fills what the payment knows where nothing is stored', () => {
		const evidence = initialEvidence(makeDispute({ evidence: { customer_name: 'Stored name' } }));
		expect(evidence).toEqual({
			customer_name: 'Stored name',
			customer_email_address: 'ana@example.com',
			billing_address: 'Rua A 1\nRecife PE 50000-000\nBR',
			customer_purchase_ip: '203.0.113.9',
			product_description: 'Blue mug',
		});
	});

	it('a read-only dispute shows only what is stored; unknown keys are dropped', () => {
		const dispute = makeDispute({
			status: 'under_review',
			evidence: { receipt: 'file_1', bogus: 'x' } as never,
		});
		expect(initialEvidence(dispute)).toEqual({ receipt: 'file_1' });
	});
});

describe('character limits (spec 002 §5.3, §9)', () => {
	it('a field holds at most 20 000 characters', () => {
		const result = limitValue({}, 'uncategorized_text', 'a'.repeat(20_001));
		expect(result.value).toHaveLength(20_000);
		expect(result.limited).toBe(true);
		expect(limitValue({}, 'uncategorized_text', 'a'.repeat(20_000)).limited).toBe(false);
	});

	it('the evidence holds at most 150 000 characters in total', () => {
		const evidence = {
			product_description: 'a'.repeat(20_000),
			customer_name: 'b'.repeat(20_000),
			billing_address: 'c'.repeat(20_000),
			refund_policy_disclosure: 'd'.repeat(20_000),
			refund_refusal_explanation: 'e'.repeat(20_000),
			duplicate_charge_explanation: 'f'.repeat(20_000),
			cancellation_rebuttal: 'g'.repeat(20_000),
		};
		expect(totalChars(evidence)).toBe(140_000);
		const result = limitValue(evidence, 'uncategorized_text', 'x'.repeat(15_000));
		expect(result).toEqual({ value: 'x'.repeat(10_000), limited: true });
		// Replacing a field's own value does not count it twice.
		expect(limitValue(evidence, 'customer_name', 'z'.repeat(20_000)).limited).toBe(false);
	});
});

describe('files (spec 002 §5.3)', () => {
	it.each([
		[{ name: 'a.pdf', type: 'application/pdf' }, true],
		[{ name: 'a.png', type: 'image/png' }, true],
		[{ name: 'a.jpg', type: 'image/jpeg' }, true],
		[{ name: 'a.gif', type: 'image/gif' }, false],
		[{ name: 'a.txt', type: 'text/plain' }, false],
		[{ name: 'a.pdf.exe', type: 'application/x-msdownload' }, false],
		[{ name: 'scan.JPEG', type: '' }, true],
		[{ name: 'notes.txt', type: '' }, false],
	])('%j accepted: %s', (file, accepted) => {
		expect(isAcceptedFile(file)).toBe(accepted);
	});

	const evidence = { receipt: 'file_a', customer_communication: 'file_b', customer_name: 'Ana' };
	const sizes = { file_a: 3_000_000, file_b: 1_000_000, file_old: 4_000_000 };

	it('counts the files the evidence names, except the field being replaced', () => {
		expect(attachedBytes(evidence, sizes)).toBe(4_000_000);
		expect(attachedBytes(evidence, sizes, 'receipt')).toBe(1_000_000);
	});

	it('refuses a file that would take the dispute over 4 500 000 bytes', () => {
		expect(exceedsFileLimit(evidence, sizes, 'uncategorized_file', 500_000)).toBe(false);
		expect(exceedsFileLimit(evidence, sizes, 'uncategorized_file', 500_001)).toBe(true);
		// Replacing the 3 MB receipt frees its bytes.
		expect(exceedsFileLimit(evidence, sizes, 'receipt', 3_500_000)).toBe(false);
	});
});

describe('shipping display (spec 002 §5.3)', () => {
	it('an empty shipping date shows today', () => {
		expect(shippingDateShown('', '2026-03-05')).toBe('2026-03-05');
		expect(shippingDateShown(undefined, '2026-03-05')).toBe('2026-03-05');
		expect(shippingDateShown('2026-02-28', '2026-03-05')).toBe('2026-02-28');
	});

	it('newlines in the shipping address show as spaces', () => {
		expect(shippingAddressShown('Rua A 1\nRecife\r\nBR')).toBe('Rua A 1 Recife BR');
	});

	it('a save sends the shipping date shown when it is on screen', () => {
		expect(withShownDefaults({}, ['shipping_date'], '2026-03-05')).toEqual({
			shipping_date: '2026-03-05',
		});
		expect(withShownDefaults({}, ['receipt'], '2026-03-05')).toEqual({});
		expect(withShownDefaults({ shipping_date: '2026-01-01' }, ['shipping_date'], '2026-03-05')).toEqual({
			shipping_date: '2026-01-01',
		});
	});
});

describe('payload', () => {
	const evidence = {
		customer_name: 'Ana',
		shipping_carrier: '',
		receipt: 'file_a',
		uncategorized_file: '',
		not_a_key: 'x',
	} as never;

	it('the new flow drops empty keys (spec 002 §5.3)', () => {
		expect(buildEvidencePayload(evidence, true)).toEqual({ customer_name: 'Ana', receipt: 'file_a' });
	});

	it('the old form keeps empty keys so cleared fields clear on the server', () => {
		expect(buildEvidencePayload(evidence, false)).toEqual({
			customer_name: 'Ana',
			shipping_carrier: '',
			receipt: 'file_a',
			uncategorized_file: '',
		});
	});

	it('metadata carries the chosen product type only', () => {
		expect(buildMetadata('physical_product')).toEqual({ __product_type: 'physical_product' });
		expect(buildMetadata('')).toEqual({});
	});

	it('empty and missing values are the same evidence', () => {
		expect(sameEvidence({ a: '' } as never, {})).toBe(true);
		expect(sameEvidence({ customer_name: 'A' }, { customer_name: 'B' })).toBe(false);
		expect(sameEvidence({ customer_name: 'A', receipt: 'f' }, { receipt: 'f', customer_name: 'A' })).toBe(
			true
		);
	});
});
