/**
 * The store's order edit screen (`/wp-admin/post.php?post={order}&action=edit`), standing in for
 * WooCommerce's: where the payment details' 'Partial refund' sends the merchant (spec 002 §4.3). It shows the
 * order's payment (amount, refunded, what is left) and WooCommerce's "Refund via WooPayments" form, which
 * posts `POST /wc/v3/payments/refund/` with the nonce — the same call the payments pages make — and says
 * what happened in a live region. Plain HTML and a small inline script: the plugin's bundles are not loaded.
 */
import type { Charge } from '../../src/data/payment-details/types';
import { DEFAULT_ZERO_DECIMAL_CURRENCIES } from '../../src/utils/zero-decimal-currencies';
import { escapeHtml } from './html';

function money(minor: number, currency: string): string {
	const zero = DEFAULT_ZERO_DECIMAL_CURRENCIES.includes(currency.toLowerCase());
	return `${zero ? String(minor) : (minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** The refund form's script: major units → minor units, the call, the answer in the live region. */
const REFUND_SCRIPT = `(function () {
	var form = document.getElementById('wcpay-order-refund');
	if (!form) { return; }
	var status = document.getElementById('wcpay-order-refund-status');
	form.addEventListener('submit', function (event) {
		event.preventDefault();
		var zero = form.dataset.zeroDecimal === '1';
		var text = String(form.elements.amount.value || '').trim();
		if (!/^\\d+(\\.\\d{1,2})?$/.test(text) || Number(text) <= 0) {
			status.textContent = 'Enter an amount to refund, such as 12.50.';
			form.elements.amount.setAttribute('aria-invalid', 'true');
			form.elements.amount.focus();
			return;
		}
		form.elements.amount.removeAttribute('aria-invalid');
		var amount = zero ? Math.round(Number(text)) : Math.round(Number(text) * 100);
		var button = form.querySelector('button');
		button.disabled = true;
		status.textContent = 'Refunding…';
		fetch('/wp-json/wc/v3/payments/refund/', {
			method: 'POST',
			credentials: 'same-origin',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': form.dataset.nonce },
			body: JSON.stringify({ charge_id: form.dataset.charge, amount: amount, order_id: Number(form.dataset.order) })
		}).then(function (res) {
			return res.json().then(function (body) { return { ok: res.ok, body: body }; });
		}).then(function (answer) {
			if (answer.ok) {
				status.textContent = 'Refund of ' + text + ' ' + form.dataset.currency + ' issued via WooPayments.';
				window.setTimeout(function () { window.location.reload(); }, 1500);
			} else {
				status.textContent = 'Refund failed: ' + (answer.body && answer.body.message ? answer.body.message : 'unknown error');
				button.disabled = false;
			}
		}).catch(function () {
			status.textContent = 'Refund failed: the store could not be reached.';
			button.disabled = false;
		});
	});
})();`;

/** The page's main content for an order's payment; null charge → the order has no payment here. */
export function renderOrderContent(orderNumber: string, charge: Charge | null, nonce: string): string {
	const title = `<h1>Edit order #${escapeHtml(orderNumber)}</h1>`;
	if (!charge) {
		return `<div class="wrap">${title}<p>This order has no WooPayments payment.</p></div>`;
	}
	const left = charge.amount - charge.amount_refunded;
	const currency = charge.currency.toUpperCase();
	const zero = DEFAULT_ZERO_DECIMAL_CURRENCIES.includes(charge.currency.toLowerCase());
	const customer = charge.billing_details.name ?? charge.billing_details.email ?? '';
	const canRefund = charge.captured && !charge.refunded && left > 0;
	const form = canRefund
		? `<form id="wcpay-order-refund" data-charge="${escapeHtml(charge.id)}" data-order="${escapeHtml(
				orderNumber
			)}" data-currency="${escapeHtml(currency)}" data-zero-decimal="${zero ? '1' : '0'}" data-nonce="${escapeHtml(
				nonce
			)}" novalidate>
<h2>Refund</h2>
<p><label for="wcpay-order-refund-amount">Refund amount (${escapeHtml(currency)})</label><br>
<input id="wcpay-order-refund-amount" name="amount" inputmode="decimal" autocomplete="off" aria-describedby="wcpay-order-refund-status"></p>
<p><button type="submit" class="button button-primary">Refund via WooPayments</button></p>
<p id="wcpay-order-refund-status" role="status" aria-live="polite"></p>
</form>
<script>${REFUND_SCRIPT}</script>`
		: '<p>Nothing is left to refund on this order.</p>';
	return `<div class="wrap">${title}
<table class="widefat"><tbody>
<tr><th scope="row">Customer</th><td>${escapeHtml(customer)}</td></tr>
<tr><th scope="row">Payment</th><td>${escapeHtml(charge.payment_intent ?? charge.id)}</td></tr>
<tr><th scope="row">Total</th><td>${escapeHtml(money(charge.amount, charge.currency))}</td></tr>
<tr><th scope="row">Refunded</th><td>${escapeHtml(money(charge.amount_refunded, charge.currency))}</td></tr>
<tr><th scope="row">Left to refund</th><td>${escapeHtml(money(Math.max(0, left), charge.currency))}</td></tr>
</tbody></table>
${form}</div>`;
}
