import { getActiveFiltersFromQuery, getQueryFromActiveFilters } from '@woocommerce/navigation';

import { transactionsList } from '../../../src/data/transactions';
import { fraudOutcomeStatusChipType } from '../../../src/components/fraud-outcome-status-chip';
import { fraudOutcomeStatusLabel } from '../../../src/strings/fraud-outcome-status';
import { blockedListQuery } from '../../../src/pages/transactions/reads';
import { getBlockedColumns, getUncapturedColumns } from '../../../src/pages/transactions/columns';
import {
	hiddenColumnsToSave,
	resolveHiddenColumns,
	shownColumnKeys,
} from '../../../src/components/data-table';
import {
	chargeDisplayStatusPill,
	getChargeDisplayStatus,
	type ChargeLike,
} from '../../../src/strings/charge-display-status';
import { getAdvancedFilters, getBasicFilters } from '../../../src/pages/transactions/filters';
import {
	detailsTransactionType,
	getTransactionColumns,
	payoutDetailsUrl,
	paymentDetailsUrl,
	transactionDetailsUrl,
} from '../../../src/components/transactions-table';
import { searchQueryValue, searchTags } from '../../../src/pages/transactions/search-completers';
import { paymentMethodLabel } from '../../../src/strings/payment-method';
import { riskPill } from '../../../src/strings/risk-level';
import { channelLabel } from '../../../src/strings/sales-channel';
import { transactionTypeLabel } from '../../../src/strings/transaction-type';
import { searchPlaceholder, transactionsSummaryItems } from '../../../src/pages/transactions/summary';
import {
	isUncapturedTabVisible,
	isUncapturedVisibilityPending,
	tabChangeQuery,
	tabFromQuery,
	uncapturedTabTitle,
} from '../../../src/pages/transactions/tabs';
import { setPageGlobals } from '../../support/page-globals';

beforeEach(() => setPageGlobals());

describe('charge display status (spec 001 §4.2)', () => {
	const paid: ChargeLike = { status: 'succeeded', paid: true, captured: true };
	const cases: Array<[string, ChargeLike | null, { status?: string } | null, string | undefined, string]> =
		[
			['held for review', paid, { status: 'requires_capture' }, 'review', 'fraud_outcome_review'],
			['review without requires_capture is not held', paid, { status: 'succeeded' }, 'review', 'paid'],
			['blocked by fraud rules', { status: 'failed' }, null, 'block', 'fraud_outcome_block'],
			['blocked after review', paid, null, 'review_blocked', 'fraud_outcome_block'],
			[
				'issuer declined',
				{ status: 'failed', outcome: { type: 'issuer_declined' } },
				null,
				undefined,
				'failed',
			],
			['invalid', { status: 'failed', outcome: { type: 'invalid' } }, null, undefined, 'failed'],
			[
				'blocked outcome',
				{ status: 'failed', outcome: { type: 'blocked' } },
				null,
				undefined,
				'blocked',
			],
			[
				'disputed',
				{ ...paid, disputed: true, dispute: { status: 'needs_response' } },
				null,
				undefined,
				'disputed_needs_response',
			],
			[
				'inquiry',
				{ ...paid, disputed: true, dispute: { status: 'warning_under_review' } },
				null,
				undefined,
				'disputed_warning_under_review',
			],
			[
				'partially refunded',
				{ ...paid, amount_refunded: 500, refunded: false },
				null,
				undefined,
				'refunded_partial',
			],
			[
				'fully refunded',
				{ ...paid, amount_refunded: 1000, refunded: true },
				null,
				undefined,
				'refunded_full',
			],
			[
				'refund failed (list)',
				{ ...paid, refunded: false, amount_refunded: 0, refunds: [{ id: 're_1' }] },
				null,
				undefined,
				'refund_failed',
			],
			[
				'refund failed (Stripe list)',
				{ ...paid, refunded: false, refunds: { data: [{ id: 're_1' }] } },
				null,
				undefined,
				'refund_failed',
			],
			['paid', paid, null, undefined, 'paid'],
			[
				'authorized',
				{ status: 'succeeded', paid: true, captured: false },
				null,
				undefined,
				'authorized',
			],
			['raw status otherwise', { status: 'pending' }, null, undefined, 'pending'],
			['nothing known', null, null, undefined, ''],
		];
	test.each(cases)('%s', (_name, charge, intent, fraud, expected) => {
		expect(getChargeDisplayStatus(charge, intent, fraud)).toBe(expected);
	});

	test('the order of the rules: fraud before failure, dispute before refunds', () => {
		expect(
			getChargeDisplayStatus({ status: 'failed', outcome: { type: 'issuer_declined' } }, null, 'block')
		).toBe('fraud_outcome_block');
		expect(
			getChargeDisplayStatus(
				{ ...paid, disputed: true, dispute: { status: 'lost' }, refunded: true },
				null,
				undefined
			)
		).toBe('disputed_lost');
	});

	test('pills: labels and tones; an unknown status shows as it is in a light pill', () => {
		expect(chargeDisplayStatusPill('paid')).toEqual({ label: 'Paid', tone: 'success' });
		expect(chargeDisplayStatusPill('fraud_outcome_review')).toEqual({
			label: 'Needs review',
			tone: 'warning',
		});
		expect(chargeDisplayStatusPill('mystery')).toEqual({ label: 'mystery', tone: 'light' });
	});
});

