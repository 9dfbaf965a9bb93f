/**
 * Starts every read of the overview at once, as soon as the page's chunk is evaluated, before React renders
 * it: the stores' resolvers each start in their own `setTimeout`, and started from the first render they
 * would be spread over the render's work (each one re-rendering what already subscribed). Started here they
 * go out together (one level of the request waterfall), and the page's hooks find them running.
 *
 * The arguments are exactly those of the page's hooks, so no call is made twice.
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

import { store as depositsStore, toDepositsParams } from '../../data/deposits';
import { store as disputesStore, toDisputesParams } from '../../data/disputes';
import { store as inboxStore } from '../../data/inbox';
import { store as overviewStore, type EmbeddedSession } from '../../data/overview';
import { store as userStore } from '../../data/user';
import { likelyCurrency } from './early-reads';
import { readOverviewSettings } from './page-settings';
import { isRejectedOrUnderReview } from './tasks';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The disputes the dispute task reads: awaiting a response, 50 (spec 000 §7, §9). */
export const OVERVIEW_DISPUTES_QUERY = { filter: 'awaiting_response', per_page: '50' } as const;

/** The latest payouts of a currency (spec 000 §7, §9). */
export const LATEST_PAYOUTS = 3;
export function latestPayoutsQuery(currency: string) {
	return { store_currency_is: currency, orderby: 'date', order: 'desc', per_page: String(LATEST_PAYOUTS) };
}

/** What the page reads, given the page settings. */
export function overviewReads(settings = readOverviewSettings()) {
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

let session: Promise<EmbeddedSession | null> | null = null;

/** The notifications banner's session, started by {@link prefetchOverview} (or now). */
export function embeddedSession(): Promise<EmbeddedSession | null> {
	if (!session) {
		session = (
			dispatch(overviewStore as never) as any
		).fetchEmbeddedSession() as Promise<EmbeddedSession | null>;
	}
	return session;
}

/** Starts the reads (once per page load). */
export function prefetchOverview(query: Record<string, string | undefined>): void {
	const reads = overviewReads();
	const s = (store: unknown) => select(store as never) as any;
	s(userStore).getCurrentUser();
	s(depositsStore).getOverview();
	if (reads.tasks) {
		s(disputesStore).getList(toDisputesParams(OVERVIEW_DISPUTES_QUERY));
		s(overviewStore).getOverviewOptions();
	}
	s(depositsStore).getList(toDepositsParams(latestPayoutsQuery(likelyCurrency(query.selected_currency))));
	if (reads.inbox) {
		s(inboxStore).getNotes();
	}
	if (reads.activeLoan) {
		s(overviewStore).getActiveLoanSummary();
	}
	if (reads.notificationsBanner) {
		embeddedSession();
	}
}

/**
 * Resolves once what decides the first paint (balances, disputes, task options) is in the stores, or after
 * `timeoutMs`: the route waits for it, so the page's first render already shows balances and tasks.
 */
export function whenFirstPaintDataLoaded(timeoutMs = 3000): Promise<void> {
	const reads = overviewReads();
	const r = (store: unknown) => resolveSelect(store as never) as any;
	const waits: Array<Promise<unknown>> = [r(depositsStore).getOverview()];
	if (reads.tasks) {
		waits.push(
			r(disputesStore).getList(toDisputesParams(OVERVIEW_DISPUTES_QUERY)),
			r(overviewStore).getOverviewOptions()
		);
	}
	const all = Promise.all(waits.map((w) => w.catch(() => undefined))).then(() => undefined);
	return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
