/** The tables of the three tabs, by the `tab` query value. */
import { memo } from '@wordpress/element';

import { BlockedList } from './blocked-list';
import { BLOCKED_TAB, UNCAPTURED_TAB } from './tabs';
import { TransactionsList } from './transactions-list';
import { UncapturedList } from './uncaptured-list';

function TabContent({ tab, query }: { tab: string; query: Record<string, unknown> }) {
	switch (tab) {
		case UNCAPTURED_TAB:
			return <UncapturedList query={query} />;
		case BLOCKED_TAB:
			return <BlockedList query={query} />;
		default:
			return <TransactionsList query={query} />;
	}
}

/** Memoised: the page redraws when its tab title changes; the table need not. */
export default memo(TabContent);
