/**
 * The overview's reads, started by its route while the page's chunk loads (src/api/prefetch.ts), so that they
 * all go out together (one level of the request waterfall) and the balances and tasks are not kept waiting
 * for the chunk. Part of the entry bundle: keep it free of store code. Each path is the one the page's stores
 * request (tests/unit/overview/early-reads.test.ts checks they agree).
 */
import { getPaymentsSettings } from '../../settings';
import { OVERVIEW_OPTIONS } from '../../data/overview/types';

/** The account's or the requested currency, lower case (the payouts card's likely currency). */
export function likelyCurrency(requested: string | null | undefined): string {
	const page = (getPaymentsSettings() ?? {}) as ReturnType<typeof getPaymentsSettings> & {
		accountDefaultCurrency?: string;
		enabledCurrencies?: string[];
	};
	const known = (page.enabledCurrencies ?? []).map((c) => String(c).toLowerCase());
	const wanted = (requested ?? '').toLowerCase();
	if (wanted && known.includes(wanted)) {
		return wanted;
	}
	return String(page.accountDefaultCurrency || page.storeCurrency || 'usd').toLowerCase();
}

/** Paths of the early reads for a page query (`search` of the admin URL). */
export function overviewEarlyReads(search: string): string[] {
	const query = new URLSearchParams(search);
	const page = getPaymentsSettings();
	const status = String(page?.accountStatus?.status ?? '');
	const showsTasks = !(status.startsWith('rejected') || status === 'under_review');
	const connected = Boolean(page?.isAccountConnected) && !page?.accountStatus?.error;
	const currency = likelyCurrency(query.get('selected_currency'));
	const reads = [
		'/wp/v2/users/me',
		'/wc/v3/payments/deposits/overview-all',
		`/wc/v3/payments/deposits?store_currency_is=${encodeURIComponent(currency)}&page=1&pagesize=3&sort=date&direction=desc`,
	];
	if (showsTasks) {
		reads.push(
			'/wc/v3/payments/disputes?filter=awaiting_response&page=1&pagesize=50&sort=created&direction=desc',
			`/wc-admin/options?options=${OVERVIEW_OPTIONS.join(',')}`
		);
	}
	if (connected && showsTasks) {
		reads.push(
			'/wc-analytics/admin/notes?page=1&per_page=25&status=unactioned&source=woocommerce-payments&orderby=date&order=desc',
			'/wc/v3/payments/accounts/session'
		);
	}
	if (connected && page?.accountLoans?.has_active_loan) {
		reads.push('/wc/v3/payments/capital/active_loan_summary');
	}
	return reads;
}
