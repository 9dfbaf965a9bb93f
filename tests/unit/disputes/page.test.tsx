/**
 * The disputes page's pieces around the table (spec 002 §2.2, §5.2, §8): the summary line, the filters as
 * data (currency picker only with several currencies, 'Show' with 'Needs response', status options), the
 * route's reads, the test-mode banner's topic, and the table with mocked data hooks — the export asks
 * first only without filters and with 1000 rows or more, and runs with the page query.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { TestModeBanner, testModeBannerText } from '../../../src/components/test-mode-banner';
import { useDisputes, useDisputesExport, useDisputesSummary } from '../../../src/data/disputes';
import { useUserPreference } from '../../../src/data/user';
import { DisputesTable, FILTER_KEYS, summaryItems } from '../../../src/pages/disputes/disputes-table';
import {
	disputeStatusFilterOptions,
	filterControlsQuery,
	getDisputesAdvancedFilters,
	getDisputesFilters,
} from '../../../src/pages/disputes/filters';
import { disputesRouteReads } from '../../../src/pages/disputes/reads';
import { setPageGlobals } from '../../support/page-globals';
import { dispute } from './fixtures';

jest.mock('../../../src/data/user', () => ({ useUserPreference: jest.fn() }));
jest.mock('../../../src/data/disputes', () => ({
	...jest.requireActual('../../../src/data/disputes'),
	useDisputes: jest.fn(),
	useDisputesSummary: jest.fn(),
	useDisputesExport: jest.fn(),
}));

const mockUseDisputes = useDisputes as jest.MockedFunction<typeof useDisputes>;
const mockUseSummary = useDisputesSummary as jest.MockedFunction<typeof useDisputesSummary>;
const mockUseExport = useDisputesExport as jest.MockedFunction<typeof useDisputesExport>;
let exportDisputes: jest.Mock;

function list(count: number, currencies = ['usd']) {
	mockUseDisputes.mockReturnValue({
		data: [dispute(), dispute({ id: 'dp_2', dispute_id: 'dp_2', charge_id: 'ch_2', status: 'won' })],
		total: count,
		summary: { count, currencies },
		isLoading: false,
		isSummaryLoading: false,
		params: { page: 1, pagesize: 25, sort: 'created', direction: 'desc' },
	});
	mockUseSummary.mockReturnValue({ data: { count, currencies }, isLoading: false });
}

beforeEach(() => {
	setPageGlobals();
	(useUserPreference as jest.Mock).mockReturnValue([undefined, jest.fn(), false]);
	exportDisputes = jest.fn(async () => ({ status: 'downloaded' }));
	mockUseExport.mockReturnValue({ exportDisputes, isExporting: false });
});

describe('summary line', () => {
	it('counts the disputes and names their currencies', () => {
		expect(summaryItems({ count: 14, currencies: ['eur', 'usd'] })).toEqual([
			{ label: 'disputes', value: '14' },
			{ label: 'currencies', value: 'EUR, USD' },
		]);
		expect(summaryItems({ count: 1, currencies: ['usd'] })).toEqual([
			{ label: 'dispute', value: '1' },
			{ label: 'currency', value: 'USD' },
		]);
		expect(summaryItems({ count: 0, currencies: [] })).toEqual([{ label: 'disputes', value: '0' }]);
		expect(summaryItems(undefined)).toEqual([]);
	});
});

describe('filters', () => {
	it('shows the currency picker only with several currencies', () => {
		const [currency, show] = getDisputesFilters(['usd', 'EUR']);
		expect(currency.param).toBe('store_currency_is');
		expect(currency.showFilters()).toBe(true);
		expect(currency.filters.map((f) => f.value)).toEqual(['---', 'eur', 'usd']);
		expect(getDisputesFilters(['usd'])[0].showFilters()).toBe(false);
		expect(getDisputesFilters(undefined)[0].showFilters()).toBe(false);
		expect(show.param).toBe('filter');
		expect(show.filters).toEqual([
			{ label: 'All disputes', value: 'all' },
			{ label: 'Needs response', value: 'awaiting_response' },
			{ label: 'Advanced filters', value: 'advanced' },
		]);
	});

	it('offers date and status advanced filters; every status once, as its chip reads', () => {
		const advanced = getDisputesAdvancedFilters();
		expect(Object.keys(advanced.filters)).toEqual(['date', 'status']);
		expect(advanced.filters.date.rules.map((r) => r.value)).toEqual(['before', 'after', 'between']);
		expect(advanced.filters.status.rules.map((r) => r.value)).toEqual(['is', 'is_not']);
		const options = disputeStatusFilterOptions();
		expect(options).toHaveLength(8);
		expect(new Set(options.map((o) => o.label)).size).toBe(8);
		expect(options).toContainEqual({ value: 'warning_needs_response', label: 'Inquiry: Needs response' });
	});

	it('shows the advanced card when the URL has advanced filters, but keeps Needs response', () => {
		expect(filterControlsQuery({ status_is: 'won' })).toEqual({ status_is: 'won', filter: 'advanced' });
		expect(filterControlsQuery({ filter: 'awaiting_response' })).toEqual({ filter: 'awaiting_response' });
		expect(filterControlsQuery({ orderby: 'amount' })).toEqual({ orderby: 'amount' });
	});

	it('every filter of the list, and match, takes the table back to page 1', () => {
		expect(FILTER_KEYS).toEqual(
			expect.arrayContaining([
				'store_currency_is',
				'date_before',
				'date_after',
				'date_between',
				'filter',
				'status_is',
				'status_is_not',
				'search',
				'match',
			])
		);
	});
});

describe('route reads', () => {
	it('reads the user and the page of disputes first, then the summary', () => {
		const reads = disputesRouteReads({ orderby: 'dueBy', order: 'asc', paged: '2' });
		expect(reads.map((r) => [r.selector, Boolean(r.critical)])).toEqual([
			['getCurrentUser', true],
			['getList', true],
			['getSummary', false],
		]);
		expect(reads[1].args[0]).toMatchObject({ page: 2, pagesize: 25, sort: 'due_by', direction: 'asc' });
		// Unfiltered, the summary of the page is also that of every dispute: one read, with the page's paging.
		expect(reads[2].args[0]).toEqual({ page: 2, pagesize: 25 });
	});

	it('with filters, also the summary of every dispute (the currency options)', () => {
		const reads = disputesRouteReads({ filter: 'awaiting_response' });
		expect(reads.map((r) => r.selector)).toEqual([
			'getCurrentUser',
			'getList',
			'getSummary',
			'getSummary',
		]);
		expect(reads[1].args[0]).toMatchObject({ filter: 'awaiting_response' });
		expect(reads[3].args[0]).toEqual({ page: 1, pagesize: 25 });
		expect(reads[3].args[0]).not.toHaveProperty('search');
	});
});

describe('test-mode banner', () => {
	it('has a disputes topic with both variants', () => {
		expect(testModeBannerText('disputes')).toContain('you are viewing test disputes');
		expect(testModeBannerText('disputes', true)).toContain('test dispute');
		setPageGlobals({ wcpay: { testMode: true } });
		render(<TestModeBanner topic="disputes" />);
		expect(document.querySelector('.wcpay-test-mode-banner')).toHaveTextContent(
			'Test mode active: you are viewing test disputes. To view live disputes, disable test mode in WooPayments settings.'
		);
	});
});

describe('DisputesTable export (spec 002 §5.2)', () => {
	const question =
		"You are about to export 1000 disputes. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?";

	it('asks first with 1000 disputes and no filter', async () => {
		list(1000);
		render(<DisputesTable query={{}} />);
		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		expect(screen.getByRole('dialog', { name: 'Export disputes' })).toHaveTextContent(question);
		expect(exportDisputes).not.toHaveBeenCalled();
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		await waitFor(() => expect(exportDisputes).toHaveBeenCalledWith({}));
	});

	it('exports at once under 1000 disputes', async () => {
		list(999);
		render(<DisputesTable query={{}} />);
		await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
		expect(screen.queryByRole('dialog')).toBeNull();
		expect(exportDisputes).toHaveBeenCalledWith({});
	});

	it.each([
		{ filter: 'awaiting_response' },
		{ status_is: 'won' },
		{ store_currency_is: 'eur' },
		{ date_after: '2025-01-01' },
		{ search: ['150577'] },
	])('exports at once with a filter: %j', async (query) => {
		list(5000);
		render(<DisputesTable query={query} />);
		await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
		expect(screen.queryByRole('dialog')).toBeNull();
		expect(exportDisputes).toHaveBeenCalledWith(query);
	});

	it('a hand-edited, invalid filter is no filter: it still asks', () => {
		list(1200);
		render(<DisputesTable query={{ status_is: 'bogus', filter: 'advanced' }} />);
		fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		expect(screen.getByRole('dialog', { name: 'Export disputes' })).toHaveTextContent(
			'export 1200 disputes'
		);
	});

	it('renders the rows, the summary line and the disabled Export of an empty list', () => {
		list(2, ['eur', 'usd']);
		const { unmount } = render(<DisputesTable query={{}} />);
		const summary = screen.getByRole('list', { name: 'Summary of these disputes' });
		expect(
			Array.from(summary.querySelectorAll('li')).map((li) => li.textContent?.replace(/\s+/g, ' '))
		).toEqual(['2 disputes', 'EUR, USD currencies']);
		expect(screen.getByRole('link', { name: 'Respond' })).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'See details' })).toBeInTheDocument();
		unmount();

		mockUseDisputes.mockReturnValue({
			data: [],
			total: 0,
			summary: { count: 0, currencies: [] },
			isLoading: false,
			isSummaryLoading: false,
			params: {},
		});
		render(<DisputesTable query={{}} />);
		expect(screen.getByText('You have no disputes.')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-disabled', 'true');
	});

	it('says so when the list failed', () => {
		mockUseDisputes.mockReturnValue({
			data: [],
			total: undefined,
			summary: undefined,
			isLoading: false,
			isSummaryLoading: false,
			error: { code: 'x', message: 'x', data: { status: 500 } },
			params: {},
		});
		render(<DisputesTable query={{}} />);
		expect(screen.getByText('Disputes could not be loaded. Please reload the page.')).toBeInTheDocument();
	});
});
