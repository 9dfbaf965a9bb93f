/**
 * Remote text used as a key (a status, a type, a country code, a rule, a code, a currency symbol's entity)
 * never reads a member every object inherits: 'constructor', 'toString', '__proto__' and the like are
 * unknown keys, shown as themselves or as the catalogue's fallback, never as a function or as an object.
 */
import { render } from '@testing-library/react';

import { payoutStatusChipType } from '../../../src/components/payout-status-chip';
import { transactionCells } from '../../../src/components/transactions-table';
import { countryName } from '../../../src/pages/fraud-protection/environment';
import { methodTypeLabel, paymentMethodRows } from '../../../src/pages/payment-details/mapping';
import { payoutFailureReason } from '../../../src/pages/payout-details/failure-reasons';
import { fraudRuleLabel } from '../../../src/pages/payment-details/timeline/text';
import { eventKind } from '../../../src/pages/payment-details/timeline/view';
import { chargeDisplayStatusPill } from '../../../src/strings/charge-display-status';
import { riskLevelLabelInPaymentDetails } from '../../../src/strings/risk-level';
import { channelLabel, sourceDeviceLabel } from '../../../src/strings/sales-channel';
import { transactionTypeLabel } from '../../../src/strings/transaction-type';
import { requirementErrorMessage } from '../../../src/strings/verification-errors';
import { weekdayLabel } from '../../../src/strings/weekdays';
import { formatCurrency } from '../../../src/utils/money';
import { ownEntry } from '../../../src/utils/own-entry';
import { setPageGlobals } from '../../support/page-globals';
import { transactionRow } from '../../support/transaction';

const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

describe('ownEntry', () => {
	it('finds a table’s own keys', () => {
		expect(ownEntry({ paid: 'Paid', zero: 0 }, 'paid')).toBe('Paid');
		expect(ownEntry({ paid: 'Paid', zero: 0 }, 'zero')).toBe(0);
	});

	it.each(INHERITED)('finds nothing under an inherited name (%s)', (key) => {
		expect(ownEntry({ paid: 'Paid' }, key)).toBeUndefined();
	});

	it('finds nothing without a table or a key', () => {
		expect(ownEntry(undefined, 'paid')).toBeUndefined();
		expect(ownEntry(null, 'paid')).toBeUndefined();
		expect(ownEntry({ paid: 'Paid' }, null)).toBeUndefined();
		expect(ownEntry({ paid: 'Paid' }, undefined)).toBeUndefined();
	});
});

describe('labels of remote keys named like object members', () => {
	beforeEach(() => {
		setPageGlobals({ wc: { countries: { FR: 'France' } } });
	});

	it.each(INHERITED)('%s reads as an unknown key everywhere', (key) => {
		expect(transactionTypeLabel(key)).toBe(key);
		expect(weekdayLabel(key)).toBeNull();
		expect(channelLabel(key)).toBe('Online');
		expect(sourceDeviceLabel(key)).toBe(key);
		expect(fraudRuleLabel(key)).toBe(key);
		expect(eventKind(key)).toBe('neutral');
		expect(payoutStatusChipType(key)).toBe('light');
		expect(riskLevelLabelInPaymentDetails(key)).toBe('Not assessed');
		expect(chargeDisplayStatusPill(key as never)).toEqual({ label: key, tone: 'light' });
		expect(countryName(key)).toBe(key);
		expect(requirementErrorMessage({ code: key, reason: '' } as never)).toBeNull();
		expect(payoutFailureReason({ failure_code: key as never, failure_message: null })).toBe('Unknown');
	});

	it.each(INHERITED)('a transaction from country %s shows the code as text', (key) => {
		const cells = transactionCells(transactionRow({ customer_country: key }), {
			explicit: false,
			countries: { FR: 'France' },
		});
		const { container } = render(<>{cells.customer_country?.display}</>);
		expect(container.textContent).toBe(key);
	});

	it.each(INHERITED)('a payment method of type %s is named by its type, with no rows of its own', (key) => {
		const details = { type: key } as never;
		expect(methodTypeLabel(details)).toBe(key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' '));
		expect(() =>
			paymentMethodRows({ payment_method_details: details, billing_details: {} } as never)
		).not.toThrow();
	});

	it('a known country still reads as its name', () => {
		const cells = transactionCells(transactionRow({ customer_country: 'FR' }), {
			explicit: false,
			countries: { FR: 'France' },
		});
		const { container } = render(<>{cells.customer_country?.display}</>);
		expect(container.textContent).toBe('France');
	});

	it('a currency symbol’s entity named like a member stays as written', () => {
		setPageGlobals({
			wcpay: {
				currencyData: {
					XTS: {
						code: 'XTS',
						symbol: '&constructor;',
						symbolPosition: 'left',
						thousandSeparator: ',',
						decimalSeparator: '.',
						precision: 2,
					},
				},
			},
		});
		expect(formatCurrency(1234, 'XTS')).toBe('&constructor;12.34');
	});
});
