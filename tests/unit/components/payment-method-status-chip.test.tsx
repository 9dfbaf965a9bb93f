/** The payment method status chip of the settings screen: text and colour of every status, unknown ones. */
import { render, screen } from '@testing-library/react';

import {
	PaymentMethodStatusChip,
	paymentMethodStatusChipType,
} from '../../../src/components/payment-method-status-chip';

describe('PaymentMethodStatusChip', () => {
	it.each([
		['active', 'Active', 'success'],
		['pending', 'Pending approval', 'warning'],
		['pending_verification', 'Pending approval', 'warning'],
		['inactive', 'Inactive', 'light'],
		['unrequested', 'Not requested', 'light'],
		['something_new', 'something_new', 'light'],
	])('%s → %s (%s)', (status, label, chip) => {
		render(<PaymentMethodStatusChip status={status} />);
		expect(screen.getByText(label)).toHaveAttribute('data-chip-type', chip);
		expect(paymentMethodStatusChipType(status)).toBe(chip);
	});
});
