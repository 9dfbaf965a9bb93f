/**
 * The dispute panel (spec 002 §4.2, §8): an inquiry without an order cannot be refunded through it and
 * says 'Unable to view order. Order not found.'; a dispute's accept goes to the store after confirming.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import type { Dispute } from '../../../src/data/disputes/types';
import { DisputePanel } from '../../../src/pages/payment-details/dispute-panel';
import { setPageGlobals } from '../../support/page-globals';
import { charge } from './fixtures';

const mockAcceptDispute = jest.fn(() => Promise.resolve({}));
let mockDisputeError: unknown;
jest.mock('../../../src/data/dispute-details', () => ({
	useDispute: () => ({ data: undefined, isLoading: false, error: mockDisputeError }),
	useDisputeActions: () => ({ acceptDispute: mockAcceptDispute, isAccepting: () => false }),
}));

const dispute = (status: string) =>
	({
		id: 'dp_1',
		status,
		amount: 1000,
		currency: 'usd',
		created: '2026-01-02 10:00:00',
		due_by: '2099-01-01 00:00:00',
		evidence_details: { due_by: null, has_evidence: false },
	}) as unknown as Dispute;

beforeEach(() => {
	setPageGlobals();
	mockAcceptDispute.mockClear();
	mockDisputeError = undefined;
	for (const n of select(noticesStore).getNotices()) {
		void dispatch(noticesStore).removeNotice(n.id);
	}
});

it('an inquiry without an order: Issue refund says the order cannot be found', () => {
	render(<DisputePanel charge={charge({ order: null, dispute: dispute('warning_needs_response') })} />);
	fireEvent.click(screen.getByRole('button', { name: 'Issue refund' }));
	fireEvent.click(screen.getByRole('dialog').querySelector('button.is-primary') as HTMLElement);
	expect(
		select(noticesStore)
			.getNotices()
			.map((n) => n.content)
	).toEqual(['Unable to view order. Order not found.']);
	expect(mockAcceptDispute).not.toHaveBeenCalled();
});

it('a dispute is accepted only after confirming, and the confirmation closes once it is', async () => {
	render(<DisputePanel charge={charge({ dispute: dispute('needs_response') })} />);
	fireEvent.click(screen.getByRole('button', { name: 'Accept dispute' }));
	expect(mockAcceptDispute).not.toHaveBeenCalled();
	fireEvent.click(screen.getByRole('dialog').querySelector('button.is-primary') as HTMLElement);
	expect(mockAcceptDispute).toHaveBeenCalledWith('dp_1');
	await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('no panel without a dispute; a footer for one that needs no response', () => {
	const { container, rerender } = render(<DisputePanel charge={charge()} />);
	expect(container).toBeEmptyDOMElement();
	rerender(<DisputePanel charge={charge({ dispute: dispute('won') })} />);
	expect(document.querySelector('.wcpay-payment-details__dispute')).toHaveTextContent(/credited back/);
});

it("a dispute that cannot be read shows the charge's footer and says 'Error retrieving dispute.' once", () => {
	mockDisputeError = { code: 'internal_server_error', message: 'boom', data: { status: 500 } };
	const { rerender } = render(<DisputePanel charge={charge({ dispute: dispute('won') })} />);
	rerender(<DisputePanel charge={charge({ dispute: dispute('won') })} />);
	expect(document.querySelector('.wcpay-payment-details__dispute')).toHaveTextContent(/credited back/);
	expect(
		select(noticesStore)
			.getNotices()
			.map((n) => n.content)
	).toEqual(['Error retrieving dispute.']);
});
