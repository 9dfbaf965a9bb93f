/**
 * Shapes of the capital loans (spec 001 §3.7, §7.6; spec 002 §4.9): the active loan summary
 * (`GET /capital/active_loan_summary`) and the loans list (`GET /capital/loans`, answer in `data`). Amounts
 * are minor units, times Unix seconds. The mock server serves them with these types
 * (mock-server/domain/active-loan.ts, mock-server/domain/loans.ts).
 */

/** GET /wc/v3/payments/capital/active_loan_summary (spec 001 §3.7, §7.6). Amounts in minor units. */
export interface ActiveLoanSummary {
	details: {
		/** The loan disbursed, minor units. */
		advance_amount: number;
		/** Unix seconds. */
		advance_paid_out_at: number;
		/** Lower-case ISO 4217. */
		currency: string;
		/** The current minimum-repayment period. */
		current_repayment_interval: {
			/** Unix seconds: the end of the period. */
			due_at: number;
			paid_amount: number;
			remaining_amount: number;
		};
		/** The fixed fee of the loan, minor units. */
		fee_amount: number;
		/** Repaid so far (advance and fee), minor units. */
		paid_amount: number;
		/** Still owed (advance + fee − paid), minor units. */
		remaining_amount: number;
		/** Unix seconds: the first repayment. */
		repayments_begin_at: number;
		/** Share of each sale withheld for repayment: 0.1 means 10 %. */
		withhold_rate: number;
	};
}

/** One entry of GET /wc/v3/payments/capital/loans (spec 001 §3.7). */
export interface CapitalLoan {
	/** The loan's id (`flxln_…`): the transactions list's `loan_id_is`. */
	stripe_loan_id: string;
	/** Unix seconds: when the loan was disbursed. */
	paid_out_at: number;
	/** Unix seconds: when the last repayment cleared it; null while the loan is active. */
	fully_paid_at: number | null;
	/** The loan disbursed, minor units. */
	amount: number;
	/** The fixed fee of the loan, minor units. */
	fee_amount: number;
	/** Share of each sale withheld for repayment: 0.1 means 10 %. */
	withhold_rate: number;
	/** Unix seconds: the first repayment. */
	first_paydown_at: number;
	/** Lower-case ISO 4217. */
	currency: string;
}

/** GET /wc/v3/payments/capital/loans answer. */
export interface CapitalLoansResponse {
	data: CapitalLoan[];
}
