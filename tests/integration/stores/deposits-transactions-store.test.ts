import { store as depositsStore, depositsList } from '../../../src/data/deposits';
import { withoutPaging } from '../../../src/data/shared/list-definition';
import { store as transactionsStore, transactionsList } from '../../../src/data/transactions';
import { moneyRegistry, noWait, type LoggedRequest, withLiveServer } from './money-helpers';

const { base, control } = withLiveServer();

const D = 'wcpay/deposits';
const T = 'wcpay/transactions';
const registry = () => moneyRegistry({ [D]: depositsStore, [T]: transactionsStore });
const requests = async () =>
	((await control('GET', 'requests')) as LoggedRequest[]).map(
		(r) =>
			`${r.method} ${r.path} ${new URLSearchParams(
				Object.entries(r.query).filter(([k]) => k !== '_locale') as [string, string][]
			).toString()} ${r.status}`
	);

describe('wcpay/deposits against the mock server', () => {
	it('maps the page query once: paging, sort defaults, filters; list and summary share nothing but the filters', async () => {
		const s = registry();
		const params = depositsList.params({
			paged: 'x',
			per_page: 'abc',
			status_is: 'paid',
			orderby: 'bogus',
		});
		expect(params).toEqual({ page: 1, pagesize: 25, sort: 'date', direction: 'desc', status_is: 'paid' });
		const rows = await s.resolve(D).getList(params);
		expect(rows).toHaveLength(25);
		expect(rows.every((d: { status: string }) => d.status === 'paid')).toBe(true);
		expect(s.select(D).getListTotal(params)).toBeGreaterThan(25);
		const summary = await s.resolve(D).getSummary(withoutPaging(params));
		expect(summary.count).toBe(s.select(D).getListTotal(params));
		// Page 2 reads its rows; the summary is already there.
		const page2 = { ...params, page: 2 };
		await s.resolve(D).getList(page2);
		await s.resolve(D).getSummary(withoutPaging(page2));
		expect(await requests()).toEqual([
			'GET /wc/v3/payments/deposits direction=desc&page=1&pagesize=25&sort=date&status_is=paid 200',
			'GET /wc/v3/payments/deposits/summary status_is=paid 200',
			'GET /wc/v3/payments/deposits direction=desc&page=2&pagesize=25&sort=date&status_is=paid 200',
		]);
	});

	it('a list warms the payout cache; an unknown payout raises the catalogue notice', async () => {
		const s = registry();
		const [first] = await s.resolve(D).getList(depositsList.params({}));
		expect(s.select(D).getItem(first.id)).toEqual(first);
		await s.resolve(D).getItem('po_missing');
		expect(s.select(D).getItemError('po_missing')).toMatchObject({ code: 'wcpay_deposit_not_found' });
		expect(s.texts()).toEqual(['The deposit you are looking for cannot be found.']);
	});

	it('loads the overview; an instant payout moves the balance and says so, with View details', async () => {
		const s = registry();
		const overview = await s.resolve(D).getOverview();
		const instant = overview.balance.instant[0];
		expect(instant.amount).toBeGreaterThan(0);
		const deposit = await s.dispatch(D).submitInstantDeposit('usd');
		expect(deposit).toMatchObject({ amount: instant.net, method: 'instant', status: 'in_transit' });
		const [notice] = s.notices();
		expect(notice.content).toMatch(/^Instant payout for \$[\d,]+\.\d\d in transit\.$/);
		expect(notice.actions[0]).toEqual({
			label: 'View details',
			url: `/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fpayouts%2Fdetails&id=${deposit.id}`,
		});
		expect(s.select(D).isInstantDepositInProgress()).toBe(false);
		// The overview reloads: nothing is left for an instant payout.
		const reloaded = await s.resolve(D).getOverview();
		expect(reloaded.balance.instant[0].amount).toBe(0);
		expect(await s.dispatch(D).submitInstantDeposit('usd')).toBeNull();
		expect(s.texts()).toContain('Error creating instant payout.');
	});

	it('an overview failure raises its catalogue notice', async () => {
		await control('POST', 'faults', { path: '/wc/v3/payments/deposits/overview-all', status: 500 });
		const s = registry();
		await s.resolve(D).getOverview();
		expect(s.select(D).getOverviewError()).toMatchObject({ code: 'wcpay_mock_fault' });
		expect(s.texts()).toEqual(["Error retrieving all payouts' overviews."]);
	});

	it('exports: prepare, poll until ready, download the CSV of the filters', async () => {
		const s = registry();
		const downloads: string[] = [];
		const outcome = await s.dispatch(D).exportList(depositsList.filters({ status_is: 'failed' }), {
			sleep: noWait,
			download: (url: string) => downloads.push(url),
		});
		expect(outcome.status).toBe('downloaded');
		expect(downloads).toEqual([outcome.url]);
		const csv = await (await fetch(`${base()}${outcome.url}`)).text();
		expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(2);
		expect(s.select(D).isExporting()).toBe(false);
		const log = (await control('GET', 'requests')) as LoggedRequest[];
		expect(log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'GET /wc/v3/payments/deposits/download 200',
			`GET /wc/v3/payments/exports/${outcome.exportId} 200`,
			`GET /wc/v3/payments/exports/${outcome.exportId} 200`,
			`GET /wc/v3/payments/exports/${outcome.exportId}/download 200`,
		]);
	});

	it('a failed export raises the catalogue notice', async () => {
		await control('POST', 'faults', {
			method: 'GET',
			path: '/wc/v3/payments/deposits/download',
			status: 500,
		});
		const s = registry();
		const outcome = await s.dispatch(D).exportList({}, { sleep: noWait, download: () => undefined });
		expect(outcome.status).toBe('failed');
		expect(s.texts()).toEqual(['There was a problem generating your export.']);
	});
});

