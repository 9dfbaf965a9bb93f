/**
 * Inbox notes of an established store: five unactioned notes of the product (with actions; one with HTML
 * content that also carries markup the client must strip; one thumbnail with an image), plus notes the
 * overview must not list: an actioned one, a deleted one and one from another source.
 *
 * Deterministic: draws from `ctx.rng.fork('notes')`.
 */
import type { NoteAction } from '../../src/data/inbox/types';
import { PAYMENTS_NOTE_SOURCE } from '../../src/data/inbox/types';
import { insertNote, type NoteRow } from '../domain/money-rows';
import type { ScenarioContext } from './context';
import { DAY_MS } from './defaults';
import { HOSTILE } from './hostile';

function action(id: number, name: string, label: string, url: string, primary = true): NoteAction {
	return { id, name, label, url, status: 'actioned', primary, actioned_text: '' };
}

export function seedNotes(ctx: ScenarioContext): void {
	const rng = ctx.rng.fork('notes');
	const now = ctx.now.getTime();
	const at = (daysAgo: number) => now - daysAgo * DAY_MS + rng.int(8, 20) * 3_600_000;
	const admin = (path: string) => `/wp-admin/admin.php?page=wc-admin&path=${encodeURIComponent(path)}`;
	let actionId = 1;
	const notes: Omit<
		NoteRow,
		'id' | 'is_snoozable' | 'date_reminder' | 'is_read' | 'locale' | 'image' | 'layout'
	>[] = [
		{
			name: 'wcpay-instant-deposits-eligible',
			type: 'marketing',
			title: 'Get paid faster with instant payouts',
			content:
				'<p>Your store is eligible for <strong>instant payouts</strong>: get your available balance in your bank account within 30 minutes, for a small fee.</p>',
			status: 'unactioned',
			source: PAYMENTS_NOTE_SOURCE,
			date_created: at(1),
			is_deleted: 0,
			actions: JSON.stringify([
				action(actionId++, 'view-overview', 'Learn more', admin('/payments/overview')),
			]),
		},
		{
			name: 'wcpay-dispute-tips',
			type: 'info',
			title: 'Respond to disputes before their deadline',
			content: `<p>Disputes that get no response are lost. <a href="https://woocommerce.com/document/woopayments/fraud-and-disputes/" target="_blank">Read our tips</a> on <em>winning</em> them.</p><script>alert("note")</script><img src=x onerror=alert(1)><p>Customer note: ${HOSTILE.quotes}</p>`,
			status: 'unactioned',
			source: PAYMENTS_NOTE_SOURCE,
			date_created: at(3),
			is_deleted: 0,
			actions: JSON.stringify([
				action(actionId++, 'view-disputes', 'View disputes', admin('/payments/disputes')),
				action(actionId++, 'dismiss-tips', 'Not now', '', false),
			]),
		},
		{
			name: 'wcpay-express-checkout',
			type: 'marketing',
			title: 'Boost conversions with Apple Pay and Google Pay',
			content: '<p>Express checkouts let customers pay in one tap.</p>',
			status: 'unactioned',
			source: PAYMENTS_NOTE_SOURCE,
			date_created: at(6),
			is_deleted: 0,
			actions: JSON.stringify([
				action(
					actionId++,
					'enable-express-checkout',
					'Set up',
					'/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments'
				),
			]),
		},
		{
			name: 'wcpay-payout-schedule',
			type: 'update',
			title: 'Your payouts now arrive daily',
			content: '<p>Funds are paid out every day, 2 days after each payment.</p>',
			status: 'unactioned',
			source: PAYMENTS_NOTE_SOURCE,
			date_created: at(11),
			is_deleted: 0,
			actions: JSON.stringify([
				action(actionId++, 'view-payouts', 'View payouts', admin('/payments/payouts')),
			]),
		},
		{
			name: 'wcpay-multi-currency',
			type: 'info',
			title: `Sell in more currencies ${HOSTILE.emoji}`,
			content: '<p>Customers see prices in their own currency.</p>',
			status: 'unactioned',
			source: PAYMENTS_NOTE_SOURCE,
			date_created: at(20),
			is_deleted: 0,
			actions: JSON.stringify([]),
		},
		{
			name: 'wcpay-welcome',
			type: 'info',
			title: 'Welcome to WooPayments',
			content: '<p>Start accepting payments.</p>',
			status: 'actioned',
			source: PAYMENTS_NOTE_SOURCE,
			date_created: at(60),
			is_deleted: 0,
			actions: JSON.stringify([
				action(actionId++, 'get-started', 'Get started', admin('/payments/overview')),
			]),
		},
		{
			name: 'wcpay-old-promo',
			type: 'marketing',
			title: 'A dismissed promotion',
			content: '<p>Already dismissed.</p>',
			status: 'unactioned',
			source: PAYMENTS_NOTE_SOURCE,
			date_created: at(30),
			is_deleted: 1,
			actions: JSON.stringify([]),
		},
		{
			name: 'wc-admin-store-setup',
			type: 'info',
			title: 'Finish setting up your store',
			content: '<p>A WooCommerce note, not the product’s.</p>',
			status: 'unactioned',
			source: 'woocommerce-admin',
			date_created: at(2),
			is_deleted: 0,
			actions: JSON.stringify([]),
		},
	];
	notes.forEach((note, i) => {
		insertNote(ctx.db, {
			...note,
			id: i + 1,
			locale: 'en_US',
			is_snoozable: note.type === 'marketing' ? 1 : 0,
			date_reminder: null,
			is_read: 0,
			layout: note.name === 'wcpay-express-checkout' ? 'thumbnail' : 'plain',
			image:
				note.name === 'wcpay-express-checkout'
					? '/wp-content/plugins/woocommerce-payments/assets/images/express-checkout.svg'
					: '',
		});
	});
}
