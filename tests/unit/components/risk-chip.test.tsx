/** The risk level pill (spec 001 §3.5): text, colour and variant of every level, a custom text. */
import { render, screen } from '@testing-library/react';

import { RiskChip } from '../../../src/components/risk-chip';

describe('RiskChip', () => {
	it.each([
		[0, 'Normal', 'success', 'is-normal'],
		[1, 'Elevated', 'alert', 'is-elevated'],
		[2, 'Highest', 'alert', 'is-highest'],
		[null, 'N/A', 'light', 'is-not_assessed'],
		[7, 'N/A', 'light', 'is-not_assessed'],
	])('%s → %s (%s)', (risk, label, chip, level) => {
		render(<RiskChip risk={risk} />);
		const el = screen.getByText(label);
		expect(el).toHaveAttribute('data-chip-type', chip);
		expect(el).toHaveClass('wcpay-risk-chip', level);
		expect(el.classList.contains('is-danger')).toBe(risk === 2);
	});

	it('shows a given text instead of the level', () => {
		render(<RiskChip risk={1} label="Risky" />);
		expect(screen.getByText('Risky')).toHaveClass('is-elevated');
	});
});
