/**
 * What the loans page reads (spec 001 §2.8, §4.9, §7.6), for the page and its route: the loans list, the
 * active loan summary only when the account has an active loan (`wcpaySettings.accountLoans.has_active_loan`,
 * so no call answers 404 for an account without one), and the signed-in user (the table's column
 * preference). Loaded by the route beside the page's chunk: keep it free of components and store code.
 */
import { activeLoanRead, loansRead } from '../../data/loans/query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { currentUserRead } from '../../data/user/query';
import { getPaymentsSettings } from '../../settings';

/** Whether the account has an active loan (the page shows its overview). */
export function hasActiveLoan(): boolean {
	return Boolean(getPaymentsSettings()?.accountLoans?.has_active_loan);
}

/** The loans route's reads. */
export function loansRouteReads(): StoreRead[] {
	const reads: StoreRead[] = [critical(loansRead()), currentUserRead()];
	if (hasActiveLoan()) {
		reads.push(critical(activeLoanRead()));
	}
	return reads;
}
