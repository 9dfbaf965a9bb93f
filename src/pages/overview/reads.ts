/**
 * What the overview reads (spec 000 §7, §9), in one place for the page and its route: which sections read
 * (tasks, inbox, notifications banner, active loan — by the account's status and the page settings), the
 * queries of the dispute task and the payouts card, and the route's reads, started while the page's chunk
 * loads. Critical: the balances and what the task list needs, so the first render shows them.
 *
 * Loaded by the route beside the page's chunk (a small chunk of its own): keep it free of components and
 * store code.
 */
import { depositsList, overviewRead } from '../../data/deposits/query';
import { disputesList } from '../../data/disputes/query';
import { notesRead } from '../../data/inbox/query';
import { activeLoanRead } from '../../data/loans/query';
import { embeddedSessionRead, overviewOptionsRead } from '../../data/overview/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { currentUserRead } from '../../data/user/query';
import { findPaymentsSettings } from '../../settings';
import { isRejectedOrUnderReview } from '../../utils/account';
import { readOverviewSettings, type OverviewPageSettings } from './page-settings';

/** The disputes the dispute task reads: awaiting a response, 50 (spec 000 §7, §9). */
export const OVERVIEW_DISPUTES_QUERY = { filter: 'awaiting_response', per_page: '50' } as const;

/** The latest payouts of a currency (spec 000 §7, §9). */
export const LATEST_PAYOUTS = 3;

/** The payouts card's query: the latest payouts of `currency`. */
export function latestPayoutsQuery(currency: string) {
	return { store_currency_is: currency, orderby: 'date', order: 'desc', per_page: String(LATEST_PAYOUTS) };
}

/** Which sections of the overview read, given the page settings. */
export function overviewSections(settings: OverviewPageSettings = readOverviewSettings()) {
	const { account } = settings;
	const connected = settings.isAccountConnected && !account?.error;
	const hidden = isRejectedOrUnderReview(account?.status);
	return {
		tasks: !hidden,
		inbox: connected && !hidden,
		notificationsBanner: connected && !hidden,
		activeLoan: connected && settings.hasActiveLoan,
	};
}

/** The account's or the requested currency, lower case (the payouts card's likely currency). */
export function likelyCurrency(requested: unknown): string {
	const page = findPaymentsSettings();
	const known = (page?.enabledCurrencies ?? []).map((c) => String(c).toLowerCase());
	const wanted = typeof requested === 'string' ? requested.toLowerCase() : '';
	if (wanted && known.includes(wanted)) {
		return wanted;
	}
	return String(page?.accountDefaultCurrency || page?.storeCurrency || 'usd').toLowerCase();
}

/** The overview route's reads for a page query. */
export function overviewRouteReads(query: PageQuery): StoreRead[] {
	const sections = overviewSections();
	const payouts = depositsList.params(latestPayoutsQuery(likelyCurrency(query.selected_currency)));
	const reads: StoreRead[] = [currentUserRead(), critical(overviewRead()), depositsList.listRead(payouts)];
	if (sections.tasks) {
		reads.push(
			critical(disputesList.listRead(disputesList.params(OVERVIEW_DISPUTES_QUERY))),
			critical(overviewOptionsRead())
		);
	}
	if (sections.inbox) {
		reads.push(notesRead());
	}
	if (sections.notificationsBanner) {
		reads.push(embeddedSessionRead());
	}
	if (sections.activeLoan) {
		reads.push(activeLoanRead());
	}
	return reads;
}
