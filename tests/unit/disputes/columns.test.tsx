/**
 * The disputes table's columns and cells (spec 002 §2.2, §4.2, §9): keys, order, which are sortable,
 * hidden by default and required; the row links (payment details of the charge), the action ('Respond' for
 * the statuses that need a response, 'See details' otherwise), the status chip (the payment details' chip),
 * reason labels, the deadline cell, and hostile texts rendered as text.
 */
import { render, screen, within } from '@testing-library/react';

import { ChargeStatusChip } from '../../../src/components/charge-status-chip';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../src/data/disputes/types';
import {
	DISPUTE_COLUMNS,
	DISPUTES_HIDDEN_COLUMNS_PREFERENCE,
	disputeAction,
	disputeDetailsUrl,
	disputeRow,
	DisputeStatusCell,
	getDisputesColumns,
} from '../../../src/pages/disputes/columns';
import { setPageGlobals } from '../../support/page-globals';
import { dispute } from './fixtures';

const NOW = Date.parse('2025-01-15T12:00:00Z');
const NEEDS_RESPONSE: DisputeStatus[] = ['needs_response', 'warning_needs_response'];

beforeEach(() => setPageGlobals({ wc: { countries: { GB: 'United Kingdom (UK)' } } }));

/** Renders one cell of a row. */
function cell(row: ReturnType<typeof disputeRow>, key: string) {
	const { container } = render(<div data-testid={key}>{row[key]?.display}</div>);
	return container.firstElementChild as HTMLElement;
}

describe('columns (spec 002 §2.2)', () => {
	it('are exactly the spec columns, in order', () => {
		expect(getDisputesColumns().map((c) => c.key)).toEqual([
			'details',
			'amount',
			'currency',
			'status',
			'reason',
			'source',
			'order',
			'customerName',
			'customerEmail',
			'customerCountry',
			'created',
			'dueBy',
			'action',
		]);
		expect([...DISPUTE_COLUMNS]).toEqual(getDisputesColumns().map((c) => c.key));
	});

	it('sorts by amount, created and dueBy; created descending by default', () => {
		const columns = getDisputesColumns();
		expect(columns.filter((c) => c.isSortable).map((c) => c.key)).toEqual(['amount', 'created', 'dueBy']);
		const defaults = columns.filter((c) => c.defaultSort);
		expect(defaults.map((c) => [c.key, c.defaultOrder])).toEqual([['created', 'desc']]);
	});

	it('hides currency, email, country and created by default; details, amount, status, dueBy and action cannot be hidden', () => {
		const columns = getDisputesColumns();
		expect(columns.filter((c) => c.hiddenByDefault).map((c) => c.key)).toEqual([
			'currency',
			'customerEmail',
			'customerCountry',
			'created',
		]);
		expect(columns.filter((c) => c.required).map((c) => c.key)).toEqual([
			'details',
			'amount',
			'status',
			'dueBy',
			'action',
		]);
	});

	it('labels the date columns with the store time zone', () => {
		const labels = Object.fromEntries(getDisputesColumns().map((c) => [c.key, c.label]));
		expect(labels.dueBy).toMatch(/^Respond by \(.+\)$/);
		expect(labels.created).toMatch(/^Disputed on \(.+\)$/);
		expect(labels.amount).toBe('Amount');
		expect(labels.action).toBe('Action');
	});

	it('keeps hidden columns in wc_payments_disputes_hidden_columns', () => {
		expect(DISPUTES_HIDDEN_COLUMNS_PREFERENCE).toBe('wc_payments_disputes_hidden_columns');
	});
});

describe('links', () => {
	it('a row links to the payment details of its charge', () => {
		expect(disputeDetailsUrl({ charge_id: 'ch_9', payment_intent_id: 'pi_9' })).toBe(
			'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions%2Fdetails&id=ch_9'
		);
		expect(disputeDetailsUrl({ charge_id: '', payment_intent_id: 'pi_9' })).toMatch(/&id=pi_9$/);
		expect(disputeDetailsUrl({ charge_id: '', payment_intent_id: null })).toBeNull();
	});

	it.each(DISPUTE_STATUSES)("%s: 'Respond' only when it needs a response", (status) => {
		const action = disputeAction({
			dispute_id: 'dp_7',
			status,
			charge_id: 'ch_7',
			payment_intent_id: 'pi_7',
		});
		if (NEEDS_RESPONSE.includes(status)) {
			expect(action).toEqual({
				kind: 'respond',
				label: 'Respond',
				href: '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_7',
			});
		} else {
			expect(action).toEqual({
				kind: 'details',
				label: 'See details',
				href: '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions%2Fdetails&id=ch_7',
			});
		}
	});
});

describe('status chip', () => {
	it.each(DISPUTE_STATUSES)('%s: the same chip as the payment details', (status) => {
		const list = render(<DisputeStatusCell status={status} />).container.innerHTML;
		const details = render(<ChargeStatusChip status={`disputed_${status}`} />).container.innerHTML;
		expect(list).toBe(details);
		const tone = NEEDS_RESPONSE.includes(status) ? 'alert' : 'light';
		expect(list).toContain(`data-chip-type="${tone}"`);
		expect(list).toContain(status.startsWith('warning_') ? 'Inquiry: ' : 'Disputed: ');
	});

	it('reads Disputed: Needs response for a dispute that needs one', () => {
		render(<DisputeStatusCell status="needs_response" />);
		expect(screen.getByText('Disputed: Needs response')).toHaveAttribute('data-chip-type', 'alert');
	});
});

