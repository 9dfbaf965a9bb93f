/**
 * What the transactions page reads, for the page and its route (spec 001 §2.3–§2.6): the tab's rows (and
 * the user's column preferences) first — the page's first render waits for them — then the summaries and
 * the Uncaptured tab's rules (settings, authorizations summary) when the auth-and-capture flag is on.
 *
 * Loaded by the route beside the page's chunk (a small chunk of its own): keep it free of components and
 * store code.
 */
import { authorizationsList } from '../../data/authorizations/query';
import { fraudOutcomesList, withStatus } from '../../data/fraud-outcomes/query';
import { settingsRead } from '../../data/settings/query';
import type { PageQuery } from '../../data/shared/list-query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { transactionsList } from '../../data/transactions/query';
import { currentUserRead } from '../../data/user/query';
import { isFeatureEnabled } from '../../settings';
import { BLOCKED_TAB, tabFromQuery, UNCAPTURED_TAB } from './tabs';

/** What the Blocked tab lists: blocked payments plus those held for review (spec 001 §2.6). */
export function blockedListQuery(query: PageQuery): PageQuery {
	return { ...query, additional_status: 'review' };
}

/** The transactions route's reads for a page query. */
export function transactionsRouteReads(query: PageQuery): StoreRead[] {
	const tab = tabFromQuery(query);
	const authAndCapture = isFeatureEnabled('isAuthAndCaptureEnabled');
	const reads: StoreRead[] = [critical(currentUserRead())];
	if (tab === UNCAPTURED_TAB && authAndCapture) {
		reads.push(critical(authorizationsList.listRead(authorizationsList.params(query))));
	} else if (tab === BLOCKED_TAB) {
		const params = fraudOutcomesList.params(withStatus('block', blockedListQuery(query)));
		reads.push(
			critical(fraudOutcomesList.listRead(params)),
			fraudOutcomesList.summaryRead(fraudOutcomesList.summaryParams(params))
		);
	} else {
		const params = transactionsList.params(query);
		reads.push(
			critical(transactionsList.listRead(params)),
			transactionsList.summaryRead(transactionsList.summaryParams(params))
		);
	}
	if (authAndCapture) {
		const params = authorizationsList.params(query);
		reads.push(settingsRead(), authorizationsList.summaryRead(authorizationsList.summaryParams(params)));
	}
	return reads;
}
