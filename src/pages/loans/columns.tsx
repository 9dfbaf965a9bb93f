/**
 * The 'All loans' table's columns and cells (spec 001 §2.8, §3.7): when the loan was disbursed (a link to
 * the transactions of the loan: type=charge, filter=advanced, loan_id_is={loan id}), its status ('Active' or
 * 'Paid off: {date}'), amount and fixed fee (minor units), withhold rate (rate × 100, as a percent) and first
 * paydown. Every column is always shown (no column picker); dates are calendar days in the store's timezone.
 */
import { AdminLink } from '../../components/admin-link';
import { __ } from '@wordpress/i18n';

import type { DataTableColumn, DataTableRow } from '../../components/data-table';
import type { CapitalLoan } from '../../data/loans';
import { loanStatusLabel } from '../../strings/loan-status';
import { formatDate } from '../../utils/dates';
import { formatCurrency, formatPercent } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';

/** The table's user preference (it has no column picker; DataTable reads it). */
export const LOANS_HIDDEN_COLUMNS_PREFERENCE = 'wc_payments_loans_hidden_columns';

/** The transactions list of one loan (spec 001 §2.8, spec 002 §2.x "Transactions list, by loan"). */
export function loanTransactionsUrl(loanId: string): string {
	return getAdminPageUrl('/payments/transactions', {
		type: 'charge',
		filter: 'advanced',
		loan_id_is: loanId,
	});
}

/** The columns of the loans table. */
export function getLoansColumns(): DataTableColumn[] {
	return [
		{
			key: 'paid_out_at',
			label: __('Disbursed', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
		},
		{
			key: 'status',
			label: __('Status', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
			cellClassName: 'wcpay-loans__nowrap',
		},
		{ key: 'amount', label: __('Amount', 'woocommerce-payments'), required: true, isNumeric: true },
		{
			key: 'fee_amount',
			label: __('Fixed fee', 'woocommerce-payments'),
			required: true,
			isNumeric: true,
		},
		{
			key: 'withhold_rate',
			label: __('Withhold rate', 'woocommerce-payments'),
			required: true,
			isNumeric: true,
		},
		{
			key: 'first_paydown_at',
			label: __('First paydown', 'woocommerce-payments'),
			required: true,
			isLeftAligned: true,
			cellClassName: 'wcpay-loans__nowrap',
		},
		{ key: 'id', label: __('Loan ID', 'woocommerce-payments'), required: true, isLeftAligned: true },
	];
}

/** One loan's cells, by column key. */
export function loanCells(loan: CapitalLoan): DataTableRow {
	const disbursed = formatDate(loan.paid_out_at);
	const status = loanStatusLabel(loan.fully_paid_at);
	return {
		paid_out_at: {
			value: loan.paid_out_at,
			display: (
				<AdminLink
					href={loanTransactionsUrl(loan.stripe_loan_id)}
					type="wc-admin"
					className="wcpay-loans__transactions-link"
				>
					{disbursed}
				</AdminLink>
			),
		},
		status: { value: loan.fully_paid_at ? 'paid_off' : 'active', display: status },
		amount: { value: loan.amount, display: formatCurrency(loan.amount, loan.currency) },
		fee_amount: { value: loan.fee_amount, display: formatCurrency(loan.fee_amount, loan.currency) },
		withhold_rate: { value: loan.withhold_rate, display: formatPercent(loan.withhold_rate * 100) },
		first_paydown_at: { value: loan.first_paydown_at, display: formatDate(loan.first_paydown_at) },
		id: { value: loan.stripe_loan_id, display: loan.stripe_loan_id },
	};
}
