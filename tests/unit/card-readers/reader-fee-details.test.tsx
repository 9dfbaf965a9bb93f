/**
 * The reader-fee view (spec 001 §2.7, §3.6, §8, §9; src/components/reader-fee-details): the table 'Card
 * readers' with columns Reader id, Status, Transactions, Fee, read with `GET /readers/charges/{charge id}`
 * (else the transaction id); 'Readers details not loaded' when the read fails or no id can be read.
 */
import { render, screen, waitFor, within } from '@testing-library/react';

import { ReaderFeeDetails, readerFeeCells } from '../../../src/components/reader-fee-details';
import type { ReaderFeeRow } from '../../../src/data/readers';
import { setPageGlobals } from '../../support/page-globals';
import { serveReaders } from './helpers';

const ROWS: ReaderFeeRow[] = [
	{ reader_id: 'tmr_old', status: 'inactive', count: 0, fee: { amount: 0, currency: 'usd' } },
	{ reader_id: 'tmr_e', status: 'active', count: 4, fee: { amount: 784, currency: 'usd' } },
	{ reader_id: 'tmr_m2', status: 'active', count: 5, fee: { amount: 783, currency: 'usd' } },
];

let paths: string[] = [];
let answer: unknown;

function setup() {
	paths = serveReaders({
		url: '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions%2Fdetails&id=ch_fee&transaction_id=txn_fee&transaction_type=card_reader_fee',
		route: '/wc/v3/payments/readers/charges/',
		answer: () => answer,
		failure: { code: 'wcpay_reader_charge_not_found', message: 'Not found', data: { status: 404 } },
	});
}

const table = () => screen.getByRole('table', { name: /Card readers/ });

describe('ReaderFeeDetails', () => {
	it("shows the 'Card readers' table: Reader id, Status, Transactions, Fee", async () => {
		answer = { charge_id: 'ch_fee', transaction_id: 'txn_fee', data: ROWS };
		setup();
		render(<ReaderFeeDetails chargeId="ch_fee" transactionId="txn_fee" />);
		await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
		expect(screen.getByRole('heading', { name: 'Card readers' })).toBeInTheDocument();
		const [header, ...rows] = within(table()).getAllByRole('row');
		expect(
			within(header)
				.getAllByRole('columnheader')
				.map((h) => h.textContent)
		).toEqual(['Reader id', 'Status', 'Transactions', 'Fee']);
		expect(rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent))).toEqual([
			['tmr_old', 'Inactive', '0', '$0.00'],
			['tmr_e', 'Active', '4', '$7.84'],
			['tmr_m2', 'Active', '5', '$7.83'],
		]);
		expect(paths.filter((p) => p.startsWith('/wc/v3/payments/readers'))).toEqual([
			'/wc/v3/payments/readers/charges/ch_fee',
		]);
		expect(screen.queryByText('Readers details not loaded')).toBeNull();
	});

	it("a failed read shows 'Readers details not loaded'", async () => {
		answer = new Error('nope');
		setup();
		render(<ReaderFeeDetails chargeId="ch_fee" transactionId="txn_fee" />);
		expect(await screen.findByText('Readers details not loaded')).toBeInTheDocument();
		expect(screen.queryByRole('table')).toBeNull();
	});

	it('reads by the transaction id when there is no charge id', async () => {
		answer = { charge_id: 'ch_fee', transaction_id: 'txn_fee', data: ROWS.slice(1) };
		setup();
		render(<ReaderFeeDetails chargeId="" transactionId="txn_fee" />);
		await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
		expect(paths.filter((p) => p.startsWith('/wc/v3/payments/readers'))).toEqual([
			'/wc/v3/payments/readers/charges/txn_fee',
		]);
	});

	it('ids that are not word characters are never requested', () => {
		answer = { data: ROWS };
		setup();
		render(<ReaderFeeDetails chargeId="<img src=x>" transactionId="../x" />);
		expect(screen.getByText('Readers details not loaded')).toBeInTheDocument();
		expect(paths.filter((p) => p.startsWith('/wc/v3/payments/readers'))).toEqual([]);
	});

	it('no billed reader: the table says so', async () => {
		answer = { charge_id: 'ch_fee', transaction_id: 'txn_fee', data: [] };
		setup();
		render(<ReaderFeeDetails chargeId="ch_fee" />);
		await waitFor(() => expect(table()).toHaveTextContent('No card readers were billed by this fee.'));
	});
});

describe('readerFeeCells', () => {
	beforeEach(() => setPageGlobals());

	it('formats the fee in minor units of its currency, ids as text', () => {
		const cells = readerFeeCells({
			reader_id: '<b>x</b>',
			status: 'active',
			count: 12,
			fee: { amount: 1250, currency: 'jpy' },
		});
		expect(cells.reader_id?.display).toBe('<b>x</b>');
		expect(cells.count?.display).toBe('12');
		expect(cells.fee?.display).toBe('¥1,250');
		expect(cells.fee?.value).toBe(1250);
		expect(readerFeeCells({ ...ROWS[1], fee: { amount: 1999, currency: 'eur' } }).fee?.display).toBe(
			'€19.99'
		);
	});
});
