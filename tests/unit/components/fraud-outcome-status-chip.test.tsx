/** The fraud outcome status chip (spec 001 §3.5): text and colour of every status, unknown statuses. */
import { render, screen } from '@testing-library/react';

import {
	FraudOutcomeStatusChip,
	fraudOutcomeStatusChipType,
} from '../../../src/components/fraud-outcome-status-chip';

describe('FraudOutcomeStatusChip', () => {
	it.each([
		['review', 'Needs review', 'warning'],
		['block', 'Payment blocked', 'alert'],
		['allow', 'Succeeded', 'success'],
		['weird', 'weird', 'light'],
	])('%s → %s (%s)', (status, label, chip) => {
		render(<FraudOutcomeStatusChip status={status} />);
		expect(screen.getByText(label)).toHaveAttribute('data-chip-type', chip);
		expect(fraudOutcomeStatusChipType(status)).toBe(chip);
	});

	it('renders a hostile status as text', () => {
		render(<FraudOutcomeStatusChip status="<img src=x onerror=alert(1)>" />);
		expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
		expect(document.querySelector('img')).toBeNull();
	});
});
