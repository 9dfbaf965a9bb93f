/**
 * Transactions page (spec 001 §2.3): three tabs chosen by the `tab` query value — Transactions (default),
 * Uncaptured (behind the auth-and-capture flag, and only with manual capture on or authorizations waiting)
 * and Blocked — under the test-mode banner. Changing tab starts again at page 1 with 25 rows and the
 * default sort; everything else a merchant chooses stays in the URL.
 */
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getQuery } from '@woocommerce/navigation';

import { useAdminQuery } from '../../app/use-location';
import { PageTabs, type PageTab } from '../../components/page-tabs';
import { TestModeBanner } from '../../components/test-mode-banner';
import { authorizationsList, store as authorizationsStore } from '../../data/authorizations';
import { store as settingsStore } from '../../data/settings';
import { isFeatureEnabled } from '../../settings';
import { replacePageQuery, updatePageQuery } from './navigation';
import TabContent from './tab-content';
import {
	BLOCKED_TAB,
	isUncapturedTabVisible,
	isUncapturedVisibilityPending,
	tabChangeQuery,
	tabFromQuery,
	TRANSACTIONS_TAB,
	UNCAPTURED_TAB,
	uncapturedTabTitle,
	type TabName,
} from './tabs';

import './style.scss';

/**
 * Whether the Uncaptured tab shows, whether that can still change, and its count. Nothing is requested
 * when the auth-and-capture flag is off.
 */
function useUncapturedTab(enabled: boolean): {
	visible: boolean;
	pending: boolean;
	count?: number;
	countFailed?: boolean;
} {
	return useSelect(
		(select) => {
			if (!enabled) {
				return { visible: false, pending: false, count: undefined };
			}
			const settings = select(settingsStore);
			const authorizations = select(authorizationsStore);
			const summaryParams = authorizationsList.summaryParams(authorizationsList.params({}));
			const summary = authorizations.getSummary(summaryParams);
			const input = {
				isAuthAndCaptureEnabled: true,
				settingsLoaded: settings.hasFinishedResolution('getSettings', []),
				isManualCaptureEnabled: settings.getSettings()?.is_manual_capture_enabled,
				authorizationsTotal: summary?.total,
				summaryLoaded: authorizations.hasFinishedResolution('getSummary', [summaryParams]),
			};
			return {
				visible: isUncapturedTabVisible(input),
				pending: isUncapturedVisibilityPending(input),
				count: summary?.count,
				countFailed: authorizations.getSummaryError(summaryParams) !== undefined,
			};
		},
		[enabled]
	);
}

export default function TransactionsPage() {
	const query = useAdminQuery();
	const requested = tabFromQuery(query);
	const uncaptured = useUncapturedTab(isFeatureEnabled('isAuthAndCaptureEnabled'));

	// The tabs keep their own selection: remount them when the URL's tab changes from outside (Back, links).
	const lastSelected = useRef<TabName>(requested);
	const [panelKey, setPanelKey] = useState(0);
	useEffect(() => {
		if (requested !== lastSelected.current) {
			lastSelected.current = requested;
			setPanelKey((k) => k + 1);
		}
	}, [requested]);

	// A URL asking for a hidden Uncaptured tab waits while its visibility can change, then falls back.
	const fallback = requested === UNCAPTURED_TAB && !uncaptured.visible && !uncaptured.pending;
	const fallbackRef = useRef(fallback);
	fallbackRef.current = fallback;

	const onSelect = useCallback((name: TabName) => {
		lastSelected.current = name;
		if (name === tabFromQuery(getQuery() as Record<string, unknown>)) {
			return;
		}
		// The fallback corrects the URL in place (Back must not lead to it again); a merchant's choice is a
		// new history entry.
		(fallbackRef.current ? replacePageQuery : updatePageQuery)(tabChangeQuery(name));
	}, []);

	// A URL asking for the Uncaptured tab shows it while its visibility is still being read, so that it is
	// the selected tab from the start; it leaves (and the fallback applies) only if it turns out hidden.
	const uncapturedShown = uncaptured.visible || (requested === UNCAPTURED_TAB && uncaptured.pending);
	const uncapturedTab: PageTab<TabName>[] = uncapturedShown
		? [
				{
					name: UNCAPTURED_TAB,
					title: uncapturedTabTitle(uncaptured.count, uncaptured.countFailed),
					className: 'wcpay-tab-uncaptured',
				},
			]
		: [];
	const tabs: PageTab<TabName>[] = [
		{
			name: TRANSACTIONS_TAB,
			title: __('Transactions', 'woocommerce-payments'),
			className: 'wcpay-tab-transactions',
		},
		...uncapturedTab,
		{ name: BLOCKED_TAB, title: __('Blocked', 'woocommerce-payments'), className: 'wcpay-tab-blocked' },
	];
	const initial: TabName = fallback ? TRANSACTIONS_TAB : requested;

	return (
		<div className="wcpay-transactions-page">
			<TestModeBanner topic="transactions" />
			<PageTabs
				key={panelKey}
				className="wcpay-transactions-page__tabs"
				activeClass="is-active"
				tabs={tabs}
				initialTabName={initial}
				onSelect={onSelect}
			>
				{(tab) => <TabContent tab={tab.name} query={query} />}
			</PageTabs>
		</div>
	);
}