describe('row links (spec 001 §2.3)', () => {
	const base = {
		transaction_id: 'txn_1',
		type: 'charge' as const,
		metadata: null,
	};

	test('the payment intent id, transaction id and type', () => {
		const url = transactionDetailsUrl({ ...base, payment_intent_id: 'pi_1', charge_id: 'ch_1' });
		const q = new URL(url!, 'http://x').searchParams;
		expect(q.get('page')).toBe('wc-admin');
		expect(q.get('path')).toBe('/payments/transactions/details');
		expect(q.get('id')).toBe('pi_1');
		expect(q.get('transaction_id')).toBe('txn_1');
		expect(q.get('transaction_type')).toBe('charge');
	});

	test('the charge id without an intent; card_reader_fee from the metadata', () => {
		const row = {
			...base,
			type: 'card_reader_fee' as const,
			payment_intent_id: null,
			charge_id: 'ch_fee',
			metadata: { charge_type: 'card_reader_fee' as const },
		};
		const q = new URL(transactionDetailsUrl(row)!, 'http://x').searchParams;
		expect(q.get('id')).toBe('ch_fee');
		expect(q.get('transaction_type')).toBe('card_reader_fee');
		expect(detailsTransactionType({ type: 'refund', metadata: { charge_type: 'card_reader_fee' } })).toBe(
			'card_reader_fee'
		);
		expect(detailsTransactionType({ type: 'refund', metadata: null })).toBe('refund');
	});

	test('no link without an intent or a charge (loan rows)', () => {
		expect(
			transactionDetailsUrl({
				...base,
				type: 'financing_paydown',
				payment_intent_id: null,
				charge_id: null,
			})
		).toBeNull();
	});

	test('payout and intent links', () => {
		const q = new URL(payoutDetailsUrl('po_123')!, 'http://x').searchParams;
		expect(q.get('path')).toBe('/payments/payouts/details');
		expect(q.get('id')).toBe('po_123');
		expect(payoutDetailsUrl(null)).toBeNull();
		expect(new URL(paymentDetailsUrl('pi_9')!, 'http://x').searchParams.get('id')).toBe('pi_9');
	});
});

