/** The payment status chip (spec 002 §4.1, §4.2): text and colour of statuses, disputes, unknown ones. */
import { render, screen } from '@testing-library/react';

import { ChargeStatusChip } from '../../../src/components/charge-status-chip';

describe('ChargeStatusChip', () => {
	it.each([
		['paid', 'Paid', 'success'],
		['authorized', 'Payment authorized', 'primary'],
		['fraud_outcome_review', 'Needs review', 'warning'],
		['refund_failed', 'Refund failure', 'alert'],
		['disputed_needs_response', 'Disputed: Needs response', 'alert'],
		['disputed_warning_closed', 'Inquiry: Closed', 'light'],
		['mystery', 'mystery', 'light'],
	])('%s → %s (%s)', (status, label, chip) => {
		render(<ChargeStatusChip status={status} />);
		expect(screen.getByText(label)).toHaveAttribute('data-chip-type', chip);
	});
});
