/**
 * What the overview task tests share: a fixed "now" (noon in the store's New York time zone), an account in
 * good standing, a progressive-onboarding account, and a dispute due a given time from now.
 */
import type { Dispute } from '../../../../src/data/disputes/types';
import type { AccountStatusSettings } from '../../../../src/settings/types';

export const DAY = 86_400_000;
export const NOW = new Date('2025-01-15T17:00:00Z'); // 12:00 PM in New York
export const ago = (days: number, extraMs = 0) =>
	new Date(NOW.getTime() - days * DAY - extraMs).toISOString();
export const CONNECT = '/wp-admin/admin.php?wcpay-connect=1&_wpnonce=abc';

export function account(patch: Partial<AccountStatusSettings> = {}): AccountStatusSettings {
	return {
		status: 'complete',
		paymentsEnabled: true,
		detailsSubmitted: true,
		deposits: {
			status: 'enabled',
			interval: 'daily',
			restrictions: 'deposits_unrestricted',
			completed_waiting_period: true,
			minimum_scheduled_deposit_amounts: { usd: 500 },
		},
		currentDeadline: null,
		pastDue: false,
		accountLink: '/wp-admin/admin.php?wcpay-login=1',
		requirements: { errors: [] },
		created: ago(400),
		country: 'US',
		hasSubmittedVatData: false,
		progressiveOnboarding: {
			isEnabled: false,
			isComplete: false,
			tpv: 0,
			firstTransactionDate: null,
			isEligibilityModalDismissed: false,
		},
		campaigns: { wporgReview2025: false },
		...patch,
	};
}

export function po(
	patch: Partial<AccountStatusSettings['progressiveOnboarding']>,
	accountPatch: Partial<AccountStatusSettings> = {}
) {
	return account({
		status: 'restricted_soon',
		created: ago(3),
		progressiveOnboarding: {
			isEnabled: true,
			isComplete: false,
			tpv: 0,
			firstTransactionDate: null,
			isEligibilityModalDismissed: false,
			...patch,
		},
		...accountPatch,
	});
}

export function dispute(id: string, dueInMs: number, amount = 1000, currency = 'usd'): Dispute {
	return {
		id,
		dispute_id: id,
		charge_id: `ch_${id}`,
		payment_intent_id: null,
		status: 'needs_response',
		reason: 'fraudulent',
		amount,
		currency,
		created: '2025-01-01 00:00:00',
		due_by: new Date(NOW.getTime() + dueInMs).toISOString(),
		source: 'visa',
		order_number: 1,
		order: null,
		customer_name: null,
		customer_email: null,
		customer_country: null,
		evidence_details: { due_by: null, has_evidence: false },
	};
}
