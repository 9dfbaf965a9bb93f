/**
 * Spec 001 §9 across the screens: a title from the payment-method configuration (page settings
 * `paymentMethodsConfig`) takes priority over the built-in label in the transactions table's payment method
 * column, on the payment details screen and on the payment settings screen alike — all through
 * `paymentMethodLabel`.
 */
import { render, screen, within } from '@testing-library/react';

import { transactionCells } from '../../../src/components/transactions-table';
import type { Charge } from '../../../src/data/payment-details';
import { PaymentMethodCard } from '../../../src/pages/payment-details/payment-method';
import { PaymentSummary } from '../../../src/pages/payment-details/summary';
import { PaymentMethodsSection } from '../../../src/pages/payment-settings/sections';
import { setPageGlobals } from '../../support/page-globals';
import { transactionRow } from '../../support/transaction';
import { renderSection } from '../payment-settings/fixtures';

const CONFIG = {
	card: { title: 'Cards (configured)' },
	visa: { title: 'Visa (configured)' },
	link: { title: 'Link (configured)' },
};

const txn = transactionRow();

const charge = {
	id: 'ch_1',
	payment_intent: 'pi_1',
	amount: 1000,
	amount_refunded: 0,
	currency: 'usd',
	created: 1736900000,
	captured: true,
	paid: true,
	refunded: false,
	disputed: false,
	status: 'succeeded',
	balance_transaction: { currency: 'usd', amount: 1000, fee: 59, net: 941 },
	refunds: { data: [] },
	outcome: { type: 'authorized', risk_level: 'normal' },
	billing_details: { name: 'Jane Doe', email: null, phone: null, address: {}, formatted_address: '' },
	payment_method: 'pm_1',
	payment_method_details: { type: 'card', card: { brand: 'visa', network: 'visa', last4: '4242' } },
	order: null,
	dispute: null,
	deposit: null,
	fraud_meta_box_type: 'allow',
} as unknown as Charge;

function sourceText(): string {
	const { container } = render(
		<>{transactionCells(txn, { explicit: false, countries: {} }).source?.display}</>
	);
	return container.textContent ?? '';
}

describe.each([
	['built-in labels without a configuration', undefined, 'Visa', 'Credit card / debit card', 'Link'],
	['configured titles first', CONFIG, 'Visa (configured)', 'Cards (configured)', 'Link (configured)'],
])('%s', (_name, config, visa, card, link) => {
	beforeEach(() => setPageGlobals({ wcpay: { paymentMethodsConfig: config } }));

	it('the transactions table names the payment method', () => {
		expect(sourceText()).toBe(`${visa} •••• 4242`);
	});

	it('the payment details screen names it in the summary and the payment method card', () => {
		render(<PaymentSummary charge={charge} />);
		expect(screen.getByText(`${visa} •••• 4242`)).toBeInTheDocument();
		render(<PaymentMethodCard charge={charge} />);
		expect(document.querySelector('.wcpay-payment-details__method-type')).toHaveTextContent(visa);
	});

	it('the payment settings screen names each method', () => {
		renderSection(PaymentMethodsSection);
		const group = screen.getByRole('group', { name: 'Payment methods' });
		expect(within(group).getByRole('checkbox', { name: card })).toBeChecked();
		expect(within(group).getByRole('checkbox', { name: link })).not.toBeChecked();
	});
});