describe('columns (spec 001 §5.2)', () => {
	const keys = (cols: { key: string }[]) => cols.map((c) => c.key);

	test('default visible, hidden by default and required columns', () => {
		const columns = getTransactionColumns({ subscriptionsActive: false });
		const shown = shownColumnKeys(columns, resolveHiddenColumns(columns, undefined));
		expect(shown).toEqual([
			'date',
			'type',
			'channel',
			'amount',
			'fees',
			'net',
			'order',
			'source',
			'customer_name',
			'deposit',
		]);
		expect(keys(columns.filter((c) => c.hiddenByDefault))).toEqual([
			'transaction_id',
			'customer_currency',
			'customer_amount',
			'deposit_currency',
			'customer_email',
			'customer_country',
			'risk_level',
			'deposit_id',
			'deposit_status',
		]);
		expect(keys(columns.filter((c) => c.required))).toEqual(['date', 'type', 'channel', 'net', 'order']);
		expect(columns.find((c) => c.key === 'date')?.label).toBe('Date/Time');
	});

	test('sortable: date (default, desc), amount, fees, net', () => {
		const columns = getTransactionColumns({ subscriptionsActive: false });
		expect(keys(columns.filter((c) => c.isSortable))).toEqual(['date', 'amount', 'fees', 'net']);
		expect(columns.find((c) => c.defaultSort)).toMatchObject({ key: 'date', defaultOrder: 'desc' });
	});

	test('Subscription # only with subscriptions active', () => {
		expect(keys(getTransactionColumns({ subscriptionsActive: false }))).not.toContain('subscriptions');
		const withSubs = getTransactionColumns({ subscriptionsActive: true });
		expect(withSubs.find((c) => c.key === 'subscriptions')?.label).toBe('Subscription #');
	});

	test('no payout columns inside a payout page', () => {
		const inPayout = keys(getTransactionColumns({ subscriptionsActive: false, inPayout: true }));
		for (const key of ['deposit_currency', 'deposit_id', 'deposit', 'deposit_status']) {
			expect(inPayout).not.toContain(key);
		}
	});

	test('a saved preference wins, never hides required columns, ignores junk', () => {
		const columns = getTransactionColumns({ subscriptionsActive: false });
		const hidden = resolveHiddenColumns(columns, ['fees', 'net', 'nonsense', 7]);
		expect([...hidden]).toEqual(['fees']);
		const shown = shownColumnKeys(columns, hidden);
		expect(shown).toContain('net');
		expect(shown).toContain('transaction_id');
		expect(resolveHiddenColumns(columns, 'garbage')).toEqual(resolveHiddenColumns(columns, undefined));
	});

	test('what the column menu saves', () => {
		const columns = getTransactionColumns({ subscriptionsActive: false });
		const shown = ['date', 'type', 'channel', 'net', 'order', 'amount', 'risk_level'];
		const saved = hiddenColumnsToSave(columns, shown, undefined);
		expect(saved).not.toContain('risk_level');
		expect(saved).toContain('fees');
		expect(saved).not.toContain('date');
	});

	test('uncaptured and blocked columns', () => {
		const uncaptured = getUncapturedColumns();
		expect(keys(uncaptured)).toEqual(
			expect.arrayContaining([
				'order',
				'customer',
				'amount',
				'risk_level',
				'created',
				'capture_by',
				'action',
			])
		);
		expect(uncaptured.find((c) => c.defaultSort)).toMatchObject({ key: 'created', defaultOrder: 'asc' });
		expect(getBlockedColumns().map((c) => c.label)).toEqual([
			'Date/Time',
			'Amount',
			'Customer',
			'Status',
		]);
	});
});

describe('tabs (spec 001 §2.3)', () => {
	const base = { isAuthAndCaptureEnabled: true, settingsLoaded: true, isManualCaptureEnabled: false };

	test('the tab of the query; transactions by default', () => {
		expect(tabFromQuery({})).toBe('transactions-page');
		expect(tabFromQuery({ tab: 'uncaptured-page' })).toBe('uncaptured-page');
		expect(tabFromQuery({ tab: 'blocked-page' })).toBe('blocked-page');
		expect(tabFromQuery({ tab: 'nope' })).toBe('transactions-page');
	});

	test('a tab change resets paging and sorting', () => {
		expect(tabChangeQuery('blocked-page')).toEqual({
			tab: 'blocked-page',
			paged: '1',
			per_page: '25',
			order: undefined,
			orderby: undefined,
		});
	});

	test.each([
		[
			'flag off',
			{ ...base, isAuthAndCaptureEnabled: false, isManualCaptureEnabled: true, authorizationsTotal: 5 },
			false,
		],
		['manual capture on', { ...base, isManualCaptureEnabled: true, authorizationsTotal: 0 }, true],
		['authorizations waiting', { ...base, authorizationsTotal: 100 }, true],
		['nothing waiting', { ...base, authorizationsTotal: 0 }, false],
		['total unknown', { ...base, authorizationsTotal: undefined }, false],
		[
			'manual capture only counts once settings loaded',
			{ ...base, settingsLoaded: false, isManualCaptureEnabled: true, authorizationsTotal: 0 },
			false,
		],
	])('visibility: %s', (_name, input, visible) => {
		expect(isUncapturedTabVisible(input)).toBe(visible);
	});

	test('visibility is pending until settings and summary have settled', () => {
		const input = {
			...base,
			settingsLoaded: false,
			authorizationsTotal: undefined,
			summaryLoaded: false,
		};
		expect(isUncapturedVisibilityPending(input)).toBe(true);
		expect(isUncapturedVisibilityPending({ ...input, settingsLoaded: true, summaryLoaded: true })).toBe(
			false
		);
		expect(isUncapturedVisibilityPending({ ...input, isAuthAndCaptureEnabled: false })).toBe(false);
	});

	test("title 'Uncaptured (count)' with '...' until known", () => {
		expect(uncapturedTabTitle(undefined)).toBe('Uncaptured (...)');
		expect(uncapturedTabTitle(0)).toBe('Uncaptured (0)');
		expect(uncapturedTabTitle(16)).toBe('Uncaptured (16)');
	});
});

