/** The chips of the account status card (spec 002 §4.8): account status, payments and payouts indicators. */
import { render, screen } from '@testing-library/react';

import {
	AccountPaymentsStatusChip,
	AccountPayoutsStatusChip,
	AccountStatusChip,
} from '../../../src/components/account-status-chip';

describe('AccountStatusChip', () => {
	it.each([
		['complete', 'Complete', 'success'],
		['restricted_soon', 'Restricted soon', 'warning'],
		['rejected.fraud', 'Rejected', 'alert'],
		['under_review', 'Under review', 'primary'],
		[undefined, 'Unknown', 'light'],
	])('%s → %s (%s)', (status, label, chip) => {
		render(<AccountStatusChip status={status} />);
		expect(screen.getByText(label)).toHaveAttribute('data-chip-type', chip);
	});
});

describe('AccountPaymentsStatusChip', () => {
	it.each([
		[true, 'complete', 'Enabled', 'success'],
		[false, 'pending_verification', 'Pending verification', 'primary'],
		[false, 'restricted', 'Disabled', 'alert'],
	])('enabled %s, status %s → %s (%s)', (enabled, status, label, chip) => {
		render(<AccountPaymentsStatusChip enabled={enabled} status={status} />);
		expect(screen.getByText(label)).toHaveAttribute('data-chip-type', chip);
	});
});

describe('AccountPayoutsStatusChip', () => {
	it.each([
		['enabled', 'weekly', 'Automatic', 'success'],
		['enabled', 'manual', 'Manual', 'success'],
		['blocked', 'daily', 'Under Review', 'warning'],
		['disabled', 'daily', 'Disabled', 'alert'],
		['enabled', undefined, 'Unknown', 'light'],
	])('status %s, interval %s → %s (%s)', (depositsStatus, interval, label, chip) => {
		render(<AccountPayoutsStatusChip depositsStatus={depositsStatus} interval={interval} />);
		expect(screen.getByText(label)).toHaveAttribute('data-chip-type', chip);
	});
});
