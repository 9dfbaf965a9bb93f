/**
 * Payment method labels (spec 001 §9): every built-in label, a configured title taking priority (given, or
 * from the page settings' `paymentMethodsConfig`), unknown ids, and the settings' status labels.
 */
import { TRANSACTION_SOURCES } from '../../../src/data/transactions/types';
import {
	CARD_BRANDS,
	configuredPaymentMethods,
	paymentMethodLabel,
	paymentMethodStatusLabel,
} from '../../../src/strings/payment-method';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

const BUILT_IN: Array<[string, string]> = [
	['card', 'Credit card / debit card'],
	['card_present', 'In-person card'],
	['interac_present', 'Interac (in person)'],
	['visa', 'Visa'],
	['mastercard', 'Mastercard'],
	['amex', 'American Express'],
	['discover', 'Discover'],
	['jcb', 'JCB'],
	['diners', 'Diners Club'],
	['unionpay', 'UnionPay'],
	['link', 'Link'],
	['klarna', 'Klarna'],
	['affirm', 'Affirm'],
	['afterpay_clearpay', 'Afterpay'],
	['ideal', 'iDEAL'],
	['bancontact', 'Bancontact'],
	['eps', 'EPS'],
	['p24', 'Przelewy24 (P24)'],
	['sepa_debit', 'SEPA Direct Debit'],
	['giropay', 'giropay'],
	['sofort', 'Sofort'],
	['au_becs_debit', 'BECS Direct Debit'],
	['becs', 'BECS Direct Debit'],
	['multibanco', 'Multibanco'],
	['grabpay', 'GrabPay'],
	['wechat_pay', 'WeChat Pay'],
];

describe('paymentMethodLabel: built-in labels', () => {
	it.each(BUILT_IN)('%s → %s', (id, label) => {
		expect(paymentMethodLabel(id)).toBe(label);
	});

	it('knows every transaction source and card brand', () => {
		const known = new Set(BUILT_IN.map(([id]) => id));
		for (const id of [...TRANSACTION_SOURCES, ...CARD_BRANDS]) {
			expect(known.has(id)).toBe(true);
		}
	});

	it.each([
		['new_method', 'New method'],
		['alipay', 'Alipay'],
		['us_bank_account', 'Us bank account'],
	])('an unknown id (%s) reads as %s', (id, label) => {
		expect(paymentMethodLabel(id)).toBe(label);
	});

	// A source is remote text: a name an object inherits is still just an unknown id, never a function.
	it.each([
		['constructor', 'Constructor'],
		['toString', 'ToString'],
		['__proto__', '_ proto  '],
		['hasOwnProperty', 'HasOwnProperty'],
	])('an id named like an object member (%s) reads as %s', (id, label) => {
		expect(paymentMethodLabel(id)).toBe(label);
	});

	it.each([[''], [null], [undefined]])('no id (%s) reads empty', (id) => {
		expect(paymentMethodLabel(id)).toBe('');
	});
});

describe('paymentMethodLabel: a configured title takes priority (spec 001 §9)', () => {
	const config = {
		card: { title: 'Card' },
		visa: { title: 'Visa (custom)' },
		custom_method: { title: 'Custom payment method' },
		klarna: { title: '   ' },
		link: { title: null },
		eps: {},
	};

	it.each([
		['card', 'Card'],
		['visa', 'Visa (custom)'],
		['custom_method', 'Custom payment method'],
		['klarna', 'Klarna'],
		['link', 'Link'],
		['eps', 'EPS'],
		['mastercard', 'Mastercard'],
	])('given: %s → %s', (id, label) => {
		expect(paymentMethodLabel(id, config)).toBe(label);
	});

	it('reads the page settings by default', () => {
		expect(configuredPaymentMethods()).toBeUndefined();
		setPageGlobals({ wcpay: { paymentMethodsConfig: config } });
		expect(configuredPaymentMethods()).toBe(config);
		expect(paymentMethodLabel('card')).toBe('Card');
		expect(paymentMethodLabel('custom_method')).toBe('Custom payment method');
		expect(paymentMethodLabel('amex')).toBe('American Express');
		// An explicit "no configuration" reads the built-in labels.
		expect(paymentMethodLabel('card', null)).toBe('Credit card / debit card');
	});

	it('no id reads empty, whatever the configuration', () => {
		expect(paymentMethodLabel('', { '': { title: 'Nothing' } })).toBe('');
	});
});

describe('paymentMethodStatusLabel', () => {
	it.each([
		['active', 'Active'],
		['pending', 'Pending approval'],
		['pending_verification', 'Pending approval'],
		['inactive', 'Inactive'],
		['unrequested', 'Not requested'],
		['something_new', 'something_new'],
		[undefined, ''],
		[null, ''],
	])('%s → %s', (status, label) => {
		expect(paymentMethodStatusLabel(status)).toBe(label);
	});
});
