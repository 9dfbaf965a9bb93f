/**
 * Routes the overview page needs besides the money lists (docs/OVERVIEW.md):
 *
 * - `GET /wc/v3/payments/capital/active_loan_summary` (spec 001 §3.7, §7.6): the active loan's summary
 *   (`{ details: {…} }`, src/data/overview/types.ts), derived from the loan's transactions; 404
 *   `wcpay_no_active_loan` when the account has no active loan.
 * - `POST /wc/v3/payments/accounts/dismiss-eligibility-modal` (spec 000 §4 Eligibility modal): marks the
 *   progressive-onboarding eligibility modal dismissed on the account, so the page settings and
 *   `GET /accounts` report `progressiveOnboarding.isEligibilityModalDismissed: true` from then on; 404
 *   `wcpay_account_not_found` without an account.
 *
 * The task-visibility lists and the connection-success dismissal are plain options (`/wc-admin/options`).
 */
import { activeLoanSummary } from '../domain/active-loan';
import { WpError } from '../util/wp-error';
import { CREATABLE, READABLE, type RestRouter } from './router';

export function registerOverviewRoutes(router: RestRouter): void {
	router.add(READABLE, '/wc/v3/payments/capital/active_loan_summary', ({ state }) => {
		const summary = activeLoanSummary(state.kv.db, state);
		if (!summary) {
			throw new WpError(404, 'wcpay_no_active_loan', 'There is no active loan for this account.');
		}
		return summary;
	});

	router.add(CREATABLE, '/wc/v3/payments/accounts/dismiss-eligibility-modal', ({ state }) => {
		if (!state.account()) {
			throw new WpError(404, 'wcpay_account_not_found', 'There is no payments account.');
		}
		const status = state.patchAccount({ progressiveOnboarding: { isEligibilityModalDismissed: true } });
		const { isEnabled, isComplete, isEligibilityModalDismissed } = status.progressiveOnboarding;
		return {
			success: true,
			progressiveOnboarding: { isEnabled, isComplete, isEligibilityModalDismissed },
		};
	});
}
