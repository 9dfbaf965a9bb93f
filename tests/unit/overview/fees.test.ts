import { describeAccountFees, describeFee, discountExpiration } from '../../../src/pages/overview/fees';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

const card = { base: { percentage_rate: 0.029, fixed_rate: 30, currency: 'usd' }, discount: [] };

describe('account fees (spec 002 §3.9)', () => {
	it('base fee: percent plus fixed part', () => {
		expect(describeFee('card', card)).toEqual({
			method: 'card',
			label: 'Credit card / debit card',
			fee: '2.9% + $0.30',
		});
		expect(describeFee('ideal', { base: { percentage_rate: 0.008, fixed_rate: 0 } }).fee).toBe('0.8%');
	});

	it('a discount fraction lowers both parts and keeps the base to strike through', () => {
		const fee = describeFee('card', { ...card, discount: [{ discount: 0.25 }] });
		expect(fee.baseFee).toBe('2.9% + $0.30');
		expect(fee.fee).toBe('2.175% + $0.23');
		expect(fee.discountLabel).toBe('25% discount');
	});

	it('an explicit discounted rate wins', () => {
		const fee = describeFee('card', { ...card, discount: [{ percentage_rate: 0.019, fixed_rate: 20 }] });
		expect(fee.fee).toBe('1.9% + $0.20');
		expect(fee.discountLabel).toBeUndefined();
	});

	it('volume allowance, used volume and end time', () => {
		const fee = describeFee('card', {
			...card,
			discount: [
				{
					discount: 0.1,
					volume_allowance: 500_000,
					current_volume: 125_000,
					volume_currency: 'usd',
					end_time: Date.parse('2025-06-30T16:00:00Z') / 1000,
				},
			],
		});
		expect(fee.expiration).toBe(
			'Discounted base fee expires after the first $5,000.00 of total payment volume or on Jun 30, 2025.'
		);
		expect(fee.volumeUsed).toBe('$1,250.00 of $5,000.00 discounted volume used');
		expect(discountExpiration({ volume_allowance: 100_000 }, 'usd')).toBe(
			'Discounted base fee expires after the first $1,000.00 of total payment volume.'
		);
		expect(discountExpiration({ end_time: '2025-03-01T12:00:00Z' }, 'usd')).toBe(
			'Discounted base fee expires on Mar 1, 2025.'
		);
		expect(discountExpiration({}, 'usd')).toBeUndefined();
	});

	it('lists every method with a base fee, card first', () => {
		const list = describeAccountFees({
			klarna: { base: { percentage_rate: 0.0599, fixed_rate: 30 } },
			card,
			junk: 1,
		});
		expect(list.map((f) => f.label)).toEqual(['Credit card / debit card', 'Klarna']);
	});
});
