/**
 * Where the evidence screen links and goes: the dispute's payment details, this screen, the disputes list
 * filtered to the disputes awaiting a response (spec 002 §2.2, §4.5), and in-app navigation to them (the
 * history the unsaved-changes guard watches).
 */
import { getHistory, getNewPath } from '@woocommerce/navigation';

import type { DisputeDetail } from '../../data/dispute-details';
import { getAdminPageUrl } from '../../utils/url';

export const CHALLENGE_PATH = '/payments/disputes/challenge';
export const DISPUTES_PATH = '/payments/disputes';
export const PAYMENT_DETAILS_PATH = '/payments/transactions/details';

type Target = { path: string; query: Record<string, string> };

/** The dispute's payment details: its payment intent (or charge), as the legacy redirect links it. */
export function paymentDetailsTarget(
	dispute: Pick<DisputeDetail, 'charge_id' | 'payment_intent_id' | 'charge'>
): Target {
	const id = dispute.payment_intent_id || dispute.charge?.payment_intent || dispute.charge_id;
	return { path: PAYMENT_DETAILS_PATH, query: { id } };
}

/** The disputes awaiting a response. */
export function awaitingListTarget(): Target {
	return { path: DISPUTES_PATH, query: { filter: 'awaiting_response' } };
}

/** This screen for a dispute. */
export function challengeTarget(id: string): Target {
	return { path: CHALLENGE_PATH, query: { id } };
}

/** The admin URL of a target (for links and notice actions). */
export function targetUrl(target: Target): string {
	return getAdminPageUrl(target.path, target.query);
}

/** Goes to a target within the app (the unsaved-changes guard asks first when it is on). */
export function goTo(target: Target): void {
	getHistory().push(getNewPath(target.query, target.path, {}));
}
