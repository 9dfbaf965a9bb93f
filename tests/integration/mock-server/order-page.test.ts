/** @jest-environment node */
/**
 * The store's order edit screen of the mock host (host/order-page.ts): where 'Partial refund' goes (spec 002
 * §4.3). It shows the order's payment and a refund form with the nonce; unknown orders and bad ids are
 * handled; remote text is escaped.
 */
import type { FastifyInstance } from 'fastify';

import type { Charge } from '../../../src/data/payment-details/types';
import { HOSTILE } from '../../../mock-server/seed';
import { control, page, rest, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
	app = await testApp();
});
afterAll(() => app.close());

const B = '/wc/v3/payments';

async function chargeOfOrder(search = ''): Promise<Charge> {
	const rows = (
		await rest<{ data: { charge_id: string }[] }>(
			app,
			'GET',
			`${B}/transactions?type_is=charge&pagesize=50${search}`
		)
	).body.data;
	for (const row of rows) {
		const c = (await rest<Charge>(app, 'GET', `${B}/charges/${row.charge_id}`)).body;
		if (c.order && c.captured && !c.refunded) {
			return c;
		}
	}
	throw new Error('no charge with an order');
}

describe('order edit screen', () => {
	it('shows the payment and a refund form carrying the charge, the order and the nonce', async () => {
		const c = await chargeOfOrder();
		const { status, html } = await page(app, `/wp-admin/post.php?post=${c.order?.number}&action=edit`);
		expect(status).toBe(200);
		expect(html).toContain(`<h1>Edit order #${c.order?.number}</h1>`);
		expect(html).toContain(`data-charge="${c.id}"`);
		expect(html).toContain(`data-nonce="${app.mock.nonce}"`);
		expect(html).toContain('Refund via WooPayments');
		expect(html).toMatch(/<title>Orders ‹/);
	});

	it('says when an order has no payment, refuses bad ids and users without the capability', async () => {
		expect((await page(app, '/wp-admin/post.php?post=1&action=edit')).html).toContain(
			'This order has no WooPayments payment.'
		);
		expect((await page(app, '/wp-admin/post.php?post=../1')).status).toBe(404);
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		expect((await page(app, '/wp-admin/post.php?post=1')).status).toBe(403);
		await control(app, 'POST', 'reset', { scenario: 'established', seed: 1 });
	});

	it('escapes a hostile customer name', async () => {
		const c = await chargeOfOrder(`&search[]=${encodeURIComponent(HOSTILE.html)}`);
		const { html } = await page(app, `/wp-admin/post.php?post=${c.order?.number}&action=edit`);
		expect(html).not.toContain('<img src=x');
		expect(html).toContain('&lt;img');
	});
});