describe('disputeRow', () => {
	const options = { explicit: false, countries: { GB: 'United Kingdom (UK)' }, now: NOW };

	it('renders every cell', () => {
		const row = disputeRow(dispute(), options);
		expect(Object.keys(row)).toEqual([...DISPUTE_COLUMNS]);
		expect(cell(row, 'amount')).toHaveTextContent('$13.70');
		const amountLink = within(cell(row, 'amount')).getByRole('link');
		expect(amountLink).toHaveAttribute(
			'href',
			expect.stringMatching(/path=%2Fpayments%2Ftransactions%2Fdetails&id=ch_1$/)
		);
		expect(amountLink).toHaveAccessibleName(
			'$13.70, Disputed: Needs response, Transaction unauthorized: view payment details'
		);
		expect(cell(row, 'currency')).toHaveTextContent('USD');
		expect(cell(row, 'status')).toHaveTextContent('Disputed: Needs response');
		expect(cell(row, 'reason')).toHaveTextContent('Transaction unauthorized');
		expect(cell(row, 'source')).toHaveTextContent('Visa');
		expect(within(cell(row, 'order')).getByRole('link', { name: '#150577' })).toHaveAttribute(
			'href',
			'/wp-admin/post.php?post=150577&action=edit'
		);
		expect(cell(row, 'customerName')).toHaveTextContent('Ada Lovelace');
		expect(cell(row, 'customerEmail')).toHaveTextContent('ada@example.com');
		expect(cell(row, 'customerCountry')).toHaveTextContent('United Kingdom (UK)');
		expect(cell(row, 'created')).toHaveTextContent('Jan 10, 2025, 10:00 AM');
		expect(cell(row, 'dueBy')).toHaveTextContent('Jan 31, 2025, 10:00 AM');
		expect(within(cell(row, 'action')).getByRole('link', { name: 'Respond' })).toHaveAttribute(
			'href',
			expect.stringMatching(/path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_1$/)
		);
		// The chevron is a mouse shortcut: out of the tab order and hidden from assistive technology.
		const chevron = cell(row, 'details').querySelector('a');
		expect(chevron).toHaveAttribute('tabindex', '-1');
		expect(chevron).toHaveAttribute('aria-hidden', 'true');
	});

	it('highlights an urgent deadline and reads the catalogue texts', () => {
		const past = disputeRow(dispute({ due_by: '2025-01-15 11:00:00' }), options);
		expect(cell(past, 'dueBy').querySelector('.wcpay-disputes__due--past_due')).toHaveTextContent(
			'Past due'
		);
		const today = disputeRow(dispute({ due_by: '2025-01-16 06:00:00' }), options);
		expect(cell(today, 'dueBy').querySelector('.wcpay-disputes__due--last_day')).toHaveTextContent(
			'Last day today'
		);
		const soon = disputeRow(dispute({ due_by: '2025-01-17 12:00:00' }), options);
		expect(cell(soon, 'dueBy').querySelector('.wcpay-disputes__due--soon')).toHaveTextContent(
			'Jan 17, 2025'
		);
		const later = disputeRow(dispute({ due_by: '2025-01-30 12:00:00' }), options);
		expect(cell(later, 'dueBy').querySelector('.wcpay-disputes__due')).toBeNull();
		const won = disputeRow(dispute({ status: 'won', due_by: '2025-01-15 11:00:00' }), options);
		expect(cell(won, 'dueBy')).not.toHaveTextContent('Past due');
		expect(within(cell(won, 'action')).getByRole('link', { name: 'See details' })).toBeInTheDocument();
	});

	it('names the currency when amounts mix currencies', () => {
		const row = disputeRow(dispute({ amount: 1234, currency: 'eur' }), { ...options, explicit: true });
		expect(cell(row, 'amount')).toHaveTextContent(/12[.,]34.*EUR/);
	});

	it('renders hostile texts as text and fills missing values with a dash', () => {
		const hostile = '<img src=x onerror=alert(1)>';
		const row = disputeRow(
			dispute({
				customer_name: hostile,
				customer_email: null,
				customer_country: null,
				source: null,
				order: null,
				order_number: null,
			}),
			options
		);
		expect(cell(row, 'customerName')).toHaveTextContent(hostile);
		expect(document.querySelector('img')).toBeNull();
		expect(cell(row, 'customerEmail')).toHaveTextContent('–');
		expect(cell(row, 'customerCountry')).toHaveTextContent('–');
		expect(cell(row, 'source')).toHaveTextContent('–');
		expect(cell(row, 'order')).toHaveTextContent('–');
	});

	it('shows an unknown reason as it is', () => {
		const row = disputeRow(dispute({ reason: 'brand_new' as never }), options);
		expect(cell(row, 'reason')).toHaveTextContent('brand_new');
	});
});
