import { PAYOUT_STATUS_CHIP_TYPES, payoutStatusChipType } from '../../../src/components/payout-status-chip';
import { payoutStatusFilterOptions, payoutStatusLabel } from '../../../src/strings/payout-status';
import { DEPOSIT_FAILURE_CODES, DEPOSIT_STATUSES } from '../../../src/data/deposits/types';
import {
	payoutFailureMessages,
	payoutFailureReason,
} from '../../../src/pages/payout-details/failure-reasons';
import { bankReferenceLabel, payoutTypeLabel } from '../../../src/pages/payouts/columns';

describe('payout status display (spec 001 §4.1)', () => {
	it.each([
		['paid', 'deposit', 'Completed (paid)', 'success'],
		['paid', 'withdrawal', 'Completed (deducted)', 'success'],
		['pending', 'deposit', 'Pending', 'warning'],
		['in_transit', 'deposit', 'In transit', 'primary'],
		['failed', 'deposit', 'Failed', 'alert'],
		['canceled', 'deposit', 'Canceled', 'light'],
	])('%s %s → %s (%s)', (status, type, label, chip) => {
		expect(payoutStatusLabel(status, type)).toBe(label);
		expect(payoutStatusChipType(status)).toBe(chip);
	});

	it('has a colour for every status, and a light one for unknown statuses', () => {
		expect(Object.keys(PAYOUT_STATUS_CHIP_TYPES).sort()).toEqual([...DEPOSIT_STATUSES].sort());
		expect(payoutStatusChipType('weird')).toBe('light');
		expect(payoutStatusLabel('weird')).toBe('weird');
	});

	it('the status filter offers every status but deducted, paid labelled Completed', () => {
		const options = payoutStatusFilterOptions();
		expect(options.map((o) => o.value).sort()).toEqual([...DEPOSIT_STATUSES].sort());
		expect(options.find((o) => o.value === 'paid')?.label).toBe('Completed');
		expect(options.map((o) => o.label)).not.toContain('Completed (deducted)');
		expect(options.map((o) => o.label)).not.toContain('Deducted');
	});

	it('type and bank reference labels', () => {
		expect(payoutTypeLabel('deposit')).toBe('Payout');
		expect(payoutTypeLabel('withdrawal')).toBe('Withdrawal');
		expect(bankReferenceLabel(null)).toBe('N/A');
		expect(bankReferenceLabel('')).toBe('N/A');
		expect(bankReferenceLabel('WCP123')).toBe('WCP123');
	});
});

describe('payout failure reasons (spec 001 §8)', () => {
	it('covers all 27 failure codes with distinct, non-empty texts', () => {
		const messages = payoutFailureMessages();
		expect(DEPOSIT_FAILURE_CODES).toHaveLength(27);
		expect(Object.keys(messages).sort()).toEqual([...DEPOSIT_FAILURE_CODES].sort());
		const texts = Object.values(messages);
		expect(new Set(texts).size).toBe(27);
		for (const text of texts) {
			expect(text.length).toBeGreaterThan(20);
			expect(text).toMatch(/\.$/);
			// Merchant words, not codes.
			expect(text).not.toMatch(/_/);
		}
	});

	it.each(DEPOSIT_FAILURE_CODES.map((code) => [code]))('%s maps to its own text', (code) => {
		expect(payoutFailureReason({ failure_code: code, failure_message: 'raw server text' })).toBe(
			payoutFailureMessages()[code]
		);
	});

	it('falls back to failure_message, then Unknown', () => {
		expect(
			payoutFailureReason({
				failure_code: 'something_new' as never,
				failure_message: 'The bank said no.',
			})
		).toBe('The bank said no.');
		expect(payoutFailureReason({ failure_code: null, failure_message: '  ' })).toBe('Unknown');
		expect(payoutFailureReason({ failure_code: null, failure_message: null })).toBe('Unknown');
	});
});
