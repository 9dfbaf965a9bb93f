/**
 * Starts the transactions page's reads as soon as its chunk is evaluated, before the table components are
 * (the host evaluates @woocommerce/components on first use, which takes a while): the user's column
 * preferences and the first rows go out first, the page-wide reads (settings, authorizations summary)
 * and the summary of the filters after them. The hooks then find these reads resolving or resolved, so
 * nothing is fetched twice.
 *
 * This module must be imported by the page before any module that imports @woocommerce/components
 * (ES modules evaluate their imports in order).
 */
import { resolveSelect } from '@wordpress/data';
import { getQuery } from '@woocommerce/navigation';

import { toAuthorizationsParams, store as authorizationsStore } from '../../data/authorizations';
import { toFraudOutcomesParams, store as fraudOutcomesStore } from '../../data/fraud-outcomes';
import { store as settingsStore } from '../../data/settings';
import { summaryParamsOf } from '../../data/shared/list-extensions';
import { toTransactionsParams, store as transactionsStore } from '../../data/transactions';
import { store as userStore } from '../../data/user';
import { isFeatureEnabled } from '../../settings';
import { blockedListQuery } from './blocked-rules';
import { BLOCKED_TAB, tabFromQuery, UNCAPTURED_TAB } from './tabs';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Starts a read; resolves when it has settled (never rejects). */
function start(read: () => Promise<unknown> | undefined): Promise<unknown> {
	try {
		return Promise.resolve(read()).catch(() => undefined);
	} catch {
		// A read that cannot start here starts from its hook instead.
		return Promise.resolve();
	}
}

/** The longest the first table render waits for the first reads (a slow network still shows the page). */
const READY_TIMEOUT_MS = 3000;

/**
 * Starts the reads of the page as the URL describes it. Resolves when the reads the first render of the
 * table needs (column preferences, the rows) have settled, or after a timeout; the summaries and the tab
 * rules may come later, they update on their own.
 */
export function prefetchTransactionsPage(
	query: Record<string, unknown> = getQuery() as Record<string, unknown>
): Promise<void> {
	if (query.path && String(query.path).replace(/\/+$/, '') !== '/payments/transactions') {
		return Promise.resolve();
	}
	const tab = tabFromQuery(query);
	const critical: Array<Promise<unknown>> = [];
	critical.push(start(() => (resolveSelect(userStore) as any).getCurrentUser()));
	const authAndCapture = isFeatureEnabled('isAuthAndCaptureEnabled');
	if (tab === UNCAPTURED_TAB && authAndCapture) {
		critical.push(
			start(() => (resolveSelect(authorizationsStore) as any).getList(toAuthorizationsParams(query)))
		);
	} else if (tab === BLOCKED_TAB) {
		critical.push(
			start(() =>
				(resolveSelect(fraudOutcomesStore) as any).getList(
					toFraudOutcomesParams('block', blockedListQuery(query))
				)
			)
		);
	} else {
		critical.push(
			start(() => (resolveSelect(transactionsStore) as any).getList(toTransactionsParams(query)))
		);
	}
	// The tab rules: not waited for (a slow summary must not hold the rows back).
	if (authAndCapture) {
		void start(() => (resolveSelect(settingsStore) as any).getSettings());
		void start(() => (resolveSelect(authorizationsStore) as any).getSummary({}));
	}
	if (tab === BLOCKED_TAB) {
		start(() =>
			(resolveSelect(fraudOutcomesStore) as any).getSummary(
				summaryParamsOf(toFraudOutcomesParams('block', blockedListQuery(query)))
			)
		);
	} else if (tab !== UNCAPTURED_TAB || !authAndCapture) {
		start(() =>
			(resolveSelect(transactionsStore) as any).getSummary(summaryParamsOf(toTransactionsParams(query)))
		);
	}
	return Promise.race([
		Promise.all(critical).then(() => undefined),
		new Promise<void>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS)),
	]);
}

/**
 * Settles when the first render of the tables can show their rows at once: rendering them while the
 * answers arrive one by one would restart that render for each.
 */
export const firstReadsSettled: Promise<void> = prefetchTransactionsPage();