describe('filters ↔ query (spec 001 §5.1)', () => {
	const config = getAdvancedFilters({
		customerCurrencies: ['eur', 'usd'],
		sources: ['visa', 'klarna'],
		countries: { US: 'United States (US)', CI: 'C&ocirc;te d&#039;Ivoire' },
		loans: ['flxln_1|active', 'flxln_2|other'],
	});

	test('every filter of §5.1 is declared', () => {
		expect(Object.keys(config.filters).sort()).toEqual(
			[
				'channel',
				'customer_country',
				'customer_currency',
				'date',
				'loan_id',
				'risk_level',
				'source',
				'source_device',
				'type',
				'type_is',
			].sort()
		);
		expect(config.title).toBe('Transactions match <select /> filters');
	});

	test('active filters → URL query → REST params', () => {
		const active = [
			{ key: 'type', rule: 'is', value: 'charge' },
			{ key: 'customer_currency', rule: 'is_not', value: 'eur' },
			{ key: 'date', rule: 'between', value: ['2026-11-10', '2026-11-01'] },
			{ key: 'type_is', rule: 'in', value: 'charge,refund' },
			{ key: 'source_device', rule: 'is', value: 'ios' },
			{ key: 'channel', rule: 'is_not', value: 'online' },
			{ key: 'customer_country', rule: 'is', value: 'US' },
			{ key: 'risk_level', rule: 'is_not', value: '2' },
			{ key: 'source', rule: 'is', value: 'visa' },
			{ key: 'loan_id', rule: 'is', value: 'flxln_1' },
		];
		const query = getQueryFromActiveFilters(active, {}, config.filters) as Record<string, unknown>;
		expect(query).toEqual({
			type_is: 'charge',
			customer_currency_is_not: 'eur',
			date_between: ['2026-11-10', '2026-11-01'],
			type_is_in: 'charge,refund',
			source_device_is: 'ios',
			channel_is_not: 'online',
			customer_country_is: 'US',
			risk_level_is_not: '2',
			source_is: 'visa',
			loan_id_is: 'flxln_1',
		});
		const params = transactionsList.params({ ...query, filter: 'advanced', match: 'any' });
		expect(params).toMatchObject({
			match: 'any',
			type_is: 'charge',
			customer_currency_is_not: 'eur',
			date_between: ['2026-11-01 00:00:00', '2026-11-10 23:59:59'],
			type_is_in: ['charge', 'refund'],
			source_device_is: 'ios',
			channel_is_not: 'online',
			customer_country_is: 'US',
			risk_level_is_not: 2,
			source_is: 'visa',
			loan_id_is: 'flxln_1',
			sort: 'date',
			direction: 'desc',
			page: 1,
			pagesize: 25,
		});
	});

	test('URL query → active filters (reload restores every filter)', () => {
		const query = {
			filter: 'advanced',
			date_before: '2026-11-05',
			type_is_not: 'refund',
			type_is_in: 'dispute,charge',
			customer_country_is_not: 'CI',
			loan_id_is: 'flxln_2',
		};
		const active = getActiveFiltersFromQuery(query, config.filters);
		expect(active).toEqual(
			expect.arrayContaining([
				{ key: 'date', rule: 'before', value: '2026-11-05' },
				{ key: 'type', rule: 'is_not', value: 'refund' },
				{ key: 'type_is', rule: 'in', value: 'dispute,charge' },
				{ key: 'customer_country', rule: 'is_not', value: 'CI' },
				{ key: 'loan_id', rule: 'is', value: 'flxln_2' },
			])
		);
		expect(active).toHaveLength(5);
		expect(transactionsList.params(query)).toMatchObject({
			date_before: '2026-11-05 23:59:59',
			type_is_not: 'refund',
			type_is_in: ['dispute', 'charge'],
			customer_country_is_not: 'CI',
			loan_id_is: 'flxln_2',
		});
	});

	test('options: labels decoded, loans labelled, risk levels named', () => {
		const filters = config.filters as Record<
			string,
			{ input: { options?: { label: string; value: string }[] } }
		>;
		expect(filters.customer_country.input.options).toEqual(
			expect.arrayContaining([{ value: 'CI', label: "Côte d'Ivoire" }])
		);
		expect(filters.loan_id.input.options).toEqual([
			{ value: 'flxln_1', label: 'ID: flxln_1 | Active' },
			{ value: 'flxln_2', label: 'ID: flxln_2 | Paid off' },
		]);
		expect(filters.risk_level.input.options?.map((o) => o.label)).toEqual([
			'Normal',
			'Elevated',
			'Highest',
		]);
		expect(filters.source.input.options).toEqual([
			{ value: 'visa', label: 'Visa' },
			{ value: 'klarna', label: 'Klarna' },
		]);
	});

	test('no loan filter without loans; the type-is-in labels resolve', async () => {
		const none = getAdvancedFilters({ customerCurrencies: [], sources: [], countries: {}, loans: [] });
		expect(none.filters).not.toHaveProperty('loan_id');
		const typeIn = config.filters.type_is as { input: { getLabels: (v: string) => Promise<unknown> } };
		await expect(typeIn.input.getLabels('charge,bogus,card_reader_fee')).resolves.toEqual([
			{ id: 'charge', key: 'charge', label: 'Charge' },
			{ id: 'card_reader_fee', key: 'card_reader_fee', label: 'Reader fee' },
		]);
	});

	test('basic filters: payout currency only with several store currencies; Show all / advanced', () => {
		const [currency, show] = getBasicFilters(['eur', 'usd']);
		expect(currency.param).toBe('store_currency_is');
		expect(currency.showFilters()).toBe(true);
		expect(getBasicFilters(['usd'])[0].showFilters()).toBe(false);
		expect(show.param).toBe('filter');
		expect(show.filters.map((f) => f.value)).toEqual(['all', 'advanced']);
	});

	test('search terms round-trip through the URL', () => {
		expect(searchQueryValue([{ key: '#150734' }, { label: 'Jane' }, { key: '#150734' }])).toEqual([
			'#150734',
			'Jane',
		]);
		expect(searchQueryValue([])).toBeUndefined();
		expect(searchTags(['#1', 'Ann'])).toEqual([
			{ key: '#1', label: '#1' },
			{ key: 'Ann', label: 'Ann' },
		]);
		expect(searchTags('solo')).toEqual([{ key: 'solo', label: 'solo' }]);
		expect(searchTags(undefined)).toEqual([]);
		expect(transactionsList.params({ search: ['#150734', 'Jane'] }).search).toEqual(['#150734', 'Jane']);
	});
});

