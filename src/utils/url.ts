/**
 * URLs and query values: admin links, paging (spec 001 §5) and id checks.
 */
import { addQueryArgs } from '@wordpress/url';

import { getAdminUrl } from '../settings';

/** A query value as it comes from `getQuery()` or goes into a link. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** Default page (spec 001 §9). */
export const DEFAULT_PAGE = 1;

/** Default page size (spec 001 §9). */
export const DEFAULT_PER_PAGE = 25;

/** Largest page size a list asks for. */
export const MAX_PER_PAGE = 100;

/** Paging parsed from the URL. */
export interface Paging {
	/** 1-based page number. */
	page: number;
	/** Rows per page, 1..100. */
	perPage: number;
}

/**
 * A wc-admin page link: `getAdminPageUrl( '/payments/deposits', { status_is: 'paid' } )` →
 * "/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdeposits&status_is=paid" (admin URL from
 * `wcSettings.adminUrl`). Empty, null and undefined query values are left out.
 *
 * @param path  The wc-admin path, e.g. "/payments/overview".
 * @param query Extra query values.
 */
export function getAdminPageUrl(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
	const args: Record<string, unknown> = { page: 'wc-admin', path };
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === null || value === '' || key === 'page' || key === 'path') {
			continue;
		}
		args[key] = value;
	}
	return addQueryArgs(getAdminUrl('admin.php'), args);
}

/**
 * The payment settings screen of the store:
 * "…/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments".
 */
export function getPaymentSettingsUrl(): string {
	return getAdminUrl('admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments');
}

/** The `path` of the store's payments settings route where a business is verified to go live. */
export const BUSINESS_VERIFICATION_PATH = '/woopayments/onboarding/business_verification';

/**
 * The business-verification settings route (spec 000 §2, the overview's go-live link): the store's payments
 * settings with the onboarding path, plus optional query values (source, from).
 */
export function getBusinessVerificationUrl(query: Readonly<Record<string, QueryValue>> = {}): string {
	const args: Record<string, unknown> = {
		page: 'wc-settings',
		tab: 'checkout',
		path: BUSINESS_VERIFICATION_PATH,
	};
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === null || value === '' || key in args) {
			continue;
		}
		args[key] = value;
	}
	return addQueryArgs(getAdminUrl('admin.php'), args);
}

/**
 * A positive integer from a query value, or undefined when it is not one ("abc", "", "-2", "0", "1.5x").
 *
 * @param value Raw query value; for an array the first value counts.
 */
function toPositiveInteger(value: unknown): number | undefined {
	const raw = Array.isArray(value) ? value[0] : value;
	if (typeof raw === 'number') {
		return Number.isInteger(raw) && raw > 0 ? raw : undefined;
	}
	if (typeof raw !== 'string' || !/^\s*\d+\s*$/.test(raw)) {
		return undefined;
	}
	const n = parseInt(raw, 10);
	return n > 0 ? n : undefined;
}

/**
 * Paging from a URL query (spec 001 §5): a non-numeric `paged` becomes 1, a non-numeric `per_page` becomes 25;
 * zero or negative pages become 1, a zero or negative `per_page` 25; `per_page` is at most 100.
 *
 * @param query The query, e.g. from `getQuery()`.
 */
export function parsePaging(query: Readonly<Record<string, unknown>> | null | undefined): Paging {
	const page = toPositiveInteger(query?.paged) ?? DEFAULT_PAGE;
	const rawPerPage = Array.isArray(query?.per_page) ? (query?.per_page as unknown[])[0] : query?.per_page;
	let perPage: number;
	if (typeof rawPerPage === 'string' && /^\s*-?\d+\s*$/.test(rawPerPage)) {
		perPage = parseInt(rawPerPage, 10);
	} else if (typeof rawPerPage === 'number' && Number.isInteger(rawPerPage)) {
		perPage = rawPerPage;
	} else {
		perPage = DEFAULT_PER_PAGE;
	}
	// No rows per page is no page size at all: the default, as for text.
	return { page, perPage: perPage < 1 ? DEFAULT_PER_PAGE : Math.min(MAX_PER_PAGE, perPage) };
}

/**
 * Whether an id from the URL may be requested: only word characters, at least one (spec 001 §5: a payout id
 * containing non-word characters is not requested).
 *
 * @param id Raw id.
 */
export function isValidDetailId(id: unknown): id is string {
	return typeof id === 'string' && /^\w+$/.test(id);
}

/**
 * Whether a lookup id names a charge (contains "ch_" or "py_") rather than a payment intent (spec 001 §5).
 *
 * @param id Charge or payment intent id.
 */
export function isChargeId(id: string | null | undefined): boolean {
	return typeof id === 'string' && (id.includes('ch_') || id.includes('py_'));
}

/**
 * The `source` query parameter stripped to word characters and hyphens; 'unknown' when nothing is left
 * (spec 000 §5). For an array (repeated parameter) the first value counts.
 *
 * @param source Raw query value.
 */
export function stripSourceParam(source: unknown): string {
	const value = Array.isArray(source) ? source[0] : source;
	if (typeof value !== 'string') {
		return 'unknown';
	}
	const stripped = value.replace(/[^\w-]+/g, '');
	return stripped === '' ? 'unknown' : stripped;
}

/** The payout details path (spec 001 §2.2). */
export const PAYOUT_DETAILS_PATH = '/payments/payouts/details';

/**
 * The details page of a payout; null without a payout.
 *
 * @example
 * payoutDetailsUrl( 'po_123' ); // 'admin.php?page=wc-admin&path=%2Fpayments%2Fpayouts%2Fdetails&id=po_123'
 */
export function payoutDetailsUrl(depositId: string | null | undefined): string | null {
	return depositId ? getAdminPageUrl(PAYOUT_DETAILS_PATH, { id: depositId }) : null;
}
