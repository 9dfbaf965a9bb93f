/** The loans of the unit tests: an active loan and its summary (minor units, Unix seconds). */

/** An active loan. */
export const ACTIVE = {
	stripe_loan_id: 'flxln_active',
	paid_out_at: 1731747600, // 2024-11-16 09:00 UTC
	fully_paid_at: null,
	amount: 500000,
	fee_amount: 50000,
	withhold_rate: 0.1,
	first_paydown_at: 1731970800, // 2024-11-18 23:00 UTC
	currency: 'usd',
};

/** The active loan's summary (GET /capital/active_loan_summary). */
export const SUMMARY = {
	details: {
		advance_amount: 500000,
		advance_paid_out_at: 1731747600,
		currency: 'usd',
		current_repayment_interval: { due_at: 1737154800, paid_amount: 31055, remaining_amount: 14778 },
		fee_amount: 50000,
		paid_amount: 31055,
		remaining_amount: 518945,
		repayments_begin_at: 1731970800,
		withhold_rate: 0.1,
	},
};