describe('labels and summary (spec 001 §2.4, §3.3, §3.5)', () => {
	test('type labels', () => {
		expect(transactionTypeLabel('card_reader_fee')).toBe('Reader fee');
		expect(transactionTypeLabel('financing_payout')).toBe('Loan disbursement');
		expect(transactionTypeLabel('financing_paydown')).toBe('Loan repayment');
		expect(transactionTypeLabel('payment_failure_refund')).toBe('Payment failure refund');
		expect(transactionTypeLabel('something_new')).toBe('something_new');
	});

	test('channels, risk pills, payment methods', () => {
		expect(channelLabel('in_person_pos')).toBe('In-Person (POS)');
		expect(channelLabel('whatever')).toBe('Online');
		expect(riskPill(0)).toMatchObject({ level: 'normal', tone: 'success', label: 'Normal' });
		expect(riskPill(1)).toMatchObject({ level: 'elevated', tone: 'alert', label: 'Elevated' });
		expect(riskPill(2)).toMatchObject({ level: 'highest', tone: 'danger', label: 'Highest' });
		expect(riskPill(null)).toMatchObject({ level: 'not_assessed', tone: 'light', label: 'N/A' });
		expect(paymentMethodLabel('amex')).toBe('American Express');
		expect(paymentMethodLabel('card', { card: { title: 'Credit card' } })).toBe('Credit card');
		expect(paymentMethodLabel('new_method')).toBe('New method');
	});

	test('search hints', () => {
		expect(searchPlaceholder(true, false)).toBe(
			'Search by order number, customer name, or billing email'
		);
		expect(searchPlaceholder(true, true)).toBe(
			'Search by order number, subscription number, customer name, or billing email'
		);
		expect(searchPlaceholder(false, true)).toBe('Search by customer name');
	});

	test('summary: totals only with transactions and one store currency or a currency filter', () => {
		const summary = {
			count: 3,
			total: 10000,
			fees: 300,
			net: 9700,
			currency: null,
			store_currencies: ['eur', 'usd'],
			customer_currencies: [],
			sources: [],
		};
		expect(transactionsSummaryItems(summary, undefined).map((i) => i.label)).toEqual(['transactions']);
		expect(transactionsSummaryItems(summary, 'usd')).toEqual([
			{ label: 'transactions', value: '3' },
			{ label: 'total', value: '$100.00' },
			{ label: 'fees', value: '-$3.00' },
			{ label: 'net', value: '$97.00' },
		]);
		const single = { ...summary, currency: 'usd', store_currencies: ['usd'] };
		expect(transactionsSummaryItems(single, undefined)).toHaveLength(4);
		expect(transactionsSummaryItems({ ...single, count: 0 }, undefined)).toEqual([
			{ label: 'transactions', value: '0' },
		]);
		expect(transactionsSummaryItems({ ...single, count: 1 }, undefined)[0].label).toBe('transaction');
		expect(transactionsSummaryItems(undefined, undefined)).toEqual([]);
	});

	test('summary: fees read as what they took from the total, so fees returned add to it', () => {
		const summary = {
			count: 1,
			total: 54254,
			fees: -1500,
			net: 55754,
			currency: 'usd',
			store_currencies: ['usd'],
			customer_currencies: [],
			sources: [],
		};
		expect(transactionsSummaryItems(summary, undefined).slice(1)).toEqual([
			{ label: 'total', value: '$542.54' },
			{ label: 'fees', value: '$15.00' },
			{ label: 'net', value: '$557.54' },
		]);
		expect(transactionsSummaryItems({ ...summary, fees: 0, net: 54254 }, undefined)[2].value).toBe(
			'$0.00'
		);
	});

	test('blocked tab: block plus review, status pills', () => {
		const fraudStatusChip = (status: string) => ({
			type: fraudOutcomeStatusChipType(status),
			label: fraudOutcomeStatusLabel(status),
		});
		expect(blockedListQuery({ search: ['x'] })).toEqual({ search: ['x'], additional_status: 'review' });
		expect(fraudStatusChip('review')).toEqual({ type: 'warning', label: 'Needs review' });
		expect(fraudStatusChip('block')).toEqual({ type: 'alert', label: 'Payment blocked' });
		expect(fraudStatusChip('allow')).toEqual({ type: 'success', label: 'Succeeded' });
		expect(fraudStatusChip('weird')).toEqual({ type: 'light', label: 'weird' });
	});
});

