import { store as authorizationsStore, authorizationsList } from '../../../src/data/authorizations';
import type { Authorization } from '../../../src/data/authorizations/types';
import { store as fraudStore, fraudOutcomesList, withStatus } from '../../../src/data/fraud-outcomes';
import { store as transactionsStore, transactionsList } from '../../../src/data/transactions';
import { blockedCsv, blockedCsvFileName } from '../../../src/pages/transactions/blocked-export';
import { moneyRegistry, type LoggedRequest, withLiveServer } from './money-helpers';

const { control } = withLiveServer();

const A = 'wcpay/authorizations';
const F = 'wcpay/fraud-outcomes';
const T = 'wcpay/transactions';
const registry = () => moneyRegistry({ [A]: authorizationsStore, [F]: fraudStore, [T]: transactionsStore });
const paths = async () =>
	((await control('GET', 'requests')) as LoggedRequest[]).map((r) => `${r.method} ${r.path}`);

describe('wcpay/authorizations against the mock server', () => {
	it('lists oldest first by default (created asc), with the summary', async () => {
		const s = registry();
		const params = authorizationsList.params({ paged: '1' });
		expect(params).toEqual({ page: 1, pagesize: 25, sort: 'created', direction: 'asc' });
		expect(authorizationsList.params({ orderby: 'capture_by', order: 'desc' })).toMatchObject({
			sort: 'capture_by',
			direction: 'desc',
		});
		const rows: Authorization[] = await s.resolve(A).getList(params);
		expect(rows.map((r) => r.created)).toEqual(rows.map((r) => r.created).sort());
		expect(await s.resolve(A).getSummary({})).toMatchObject({ count: 16, currency: 'usd' });
	});

	it('authorization_missing is not an error notice; other item errors are', async () => {
		const s = registry();
		await s.resolve(A).getItem('pi_unknown');
		expect(s.select(A).getItemError('pi_unknown')).toMatchObject({ code: 'authorization_missing' });
		expect(s.texts()).toEqual([]);
		await control('POST', 'faults', { path: '/wc/v3/payments/authorizations/pi_other', status: 500 });
		await s.resolve(A).getItem('pi_other');
		expect(s.texts()).toEqual(['Error retrieving authorization.']);
	});

	it('capture: requesting flag, success notice, marked captured, and the caches of §4.4 refreshed', async () => {
		const s = registry();
		const rows: Authorization[] = await s.resolve(A).getList(authorizationsList.params({}));
		const review = rows.find((r) => r.is_fraud_review && r.amount >= 50) as Authorization;
		await s.resolve(A).getSummary({});
		await s.resolve(F).getList(fraudOutcomesList.params(withStatus('review', {})));
		await s.resolve(T).getList(transactionsList.params({}));
		await control('DELETE', 'requests');

		const pending = s.dispatch(A).captureAuthorization(review.payment_intent_id, review.order_id);
		expect(s.select(A).isRequesting(review.payment_intent_id)).toBe(true);
		expect(await pending).toEqual({ id: review.payment_intent_id, status: 'succeeded' });
		expect(s.select(A).isRequesting(review.payment_intent_id)).toBe(false);
		expect(s.texts()).toEqual([`Payment for order #${review.order_id} captured successfully.`]);
		expect(s.select(A).getItem(review.payment_intent_id)).toMatchObject({
			is_captured: true,
			captured: true,
		});

		// Reading again refetches: the authorization is gone, the review is settled, the charge is listed.
		const after: Authorization[] = await s.resolve(A).getList(authorizationsList.params({}));
		expect(after.map((r) => r.payment_intent_id)).not.toContain(review.payment_intent_id);
		expect((await s.resolve(A).getSummary({})).count).toBe(15);
		const reviews = await s.resolve(F).getList(fraudOutcomesList.params(withStatus('review', {})));
		expect(reviews.map((o: { payment_intent: { id: string } }) => o.payment_intent.id)).not.toContain(
			review.payment_intent_id
		);
		const transactions = await s.resolve(T).getList(transactionsList.params({}));
		expect(transactions[0]).toMatchObject({
			type: 'charge',
			payment_intent_id: review.payment_intent_id,
		});
		expect(await paths()).toEqual([
			`POST /wc/v3/payments/orders/${review.order_id}/capture_authorization`,
			// Reading the item after the refresh fetches it again (it is captured now).
			`GET /wc/v3/payments/authorizations/${review.payment_intent_id}`,
			'GET /wc/v3/payments/authorizations',
			'GET /wc/v3/payments/authorizations/summary',
			'GET /wc/v3/payments/transactions/fraud-outcomes',
			'GET /wc/v3/payments/transactions',
		]);
	});

	it('cancel: success notice; transactions are not refreshed', async () => {
		const s = registry();
		const [first]: Authorization[] = await s.resolve(A).getList(authorizationsList.params({}));
		await s.resolve(T).getList(transactionsList.params({}));
		expect(await s.dispatch(A).cancelAuthorization(first.payment_intent_id, first.order_id)).toEqual({
			id: first.payment_intent_id,
			status: 'canceled',
		});
		expect(s.texts()).toEqual([`Payment for order #${first.order_id} canceled successfully.`]);
		expect(s.select(T).hasFinishedResolution('getList', [transactionsList.params({})])).toBe(true);
		expect(s.select(A).hasFinishedResolution('getList', [authorizationsList.params({})])).toBe(false);
	});

	it('failures: the catalogue text of the code (amount_too_small with its minimum)', async () => {
		const s = registry();
		const rows: Authorization[] = await s.resolve(A).getList(authorizationsList.params({}));
		const tiny = rows.find((r) => r.amount < 50) as Authorization;
		expect(await s.dispatch(A).captureAuthorization(tiny.payment_intent_id, tiny.order_id)).toBeNull();
		expect(await s.dispatch(A).cancelAuthorization(rows[0].payment_intent_id, 424242424)).toBeNull();
		expect(s.texts()).toEqual([
			`There has been an error capturing the payment for order #${tiny.order_id}. The minimum amount that can be processed is $0.50 USD.`,
			'There has been an error canceling the payment for order #424242424. The order could not be found.',
		]);
		expect(s.select(A).isRequesting(tiny.payment_intent_id)).toBe(false);
	});
});

