/**
 * A list page's filter bar: WooCommerce's `ReportFilters` (no date picker; the store's locale) in the
 * page's filters container, mounted just after the page's first paint (its date pickers cost tens of
 * milliseconds to evaluate on first use) while a placeholder keeps its height, so the rows show first.
 */
import { ReportFilters } from '@woocommerce/components';
import { useMemo } from '@wordpress/element';

import { getStoreSettings } from '../../settings';
import { AfterFirstPaint } from '../after-first-paint';
import { FILTER_BAR_HEIGHT } from './filters';

export interface FilterBarProps {
	/** The container's class (`wcpay-<page>__filters`). */
	className: string;
	/** The basic filters (the 'Show' and currency pickers). */
	filters: readonly object[];
	/** The advanced filters' config, or what builds it (called only when the bar mounts). */
	advancedFilters: object | (() => object);
	/** The page's wc-admin path. */
	path: string;
	/** The query the filters read (and update). */
	query: Readonly<Record<string, unknown>>;
	/** The currency the amount filters format with (default: the host's). */
	currency?: object;
}

/** The bar itself, mounted after the first paint: the advanced filters' config is built here, once. */
function Bar({ filters, advancedFilters, path, query, currency }: Omit<FilterBarProps, 'className'>) {
	const config = useMemo(
		() => (typeof advancedFilters === 'function' ? advancedFilters() : advancedFilters),
		[advancedFilters]
	);
	return (
		<ReportFilters
			filters={filters}
			advancedFilters={config}
			showDatePicker={false}
			path={path}
			query={query}
			currency={currency}
			siteLocale={getStoreSettings()?.locale?.siteLocale || 'en_US'}
		/>
	);
}

/**
 * The filter bar of a list page.
 *
 * @example
 * <FilterBar className="wcpay-payouts__filters" filters={ filters } advancedFilters={ advanced } path={ PAYOUTS_PATH } query={ query } />
 */
export function FilterBar({ className, ...props }: FilterBarProps) {
	return (
		<div className={className}>
			<AfterFirstPaint minHeight={FILTER_BAR_HEIGHT} render={() => <Bar {...props} />} />
		</div>
	);
}