describe('row dates (store timezone, with its zone)', () => {
	test('the same text as formatDateTime / formatDate', () => {
		const { formatDate, formatDateTime } = jest.requireActual('../../../src/utils/dates');
		const { formatRowDateTime, formatRowDay } = jest.requireActual(
			'../../../src/components/transactions-table/format'
		);
		for (const instant of ['2026-11-21 23:52:36', '2026-07-04 12:00:00', '2026-01-01 04:59:59']) {
			expect(formatRowDateTime(instant)).toBe(formatDateTime(instant));
		}
		expect(formatRowDateTime('2026-11-21 23:52:36')).toBe('Nov 21, 2026, 6:52 PM EST');
		expect(formatRowDay('2026-11-23')).toBe(formatDate('2026-11-23', { timeZone: 'UTC' }));
		expect(formatRowDay('2026-11-23')).toBe('Nov 23, 2026');
		expect(formatRowDateTime(null)).toBe('');
	});
});

test('the payout currency picker keeps every other filter and changes only its own', () => {
	const [currency, show] = getBasicFilters(['eur', 'usd']);
	expect(currency.staticParams).not.toContain('store_currency_is');
	expect(currency.staticParams).toEqual(expect.arrayContaining(['filter', 'type_is', 'search', 'tab']));
	expect(show.staticParams).not.toContain('filter');
});
