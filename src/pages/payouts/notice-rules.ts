/**
 * When the payouts page shows its notices (spec 001 §4.6–4.8). Pure functions of the account state, so
 * that every rule is unit-tested.
 */
import type { DepositsOverviewAll, DepositsInterval } from '../../data/deposits/types';

/** Payout schedules the next-payout notice describes (manual payouts have no next payout). */
export const SUPPORTED_SCHEDULE_INTERVALS: readonly DepositsInterval[] = ['daily', 'weekly', 'monthly'];

/** Whether any bank account of the overview is errored (its latest payout failed). */
export function hasErroredExternalAccount(overview: DepositsOverviewAll | null | undefined): boolean {
	return (overview?.account?.default_external_accounts ?? []).some((a) => a.status === 'errored');
}

export interface NextPayoutNoticeState {
	/** `accountStatus.deposits.restrictions`. */
	restrictions: string | undefined;
	/** `accountStatus.deposits.completed_waiting_period`. */
	completedWaitingPeriod: boolean | undefined;
	/** The payouts overview (null until loaded or when it failed). */
	overview: DepositsOverviewAll | null | undefined;
	/** Dismissed: page setting `isNextDepositNoticeDismissed`, the user preference, or just now. */
	isDismissed: boolean;
}

/**
 * §4.7: payouts unrestricted, waiting period complete, account (overview) loaded, not dismissed, a supported
 * schedule interval and no errored bank account.
 */
export function shouldShowNextPayoutNotice(s: NextPayoutNoticeState): boolean {
	if (s.restrictions !== 'deposits_unrestricted' || s.completedWaitingPeriod !== true) {
		return false;
	}
	if (!s.overview?.account || s.isDismissed) {
		return false;
	}
	const interval = s.overview.account.deposits_schedule?.interval;
	if (!interval || !SUPPORTED_SCHEDULE_INTERVALS.includes(interval)) {
		return false;
	}
	return !hasErroredExternalAccount(s.overview);
}

/** §4.8: any bank account errored and an account link to fix it exists. */
export function shouldShowFailedPayoutNotice(
	overview: DepositsOverviewAll | null | undefined,
	accountLink: string | null | undefined
): boolean {
	return (
		hasErroredExternalAccount(overview) && typeof accountLink === 'string' && accountLink.trim() !== ''
	);
}

export interface FeedbackPromptState {
	/** `accountStatus.campaigns.wporgReview2025`. */
	isEligible: boolean | undefined;
	/** The user preference `wc_payments_wporg_review_2025_prompt_dismissed` (a timestamp when dismissed). */
	dismissedAt: unknown;
	/** The user's preferences are still loading. */
	isLoadingPreferences: boolean;
	/** How many other notices (core/notices: notices and snackbars raised in the page) are showing. */
	otherNotices: number;
}

/** §4.6: eligible, not dismissed, and no other notice showing (core/notices). */
export function shouldShowFeedbackPrompt(s: FeedbackPromptState): boolean {
	if (s.isEligible !== true || s.isLoadingPreferences) {
		return false;
	}
	const dismissed =
		s.dismissedAt !== undefined &&
		s.dismissedAt !== null &&
		s.dismissedAt !== '' &&
		s.dismissedAt !== false &&
		s.dismissedAt !== 0;
	return !dismissed && s.otherNotices === 0;
}
