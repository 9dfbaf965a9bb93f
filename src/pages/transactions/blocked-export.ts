/**
 * The Blocked tab's CSV (spec 001 §4.5): the rows the store fetched (status block plus additional status
 * review) as Date/Time, Amount, Customer, Status, built on the client and downloaded.
 */
import { __ } from '@wordpress/i18n';

import type { FraudOutcome } from '../../data/fraud-outcomes';
import { fraudOutcomeStatusLabel } from '../../strings/fraud-outcome-status';
import { csvFileName, toCSV } from '../../utils/csv';
import { formatDateTime } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';

/** The CSV text of the blocked rows. */
export function blockedCsv(rows: readonly FraudOutcome[]): string {
	return toCSV(
		[
			__('Date/Time', 'woocommerce-payments'),
			__('Amount', 'woocommerce-payments'),
			__('Customer', 'woocommerce-payments'),
			__('Status', 'woocommerce-payments'),
		],
		rows.map((o) => [
			formatDateTime(o.created),
			formatCurrency(o.amount, o.currency, { withCode: true, plainText: true }),
			o.customer_name ?? '',
			fraudOutcomeStatusLabel(o.status),
		])
	);
}

/** The file name of the blocked rows' export. */
export function blockedCsvFileName(): string {
	return csvFileName('blocked-transactions');
}