describe('wcpay/fraud-outcomes against the mock server', () => {
	it('an empty result (wcpay_fraud_outcome_not_found) is an empty list, without a notice', async () => {
		const s = registry();
		const params = fraudOutcomesList.params(withStatus('review', { search: 'nobody' }));
		expect(await s.resolve(F).getList(params)).toEqual([]);
		expect(s.select(F).getListError(params)).toBeUndefined();
		expect(s.select(F).getListTotal(params)).toBe(0);
		expect(s.texts()).toEqual([]);
	});

	it('other failures raise the catalogue notice', async () => {
		await control('POST', 'faults', { path: '/wc/v3/payments/transactions/fraud-outcomes', status: 500 });
		const s = registry();
		await s.resolve(F).getList(fraudOutcomesList.params(withStatus('block', {})));
		expect(s.texts()).toEqual(['Error retrieving on review transactions.']);
	});

	it('search options filtered by label; the blocked export builds its CSV on the client', async () => {
		const s = registry();
		const [first] = await s.resolve(F).getList(fraudOutcomesList.params(withStatus('block', {})));
		const options = await s.resolve(F).getSearchOptions('block', String(first.order_id));
		expect(options).toContainEqual({ label: `Order #${first.order_id}`, value: `#${first.order_id}` });
		const rows = await s.dispatch(F).fetchExportRows({ status: 'block', additional_status: 'review' });
		expect(rows).toHaveLength(10);
		expect(s.select(F).isExporting()).toBe(false);
		expect(blockedCsvFileName()).toMatch(/^blocked-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
		const lines = blockedCsv(rows).split('\r\n');
		expect(lines[0]).toBe('Date/Time,Amount,Customer,Status');
		expect(lines).toHaveLength(11);
		expect(lines.filter((l) => l.endsWith(',Needs review'))).toHaveLength(4);
		expect(lines.filter((l) => l.endsWith(',Payment blocked'))).toHaveLength(6);
	});
});