describe('wcpay/transactions against the mock server', () => {
	it('sends every filter of the page query, and the summary with the filters only', async () => {
		const s = registry();
		const query = {
			paged: '2',
			per_page: '10',
			orderby: 'amount',
			order: 'asc',
			match: 'any',
			type_is_in: ['refund', 'dispute', 'nope'],
			customer_currency_is: 'EUR',
			date_between: ['2025-01-10', '2024-12-01'],
			risk_level_is: '2',
		};
		const params = transactionsList.params(query);
		expect(params).toEqual({
			page: 2,
			pagesize: 10,
			sort: 'amount',
			direction: 'asc',
			match: 'any',
			type_is_in: ['refund', 'dispute'],
			customer_currency_is: 'eur',
			date_between: ['2024-12-01 00:00:00', '2025-01-10 23:59:59'],
			risk_level_is: 2,
			user_timezone: 'UTC',
		});
		const rows = await s.resolve(T).getList(params);
		expect(rows.length).toBeGreaterThan(0);
		const summary = await s.resolve(T).getSummary(withoutPaging(params));
		expect(summary.count).toBe(s.select(T).getListTotal(params));
		expect(transactionsList.filters(query)).toEqual(withoutPaging(params));
	});

	it('search options per term', async () => {
		const s = registry();
		const options = await s.resolve(T).getSearchOptions('oli');
		expect(options.length).toBeGreaterThan(0);
		expect(options[0]).toEqual({ label: expect.stringMatching(/\(/), value: expect.any(String) });
		expect(await s.resolve(T).getSearchOptions('')).toEqual([]);
	});

	it('exports: announces the e-mail, downloads, and the mail is recorded', async () => {
		const s = registry();
		const downloads: string[] = [];
		const outcome = await s.dispatch(T).exportList(transactionsList.filters({ type_is: 'dispute' }), {
			userEmail: 'merchant@example.com',
			sleep: noWait,
			download: (url: string) => downloads.push(url),
		});
		expect(outcome.status).toBe('downloaded');
		expect(s.texts()).toEqual([
			"We're processing your export. The file will download automatically and be emailed to merchant@example.com.",
		]);
		const emails = (await control('GET', 'emails')) as { to: string; rows: number }[];
		expect(emails).toEqual([expect.objectContaining({ to: 'merchant@example.com', rows: 11 })]);
		const csv = await (await fetch(`${base()}${downloads[0]}`)).text();
		expect(csv.split('\r\n')).toHaveLength(12);
	});

	it('stops after its last poll without a file (timeout)', async () => {
		const s = registry();
		let polls = 0;
		const outcome = await s.dispatch(T).exportList(
			{},
			{
				sleep: noWait,
				attempts: 1,
				download: () => {
					polls++;
				},
			}
		);
		// One attempt only: the first poll is always pending.
		expect(outcome.status).toBe('timeout');
		expect(polls).toBe(0);
	});
});
