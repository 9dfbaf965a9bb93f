/**
 * What the timeline shows under each event (spec 002 §2.1 links, §3.6, §4.4): kinds, the capture's
 * conversion, fee breakdown, net and payout, refunds, disputes with their challenge link, the loan link, the
 * reviewer; and the card itself: events in order, decorative markers, links, the load error.
 */
import { render, screen, within } from '@testing-library/react';

import type { TimelineEvent } from '../../../src/data/payment-details';
import { eventKind, eventView, payoutLine } from '../../../src/pages/payment-details/timeline/view';
import { setPageGlobals } from '../../support/page-globals';

jest.mock('../../../src/data/payment-details/hooks', () => ({ useTimeline: jest.fn() }));

import * as hooks from '../../../src/data/payment-details/hooks';
import { TimelineCard } from '../../../src/pages/payment-details/timeline';

beforeEach(() => setPageGlobals());

const captured: TimelineEvent = {
	type: 'captured',
	datetime: 1736900000,
	amount: 1000,
	amount_captured: 1000,
	currency: 'eur',
	fee: 61,
	deposit: { id: 'po_1', arrival_date: '2025-01-20 12:00:00' },
	fee_rates: {
		percentage: 0.039,
		fixed: 30,
		fixed_currency: 'usd',
		history: [
			{ type: 'base', percentage_rate: 0.029, fixed_rate: 30, currency: 'usd' },
			{
				type: 'additional',
				additional_type: 'fx',
				percentage_rate: 0.01,
				fixed_rate: 0,
				currency: 'usd',
			},
		],
		before_tax: { amount: 51, currency: 'usd' },
		tax: { amount: 10, currency: 'usd', description: 'DE VAT', percentage_rate: 0.19 },
	},
	transaction_details: {
		customer_currency: 'eur',
		customer_amount: 1000,
		store_currency: 'usd',
		store_amount: 1085,
		store_fee: 61,
	},
};

describe('eventView', () => {
	it.each([
		['started', 'neutral'],
		['captured', 'success'],
		['dispute_won', 'success'],
		['failed', 'failure'],
		['authorization_expired', 'failure'],
		['full_refund', 'refund'],
		['dispute_needs_response', 'dispute'],
		['fraud_outcome_review', 'fraud'],
		['financing_paydown', 'loan'],
		['unheard_of', 'neutral'],
	])('%p is a %p event', (type, kind) => {
		expect(eventKind(type)).toBe(kind);
	});

	it('shows a capture: conversion, fee with breakdown and tax, net, payout with its date', () => {
		const view = eventView(captured);
		expect(view.headline).toBe('A payment of €10.00 was successfully charged.');
		expect(view.lines.map((l) => l.text)).toEqual([
			'€10.00 → $10.85: 1.08500 USD/EUR',
			'Fee: -$0.61',
			'Net: $10.24',
			'Included in the payout on Jan 20, 2025.',
		]);
		expect(view.lines[1].items).toEqual([
			'Base fee: 2.9% + $0.30',
			'Currency conversion fee: 1%',
			'Fee before tax: -$0.51',
			'DE VAT (19.00%): -$0.10',
		]);
		expect(view.lines[3].link).toEqual({
			href: '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fpayouts%2Fdetails&id=po_1',
			text: 'View payout',
			type: 'wc-admin',
		});
	});

	it('says when no payout carried the money yet', () => {
		expect(payoutLine(null)).toEqual({ text: 'Not yet included in a payout.' });
		const view = eventView({
			type: 'captured',
			datetime: 1,
			amount: 1000,
			currency: 'usd',
			deposit: null,
		});
		expect(view.lines).toEqual([{ text: 'Not yet included in a payout.' }]);
	});

	it('shows a refund with its conversion, reason and payout; a failed refund returns the money', () => {
		const refund = eventView({
			type: 'partial_refund',
			datetime: 1,
			amount: 1000,
			amount_refunded: 500,
			currency: 'eur',
			reason: 'requested_by_customer',
			deposit: null,
			transaction_details: {
				customer_currency: 'eur',
				customer_amount: 500,
				store_currency: 'usd',
				store_amount: 543,
				store_fee: 0,
			},
		});
		expect(refund.lines.map((l) => l.text)).toEqual([
			'€5.00 → $5.43: 1.08600 USD/EUR',
			'Reason: Requested by customer',
			'Not yet included in a payout.',
		]);
		const failed = eventView({
			type: 'refund_failed',
			datetime: 1,
			amount_refunded: 500,
			currency: 'usd',
			failure_reason: 'unknown',
			deposit: { id: 'po_2', arrival_date: '2025-01-21 12:00:00' },
			transaction_details: {
				customer_currency: 'usd',
				customer_amount: 500,
				store_currency: 'usd',
				store_amount: 500,
				store_fee: 0,
			},
		});
		expect(failed.headline).toBe('The refund of $5.00 failed due to the card being lost or stolen.');
		expect(failed.lines.map((l) => l.text)).toEqual([
			'$5.00 was returned to your balance.',
			'Included in the payout on Jan 21, 2025.',
		]);
	});

	it('links an opened dispute to its challenge page, with the fee; an inquiry withdrew nothing', () => {
		const dispute = eventView({
			type: 'dispute_needs_response',
			datetime: 1,
			amount: 1000,
			fee: 1500,
			currency: 'usd',
			dispute_id: 'dp_1',
		});
		expect(dispute.lines[0].text).toBe('Dispute fee: -$15.00');
		expect(dispute.lines[1].link).toEqual({
			href: '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes%2Fchallenge&id=dp_1',
			text: 'View dispute',
			type: 'wc-admin',
		});
		const inquiry = eventView({ type: 'dispute_needs_response', datetime: 1, fee: 0, currency: 'usd' });
		expect(inquiry.lines).toEqual([{ text: 'No funds were withdrawn.' }]);
		expect(eventView({ type: 'dispute_won', datetime: 1, amount: 1000, fee: 1500 }).lines).toEqual([
			{ text: 'Dispute fee returned: $15.00' },
		]);
		expect(eventView({ type: 'dispute_lost', datetime: 1, dispute_id: 'dp_1' }).lines).toEqual([]);
	});

	it('links a loan repayment to the loan’s payments and a review to the reviewer', () => {
		const loan = eventView({
			type: 'financing_paydown',
			datetime: 1,
			amount: 250,
			currency: 'usd',
			loan_id: 'flxln_1',
		});
		expect(loan.lines[0].link).toEqual({
			href: '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions&type=charge&filter=advanced&loan_id_is=flxln_1',
			text: 'View the payments of loan flxln_1',
			type: 'wc-admin',
		});
		const approved = eventView({
			type: 'fraud_outcome_manual_approve',
			datetime: 1,
			user: { id: 3, username: 'ada' },
		});
		expect(approved.lines).toEqual([
			{
				text: 'Reviewed by',
				link: { href: '/wp-admin/user-edit.php?user_id=3', text: 'ada', type: 'wp-admin' },
			},
		]);
		expect(eventView({ type: 'fraud_outcome_manual_block', datetime: 1 }).lines).toEqual([]);
		expect(
			eventView({
				type: 'fraud_outcome_block',
				datetime: 1,
				ruleset_results: { avs_verification: 'block' },
			}).lines
		).toEqual([{ text: 'AVS Mismatch: blocked' }]);
	});
});

