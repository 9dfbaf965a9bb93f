/**
 * The cover letter builder (src/pages/dispute-evidence/cover-letter.ts): its inputs (spec 002 §3.5), the
 * lettered attachments, the body by reason, and the regeneration rule (§4.5).
 */
import {
	attachmentLetter,
	buildCoverLetter,
	coverLetterData,
	editCoverLetter,
	initialCoverLetter,
	isGeneratedLetter,
	listAttachments,
	regenerateCoverLetter,
} from '../../../src/pages/dispute-evidence/cover-letter';
import { setPageGlobals } from '../../support/page-globals';
import { makeDispute } from './fixtures';

const NOW = new Date('2026-03-05T15:00:00Z');
const merchant = {
	name: 'Mug House',
	address: '1 Main St, Springfield',
	email: 'help@mug.example',
	phone: '+1 555 0100',
};

beforeEach(() => setPageGlobals());

describe('attachments', () => {
	it('letters A, B, … Z, AA', () => {
		expect([0, 1, 25, 26, 27].map(attachmentLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
	});

	it('lists the uploaded files in the letter’s order, skipping empty fields', () => {
		expect(
			listAttachments({
				uncategorized_file: 'file_z',
				receipt: 'file_r',
				shipping_documentation: 'file_s',
				customer_signature: '',
				customer_name: 'Ana',
			})
		).toEqual(['Order receipt', 'Proof of shipping', 'Other documents']);
	});

	it('the letter numbers them A, B, C and says nothing when there are none', () => {
		const dispute = makeDispute();
		const withFiles = buildCoverLetter(
			coverLetterData({
				dispute,
				evidence: { receipt: 'f1', customer_communication: 'f2', access_activity_log: 'f3' },
				merchant,
				now: NOW,
			})
		);
		expect(withFiles).toContain(
			'To support our case, we are providing the following documentation:\n' +
				'Attachment A: Order receipt\nAttachment B: Customer communication\nAttachment C: Activity log'
		);
		const without = buildCoverLetter(coverLetterData({ dispute, evidence: {}, merchant, now: NOW }));
		expect(without).not.toContain('Attachment A');
		expect(without).not.toContain('following documentation');
	});
});

describe('letter inputs (spec 002 §3.5)', () => {
	it('prints the merchant, date, bank, case, transaction, customer, product, order and delivery dates', () => {
		const letter = buildCoverLetter(
			coverLetterData({
				dispute: makeDispute(),
				evidence: { shipping_date: '2026-03-01' },
				merchant,
				bankName: 'Acme Bank',
				now: NOW,
			})
		);
		expect(letter.split('\n').slice(0, 5)).toEqual([
			'Mug House',
			'1 Main St, Springfield',
			'help@mug.example',
			'+1 555 0100',
			'Mar 5, 2026',
		]);
		expect(letter).toContain('To: Acme Bank');
		expect(letter).toContain('Subject: Chargeback dispute, case #dp_test1');
		expect(letter).toContain('chargeback #dp_test1 for transaction ch_test1 on Feb 27, 2026.');
		expect(letter).toContain(
			'the customer, Ana Lima, ordered Blue mug on Feb 27, 2026 and received it on Mar 1, 2026.'
		);
		expect(letter.endsWith('Thank you,\nMug House')).toBe(true);
	});

	it('the evidence wins over the payment; placeholders stand in for what is unknown', () => {
		const dispute = makeDispute({
			order: null,
			charge: {
				...makeDispute().charge,
				level3: undefined,
				billing_details: { ...makeDispute().charge.billing_details, name: null },
			},
			customer_name: null,
		});
		const data = coverLetterData({
			dispute,
			evidence: { product_description: 'Red mug' },
			merchant: {},
			now: NOW,
		});
		expect(data).toMatchObject({
			merchantName: '<Your business name>',
			merchantAddress: '<Your business address>',
			supportEmail: '<Your support email>',
			supportPhone: '<Your support phone number>',
			bankName: '<Acquiring bank name>',
			customerName: '<Customer name>',
			product: 'Red mug',
			orderDate: 'Feb 27, 2026',
			deliveryDate: '<Delivery date>',
		});
		expect(
			coverLetterData({ dispute, evidence: { customer_name: 'Typed name' }, merchant, now: NOW })
				.product
		).toBe('<Product>');
	});

	it.each([
		['fraudulent', 'customer and legitimate cardholder'],
		['unrecognized', 'customer and legitimate cardholder'],
		['product_unacceptable', 'matched the description'],
		['credit_not_processed', 'not owed a refund or credit'],
		['subscription_canceled', 'No cancellation was recorded'],
		['duplicate', 'is not a duplicate'],
		['product_not_received', 'and received it on'],
	] as const)('%s has its own paragraph', (reason, text) => {
		const letter = buildCoverLetter(
			coverLetterData({ dispute: makeDispute({ reason }), evidence: {}, merchant, now: NOW })
		);
		expect(letter).toContain(text);
	});
});

describe('regeneration rule (spec 002 §4.5)', () => {
	it('starts from the generated letter when none is saved', () => {
		expect(initialCoverLetter(undefined, 'GEN')).toEqual({ text: 'GEN', manual: false });
		expect(initialCoverLetter('  ', 'GEN')).toEqual({ text: 'GEN', manual: false });
	});

	it('keeps a saved letter as written; it counts as edited unless it is the generated one', () => {
		expect(initialCoverLetter('My letter', 'GEN')).toEqual({ text: 'My letter', manual: true });
		expect(initialCoverLetter('GEN', 'GEN')).toEqual({ text: 'GEN', manual: false });
	});

	it('a letter saved as generated on another day, or with other merchant details, is generated again', () => {
		const dispute = makeDispute({ reason: 'fraudulent' });
		const evidence = { product_description: 'A blue mug', customer_name: 'Caio' };
		const data = (now: Date, m = merchant) => coverLetterData({ dispute, evidence, merchant: m, now });
		const today = data(NOW);
		const savedYesterday = buildCoverLetter(data(new Date('2026-03-04T15:00:00Z')));
		const savedWithoutSettings = buildCoverLetter(data(NOW, { ...merchant, email: '', phone: '' }));
		const generated = buildCoverLetter(today);
		expect(savedYesterday).not.toBe(generated);
		expect(isGeneratedLetter(savedYesterday, today)).toBe(true);
		expect(isGeneratedLetter(savedWithoutSettings, today)).toBe(true);
		const isGenerated = (text: string) => isGeneratedLetter(text, today);
		expect(initialCoverLetter(savedYesterday, generated, isGenerated)).toEqual({
			text: generated,
			manual: false,
		});
		// A word changed anywhere, a line added or the evidence changed: the merchant's own letter.
		const edited = savedYesterday.replace('legitimate cardholder', 'real cardholder');
		expect(isGeneratedLetter(edited, today)).toBe(false);
		expect(isGeneratedLetter(`${savedYesterday}\nP.S. Thanks`, today)).toBe(false);
		expect(isGeneratedLetter(savedYesterday.replace('Caio', 'Ana'), today)).toBe(false);
		expect(initialCoverLetter(edited, generated, isGenerated)).toEqual({ text: edited, manual: true });
		// Text that looks like a pattern is only text.
		expect(isGeneratedLetter('.*', today)).toBe(false);
		expect(isGeneratedLetter(generated, data(NOW, { ...merchant, name: 'A (b) [c] $d ^e' }))).toBe(true);
	});

	it('regenerates until edited by hand, then stops', () => {
		let state = initialCoverLetter(undefined, 'GEN 1');
		state = regenerateCoverLetter(state, 'GEN 2');
		expect(state).toEqual({ text: 'GEN 2', manual: false });
		state = editCoverLetter('GEN 2 with my words', 'GEN 2');
		expect(state).toEqual({ text: 'GEN 2 with my words', manual: true });
		state = regenerateCoverLetter(state, 'GEN 3');
		expect(state).toEqual({ text: 'GEN 2 with my words', manual: true });
	});

	it('clearing it to empty regenerates it and resets the flag', () => {
		expect(editCoverLetter('', 'GEN 4')).toEqual({ text: 'GEN 4', manual: false });
		expect(editCoverLetter(' \n ', 'GEN 4')).toEqual({ text: 'GEN 4', manual: false });
		expect(regenerateCoverLetter(editCoverLetter('', 'GEN 4'), 'GEN 5')).toEqual({
			text: 'GEN 5',
			manual: false,
		});
	});
});
