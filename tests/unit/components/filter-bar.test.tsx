/**
 * FilterBar: the host evaluates a `wc.components` export's module (for `ReportFilters`, the date-picker
 * libraries: tens of milliseconds) on its first read, so the page's first render must not read it at all;
 * the filters mount, and read it, after the first paint.
 */
import { act, render, screen } from '@testing-library/react';

let reads = 0;
jest.mock('@woocommerce/components', () => ({
	get ReportFilters() {
		reads += 1;
		return function ReportFilters() {
			return <p>Report filters</p>;
		};
	},
}));

import { FilterBar } from '../../../src/components/data-table/filter-bar';

describe('FilterBar', () => {
	it('does not read ReportFilters before the first paint, and mounts it after', async () => {
		jest.useFakeTimers();
		render(
			<FilterBar
				className="wcpay-payouts__filters"
				filters={[]}
				advancedFilters={{}}
				path="/payments/payouts"
				query={{}}
			/>
		);
		expect(reads).toBe(0);
		expect(screen.queryByText('Report filters')).toBeNull();
		await act(async () => {
			jest.advanceTimersByTime(50);
		});
		expect(reads).toBeGreaterThan(0);
		expect(screen.getByText('Report filters')).toBeTruthy();
		jest.useRealTimers();
	});
});
