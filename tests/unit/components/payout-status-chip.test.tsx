/** The payout status chip (spec 001 §4.1): text and colour of every status, withdrawals, unknown statuses. */
import { render, screen } from '@testing-library/react';

import { DEPOSIT_STATUSES } from '../../../src/data/deposits/types';
import {
	PAYOUT_STATUS_CHIP_TYPES,
	PayoutStatusChip,
	payoutStatusChipType,
} from '../../../src/components/payout-status-chip';

describe('PayoutStatusChip', () => {
	it.each([
		['paid', 'deposit', 'Completed (paid)', 'success'],
		['paid', 'withdrawal', 'Completed (deducted)', 'success'],
		['pending', 'deposit', 'Pending', 'warning'],
		['in_transit', 'deposit', 'In transit', 'primary'],
		['failed', 'deposit', 'Failed', 'alert'],
		['canceled', 'deposit', 'Canceled', 'light'],
		['weird', 'deposit', 'weird', 'light'],
	])('%s %s → %s (%s)', (status, type, label, chip) => {
		render(<PayoutStatusChip status={status} type={type} />);
		const el = screen.getByText(label);
		expect(el).toHaveAttribute('data-chip-type', chip);
		expect(el).toHaveClass('wcpay-status-chip', `wcpay-status-chip--${chip}`);
	});

	it('reads a payout as a deposit by default', () => {
		render(<PayoutStatusChip status="paid" />);
		expect(screen.getByText('Completed (paid)')).toBeInTheDocument();
	});

	it('has a colour for every status, light for unknown ones', () => {
		expect(Object.keys(PAYOUT_STATUS_CHIP_TYPES).sort()).toEqual([...DEPOSIT_STATUSES].sort());
		expect(payoutStatusChipType('weird')).toBe('light');
	});
});
