/**
 * The three tabs of the transactions page (spec 001 §2.3), chosen by the `tab` query value.
 */
import { __, sprintf } from '@wordpress/i18n';

export const TRANSACTIONS_TAB = 'transactions-page';
export const UNCAPTURED_TAB = 'uncaptured-page';
export const BLOCKED_TAB = 'blocked-page';

export type TabName = typeof TRANSACTIONS_TAB | typeof UNCAPTURED_TAB | typeof BLOCKED_TAB;

const TABS: readonly TabName[] = [TRANSACTIONS_TAB, UNCAPTURED_TAB, BLOCKED_TAB];

/** The tab a query asks for; the transactions tab by default (and for unknown values). */
export function tabFromQuery(query: Readonly<Record<string, unknown>>): TabName {
	const tab = Array.isArray(query.tab) ? query.tab[0] : query.tab;
	return TABS.includes(tab as TabName) ? (tab as TabName) : TRANSACTIONS_TAB;
}

/**
 * What a tab change writes into the URL: the tab, paged 1, per_page 25, no order or orderby (spec 001 §2.3).
 * `undefined` removes a value.
 */
export function tabChangeQuery(tab: TabName): Record<string, string | undefined> {
	return { tab, paged: '1', per_page: '25', order: undefined, orderby: undefined };
}

export interface UncapturedVisibilityInput {
	/** featureFlags.isAuthAndCaptureEnabled. */
	isAuthAndCaptureEnabled: boolean;
	/** The settings have loaded (manual capture is only checked then). */
	settingsLoaded: boolean;
	isManualCaptureEnabled: boolean | undefined;
	/** The authorizations summary total, once known. */
	authorizationsTotal: number | undefined;
}

/**
 * The Uncaptured tab is visible only with the auth-and-capture flag AND either manual capture enabled
 * (once the settings have loaded) or an authorizations summary total above 0 (spec 001 §2.3).
 */
export function isUncapturedTabVisible(input: UncapturedVisibilityInput): boolean {
	if (!input.isAuthAndCaptureEnabled) {
		return false;
	}
	const manualCapture = input.settingsLoaded && Boolean(input.isManualCaptureEnabled);
	return manualCapture || (input.authorizationsTotal ?? 0) > 0;
}

/**
 * Whether the visibility can still change: the flag is on and neither the settings nor the summary have
 * settled yet (a URL asking for the Uncaptured tab waits for this before falling back).
 */
export function isUncapturedVisibilityPending(
	input: UncapturedVisibilityInput & { summaryLoaded: boolean }
): boolean {
	return (
		input.isAuthAndCaptureEnabled &&
		!isUncapturedTabVisible(input) &&
		(!input.settingsLoaded || !input.summaryLoaded)
	);
}

/**
 * 'Uncaptured (count)', with '...' until the count is known; plain 'Uncaptured' when the count's read failed
 * (the tab's summary line offers the Retry).
 */
export function uncapturedTabTitle(count: number | undefined, countFailed = false): string {
	if (typeof count !== 'number' && countFailed) {
		return __('Uncaptured', 'woocommerce-payments');
	}
	return sprintf(
		/* translators: %s: number of uncaptured authorizations, or '...' while loading */
		__('Uncaptured (%s)', 'woocommerce-payments'),
		typeof count === 'number' ? String(count) : '...'
	);
}
