/**
 * The card readers page (spec 001 §2.7, §3.6, §7.5, §9): one tab 'Connected readers' whose table lists the
 * first 10 readers (Reader ID, Model, Status 'Active' / 'Inactive'), read with `GET /readers?limit=10`; an
 * empty state without readers; a failed read says 'Error retrieving card readers.' (the notice; the table says
 * the readers could not be loaded) and does not crash; the route's reads and its table entry.
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { act, render, screen, waitFor, within } from '@testing-library/react';

import CardReadersPage from '../../../src/pages/card-readers';
import { readerCells } from '../../../src/pages/card-readers/columns';
import { cardReadersRouteReads } from '../../../src/pages/card-readers/reads';
import { findRoute } from '../../../src/routes';
import { setPageGlobals } from '../../support/page-globals';
import { serveReaders } from './helpers';

const READERS = [
	{ id: 'tmr_new', device_type: 'BBPOS WisePad 3', is_active: true },
	{ id: 'tmr_m2', device_type: 'Stripe Reader M2', is_active: true },
	{ id: 'tmr_old', device_type: 'BBPOS Chipper 2X BT', is_active: false },
];

let paths: string[] = [];
let answer: unknown;

function setup() {
	paths = serveReaders({
		url: '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fcard-readers',
		route: '/wc/v3/payments/readers',
		answer: () => answer,
		failure: { code: 'internal_server_error', message: 'Boom', data: { status: 500 } },
	});
	act(() => {
		dispatch(noticesStore).removeAllNotices();
	});
}

const table = () => screen.getByRole('table', { name: /Connected card readers/ });
const errorNotices = () =>
	select(noticesStore)
		.getNotices()
		.map((n) => n.content);

describe('CardReadersPage', () => {
	it("shows the 'Connected readers' tab with every reader: id, model, status", async () => {
		answer = { data: READERS, total_count: 3 };
		setup();
		render(<CardReadersPage />);
		expect(screen.getByRole('navigation', { name: 'Payments pages' })).toBeInTheDocument();
		const tab = screen.getByRole('tab', { name: 'Connected readers' });
		expect(tab).toHaveAttribute('aria-selected', 'true');
		expect(screen.getByRole('tabpanel')).toBeInTheDocument();

		await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(4));
		const [header, ...rows] = within(table()).getAllByRole('row');
		expect(
			within(header)
				.getAllByRole('columnheader')
				.map((h) => h.textContent)
		).toEqual(['Reader ID', 'Model', 'Status']);
		expect(rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent))).toEqual([
			['tmr_new', 'BBPOS WisePad 3', 'Active'],
			['tmr_m2', 'Stripe Reader M2', 'Active'],
			['tmr_old', 'BBPOS Chipper 2X BT', 'Inactive'],
		]);
		expect(paths.filter((p) => p.startsWith('/wc/v3/payments/readers'))).toEqual([
			'/wc/v3/payments/readers?limit=10',
		]);
		expect(errorNotices()).toEqual([]);
	});

	it('says so when the account has no readers', async () => {
		answer = { data: [], total_count: 0 };
		setup();
		render(<CardReadersPage />);
		await waitFor(() =>
			expect(table()).toHaveTextContent('No card readers are connected to this account.')
		);
		expect(errorNotices()).toEqual([]);
	});

	it('a failed read: the error text in the table and one notice, no crash', async () => {
		answer = new Error('readers');
		setup();
		render(<CardReadersPage />);
		await waitFor(() =>
			expect(table()).toHaveTextContent('Card readers could not be loaded. Please reload the page.')
		);
		expect(errorNotices()).toEqual(['Error retrieving card readers.']);
		expect(screen.getByRole('tab', { name: 'Connected readers' })).toBeInTheDocument();
	});
});

describe('card readers pieces', () => {
	beforeEach(() => setPageGlobals());

	it('cells: remote text as text, status from is_active', () => {
		const cells = readerCells({
			id: '<img src=x onerror=alert(1)>',
			device_type: '"Reader" ‮',
			is_active: false,
		});
		expect(cells.id?.display).toBe('<img src=x onerror=alert(1)>');
		expect(cells.model?.display).toBe('"Reader" ‮');
		expect(cells.status?.value).toBe('inactive');
		render(<>{cells.status?.display}</>);
		expect(screen.getByText('Inactive')).toHaveAttribute('data-chip-type', 'light');
	});

	it('route: built, with its reads (readers limit 10, critical; the user)', async () => {
		const route = findRoute('/payments/card-readers');
		expect(route?.load).toBeDefined();
		expect(route?.title()).toBe('Card readers');
		const reads = await route!.reads!();
		expect(reads).toBe(cardReadersRouteReads);
		expect(
			cardReadersRouteReads().map((r) => [r.store, r.selector, r.args, r.path, Boolean(r.critical)])
		).toEqual([
			['wcpay/readers', 'getReaders', [10], '/wc/v3/payments/readers?limit=10', true],
			['wcpay/user', 'getCurrentUser', [], '/wp/v2/users/me', false],
		]);
		const page = await route!.load!();
		expect(page.default).toBe(CardReadersPage);
	});
});