describe('TimelineCard', () => {
	const timeline = (v: object) => (hooks.useTimeline as jest.Mock).mockReturnValue(v);

	it('lists the events in order with decorative markers, texts, dates and links', () => {
		timeline({
			isLoading: false,
			data: [
				{ type: 'started', datetime: 1736899998, amount: 1000, currency: 'eur' },
				captured,
				{
					type: 'fraud_outcome_manual_approve',
					datetime: 1736900001,
					user: { id: 3, username: '<b>x</b>' },
				},
			],
		});
		render(<TimelineCard id="pi_1" />);
		const items = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-event-type'));
		expect(items.map((li) => li.getAttribute('data-event-type'))).toEqual([
			'started',
			'captured',
			'fraud_outcome_manual_approve',
		]);
		for (const li of items) {
			const marker = li.querySelector('.wcpay-timeline__marker');
			expect(marker).toHaveAttribute('aria-hidden', 'true');
			expect(marker?.querySelector('svg')).not.toBeNull();
		}
		expect(items[1]).toHaveClass('is-success');
		expect(
			within(items[1]).getByText('A payment of €10.00 was successfully charged.')
		).toBeInTheDocument();
		expect(within(items[1]).getByText('Base fee: 2.9% + $0.30')).toBeInTheDocument();
		expect(within(items[1]).getByRole('link', { name: 'View payout' })).toHaveAttribute(
			'href',
			'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fpayouts%2Fdetails&id=po_1'
		);
		expect(within(items[1]).getByText(/Jan 14, 2025/).tagName).toBe('TIME');
		// Remote text renders as text.
		expect(within(items[2]).getByRole('link', { name: '<b>x</b>' })).toHaveAttribute(
			'href',
			'/wp-admin/user-edit.php?user_id=3'
		);
		expect(document.querySelector('b')).toBeNull();
	});

	it('shows the load error and the placeholder', () => {
		timeline({ isLoading: false, error: { code: 'x', message: 'x' } });
		const { unmount } = render(<TimelineCard id="pi_1" />);
		expect(screen.getByText('Error while loading timeline')).toBeInTheDocument();
		unmount();
		timeline({ isLoading: true });
		render(<TimelineCard id="pi_1" />);
		expect(document.querySelector('.is-timeline')).toHaveAttribute('aria-hidden', 'true');
		expect(screen.getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
	});
});
