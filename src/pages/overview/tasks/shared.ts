/**
 * What the overview tasks share (spec 000 §4 Tasks, §9): the task shape and its levels, where the overview's
 * outgoing links say they come from (and the account-details link that says so), and the whole-days count
 * the task rules are written in.
 *
 * Levels: 1 is the most urgent (red), 2 important (yellow), 3 informative; a task without a level counts as 3.
 */
import { addQueryArgs } from '@wordpress/url';

import { DAY_IN_MS, parseDate } from '../../../utils/dates';

export type TaskLevel = 1 | 2 | 3;

export interface OverviewTask {
	key: string;
	title: string;
	content: string;
	/** Items listed under the content (e.g. each verification problem when there are several). */
	details?: string[];
	level?: TaskLevel;
	completed: boolean;
	expandable: boolean;
	expanded: boolean;
	isDismissable: boolean;
	isDeletable: boolean;
	allowSnooze: boolean;
	/** Label of the action button. */
	actionLabel?: string;
	/** Where the action goes. */
	href?: string;
	/** Time estimate, e.g. "2 minutes". */
	time?: string;
	/** Shown in red: needs attention now. */
	isUrgent?: boolean;
}

/** Where the overview's outgoing links say they come from. */
export const OVERVIEW_FROM = 'WCPAY_OVERVIEW';

/** Whole days from `from` to `now` (floor), NaN for an invalid date. */
export function daysSince(from: string | number | Date | null | undefined, now: Date): number {
	const date = parseDate(from ?? null);
	return date ? Math.floor((now.getTime() - date.getTime()) / DAY_IN_MS) : NaN;
}

/** The account-details link (provider dashboard) with where it was opened from. */
export function accountLinkWithSource(accountLink: string, source: string): string {
	return accountLink ? addQueryArgs(accountLink, { from: OVERVIEW_FROM, source }) : '';
}
