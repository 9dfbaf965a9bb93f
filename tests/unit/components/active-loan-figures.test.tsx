/**
 * The active loan's figures shared by the overview card and the loans page (src/components/active-loan):
 * both variants' texts, terms and progress bars, the labels as headings only where asked, and the
 * 'not available' line without details.
 */
import { render, screen, within } from '@testing-library/react';

import { ActiveLoanFigures, type ActiveLoanDetails } from '../../../src/components/active-loan';
import { setPageGlobals } from '../../support/page-globals';

const DETAILS: ActiveLoanDetails = {
	advance_amount: 500000,
	advance_paid_out_at: 1731747600, // 2024-11-16 09:00 UTC
	currency: 'usd',
	current_repayment_interval: { due_at: 1737154800, paid_amount: 31055, remaining_amount: 14778 },
	fee_amount: 50000,
	paid_amount: 31055,
	remaining_amount: 518945,
	repayments_begin_at: 1731970800, // 2024-11-18 23:00 UTC
	withhold_rate: 0.1,
};

/** The terms both variants show, as label and value. */
const TERMS = [
	'Loan amount$5,000.00',
	'Fixed fee$500.00',
	'Withhold rate10%',
	'Loan disbursedNov 16, 2024',
	'First paydownNov 18, 2024',
];

const terms = () =>
	Array.from(document.querySelectorAll('.wcpay-active-loan__term')).map((t) => t.textContent);

/** The two bars' values: 'Total repaid', then 'Repaid this period'. */
const bars = () =>
	['Total repaid', 'Repaid this period'].map((name) =>
		screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow')
	);

beforeEach(() => setPageGlobals());

describe('ActiveLoanFigures', () => {
	it('full (loans page): remaining minimum by the period end, six terms, labels as headings', () => {
		render(<ActiveLoanFigures details={DETAILS} variant="full" labelHeadingLevel={3} />);
		const root = document.querySelector('.wcpay-active-loan') as HTMLElement;
		expect(root).toHaveClass('wcpay-active-loan--full');
		expect(root).toHaveTextContent('$310.55 of $5,500.00');
		expect(root).toHaveTextContent('$310.55 of $458.33 minimum');
		expect(root).toHaveTextContent('$147.78 minimum left to repay by Jan 17, 2025');
		expect(root).not.toHaveTextContent('Period ends on');
		expect(screen.getByRole('heading', { level: 3, name: 'Total repaid' })).toBeInTheDocument();
		expect(screen.getByRole('heading', { level: 3, name: 'Repaid this period' })).toBeInTheDocument();
		expect(terms()).toEqual([...TERMS, 'Period endsJan 17, 2025']);
		expect(bars()).toEqual(['6', '68']);
	});

	it('compact (overview card): the period end under its figure, five terms, plain labels', () => {
		render(<ActiveLoanFigures details={DETAILS} variant="compact" />);
		const root = document.querySelector('.wcpay-active-loan') as HTMLElement;
		expect(root).toHaveClass('wcpay-active-loan--compact');
		expect(root).toHaveTextContent('$310.55 of $5,500.00');
		expect(root).toHaveTextContent('$310.55 of $458.33 minimum');
		expect(root).toHaveTextContent('Period ends on Jan 17, 2025');
		expect(root).not.toHaveTextContent('minimum left to repay');
		expect(screen.queryAllByRole('heading')).toHaveLength(0);
		expect(within(root).getByText('Total repaid', { selector: 'span' })).toBeInTheDocument();
		expect(terms()).toEqual(TERMS);
		expect(screen.getAllByRole('progressbar')).toHaveLength(2);
	});

	it('a bar stays within 0–100 and is empty when nothing is owed', () => {
		render(
			<ActiveLoanFigures
				details={{
					...DETAILS,
					paid_amount: 900000,
					current_repayment_interval: { due_at: 1737154800, paid_amount: 0, remaining_amount: 0 },
				}}
			/>
		);
		expect(bars()).toEqual(['100', '0']);
	});

	it.each([null, undefined])('without details (%s): says the summary is not available', (details) => {
		render(<ActiveLoanFigures details={details} variant="compact" />);
		expect(screen.getByText('The loan summary is not available right now.')).toBeInTheDocument();
		expect(screen.queryByRole('progressbar')).toBeNull();
		expect(document.querySelector('.wcpay-active-loan__terms')).toBeNull();
	});
});
