/**
 * The route table (spec 000 §2): path → lazy page, title, breadcrumbs, capability, feature flag, and the
 * reads the page needs. A route without `load` is part of the table but not built yet; the router treats it
 * as not found. The router starts a route's reads before its chunk arrives (src/data/shared/preload.ts).
 */
import type { ComponentType } from 'react';
import { __ } from '@wordpress/i18n';

import type { PageQuery } from './data/shared/list-query';
import type { StoreRead } from './data/shared/reads';
import { isFeatureEnabled, type FeatureFlags } from './settings';
import { BUSINESS_VERIFICATION_PATH } from './utils/url';

type PageModule = { default: ComponentType };

export interface RouteDef {
	/** `path` query value for wc-admin pages, or a `wc-settings:<tab>[:<section>]` key for settings pages. */
	key: string;
	title: () => string;
	/** Breadcrumb trail above the title; the last crumb is the page itself. */
	breadcrumbs: () => Array<string | { label: string; href: string }>;
	capability: 'manage_woocommerce';
	featureFlag?: keyof FeatureFlags;
	load?: () => Promise<PageModule>;
	/**
	 * The reads the page needs for a page query, built from the domains' query.ts (`pages/<page>/reads.ts`,
	 * a small chunk of its own, loaded beside the page's chunk so the reads start before the page arrives).
	 */
	reads?: () => Promise<(query: PageQuery) => StoreRead[]>;
}

const payments = () => __('Payments', 'woocommerce-payments');
const settingsCrumb = () => __('Settings', 'woocommerce-payments');
const cap = 'manage_woocommerce' as const;

function route(key: string, title: () => string, extra: Partial<RouteDef> = {}): RouteDef {
	return { key, title, breadcrumbs: () => [payments(), title()], capability: cap, ...extra };
}

export const ROUTES: RouteDef[] = [
	route('/payments/connect', () => __('Connect', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "connect" */ './pages/connect'),
	}),
	route('/payments/onboarding', () => __('Onboarding', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "onboarding" */ './pages/onboarding'),
	}),
	route('/payments/onboarding/kyc', () => __('Continue onboarding', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "onboarding-kyc" */ './pages/onboarding/kyc'),
	}),
	route('/payments/overview', () => __('Overview', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "overview" */ './pages/overview'),
		reads: () =>
			import(/* webpackChunkName: "overview-reads" */ './pages/overview/reads').then(
				(m) => m.overviewRouteReads
			),
	}),
	route('/payments/payouts', () => __('Payouts', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "payouts" */ './pages/payouts'),
		reads: () =>
			import(/* webpackChunkName: "payouts-reads" */ './pages/payouts/reads').then(
				(m) => m.payoutsRouteReads
			),
	}),
	route('/payments/payouts/details', () => __('Payout details', 'woocommerce-payments'), {
		breadcrumbs: () => [
			payments(),
			{
				label: __('Payouts', 'woocommerce-payments'),
				href: 'admin.php?page=wc-admin&path=%2Fpayments%2Fpayouts',
			},
			__('Payout details', 'woocommerce-payments'),
		],
		load: () => import(/* webpackChunkName: "payout-details" */ './pages/payout-details'),
		reads: () =>
			import(/* webpackChunkName: "payout-details-reads" */ './pages/payout-details/reads').then(
				(m) => m.payoutDetailsRouteReads
			),
	}),
	route('/payments/transactions', () => __('Transactions', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "transactions" */ './pages/transactions'),
		reads: () =>
			import(/* webpackChunkName: "transactions-reads" */ './pages/transactions/reads').then(
				(m) => m.transactionsRouteReads
			),
	}),
	route('/payments/transactions/details', () => __('Payment details', 'woocommerce-payments'), {
		breadcrumbs: () => [
			payments(),
			{
				label: __('Transactions', 'woocommerce-payments'),
				href: 'admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions',
			},
			__('Payment details', 'woocommerce-payments'),
		],
		load: () => import(/* webpackChunkName: "payment-details" */ './pages/payment-details'),
		reads: () =>
			import(/* webpackChunkName: "payment-details-reads" */ './pages/payment-details/reads').then(
				(m) => m.paymentDetailsRouteReads
			),
	}),
	route('/payments/disputes', () => __('Disputes', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "disputes" */ './pages/disputes'),
		reads: () =>
			import(/* webpackChunkName: "disputes-reads" */ './pages/disputes/reads').then(
				(m) => m.disputesRouteReads
			),
	}),
	route('/payments/disputes/details', () => __('Dispute details', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "dispute-redirect" */ './pages/dispute-redirect'),
		reads: () =>
			import(/* webpackChunkName: "dispute-redirect-reads" */ './pages/dispute-redirect/reads').then(
				(m) => m.disputeRedirectRouteReads
			),
	}),
	route('/payments/disputes/challenge', () => __('Challenge dispute', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "dispute-evidence" */ './pages/dispute-evidence'),
		reads: () =>
			import(/* webpackChunkName: "dispute-evidence-reads" */ './pages/dispute-evidence/reads').then(
				(m) => m.disputeEvidenceRouteReads
			),
	}),
	route('/payments/multi-currency-setup', () => __('Set up multiple currencies', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "multi-currency-setup" */ './pages/multi-currency-setup'),
		reads: () =>
			import(
				/* webpackChunkName: "multi-currency-setup-reads" */ './pages/multi-currency-setup/reads'
			).then((m) => m.multiCurrencySetupRouteReads),
	}),
	route('/payments/card-readers', () => __('Card readers', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "card-readers" */ './pages/card-readers'),
		reads: () =>
			import(/* webpackChunkName: "card-readers-reads" */ './pages/card-readers/reads').then(
				(m) => m.cardReadersRouteReads
			),
	}),
	route('/payments/loans', () => __('Capital loans', 'woocommerce-payments'), {
		load: () => import(/* webpackChunkName: "loans" */ './pages/loans'),
		reads: () =>
			import(/* webpackChunkName: "loans-reads" */ './pages/loans/reads').then(
				(m) => m.loansRouteReads
			),
	}),
	route('/payments/documents', () => __('Documents', 'woocommerce-payments'), {
		featureFlag: 'documents',
		load: () => import(/* webpackChunkName: "documents" */ './pages/documents'),
		reads: () =>
			import(/* webpackChunkName: "documents-reads" */ './pages/documents/reads').then(
				(m) => m.documentsRouteReads
			),
	}),
	route('/payments/fraud-protection', () => __('Fraud protection', 'woocommerce-payments'), {
		breadcrumbs: () => [payments(), settingsCrumb(), __('Fraud protection', 'woocommerce-payments')],
		load: () => import(/* webpackChunkName: "fraud-protection" */ './pages/fraud-protection'),
		reads: () =>
			import(/* webpackChunkName: "fraud-protection-reads" */ './pages/fraud-protection/reads').then(
				(m) => m.fraudProtectionRouteReads
			),
	}),
	route('wc-settings:checkout:woocommerce_payments', () => __('Payment settings', 'woocommerce-payments'), {
		breadcrumbs: () => [__('Settings', 'woocommerce-payments'), __('Payments', 'woocommerce-payments')],
		load: () => import(/* webpackChunkName: "payment-settings" */ './pages/payment-settings'),
		reads: () =>
			import(/* webpackChunkName: "payment-settings-reads" */ './pages/payment-settings/reads').then(
				(m) => m.paymentSettingsRouteReads
			),
	}),
	route(
		`wc-settings:checkout:${BUSINESS_VERIFICATION_PATH}`,
		() => __('Business verification', 'woocommerce-payments'),
		{
			breadcrumbs: () => [
				__('Settings', 'woocommerce-payments'),
				__('Payments', 'woocommerce-payments'),
				__('Business verification', 'woocommerce-payments'),
			],
			load: () =>
				import(/* webpackChunkName: "business-verification" */ './pages/business-verification'),
		}
	),
	route('wc-settings:wcpay_multi_currency', () => __('Multi-currency', 'woocommerce-payments'), {
		breadcrumbs: () => [
			__('Settings', 'woocommerce-payments'),
			__('Multi-currency', 'woocommerce-payments'),
		],
		load: () =>
			import(/* webpackChunkName: "multi-currency-settings" */ './pages/multi-currency-settings'),
		reads: () =>
			import(
				/* webpackChunkName: "multi-currency-settings-reads" */ './pages/multi-currency-settings/reads'
			).then((m) => m.multiCurrencySettingsRouteReads),
	}),
];

/** The route key of an admin URL's query: wc-admin path, or a settings tab/section. */
export function routeKeyFromQuery(query: Record<string, string | undefined>): string | null {
	if (query.page === 'wc-admin') {
		return query.path ? decodeURIComponent(query.path).replace(/\/+$/, '') || '/' : '/';
	}
	if (query.page === 'wc-settings') {
		// The payments settings' own routes (`path`) come after the tab; `section` pages have none.
		const path = query.path ? decodeURIComponent(query.path).replace(/\/+$/, '') : undefined;
		return ['wc-settings', query.tab, query.section ?? path].filter(Boolean).join(':');
	}
	return null;
}

/** The route of a key, or undefined when unknown, not built yet, or behind a feature flag that is off. */
export function findRoute(key: string | null): RouteDef | undefined {
	if (!key) {
		return undefined;
	}
	const found = ROUTES.find((r) => r.key === key);
	if (!found || !found.load) {
		return undefined;
	}
	if (found.featureFlag && !isFeatureEnabled(found.featureFlag)) {
		return undefined;
	}
	return found;
}

/** Menu parent rule (spec 000 §2): the connect entry if it exists, otherwise the overview entry. */
export function menuParentPath(isConnectEntryShown: boolean): string {
	return isConnectEntryShown ? '/payments/connect' : '/payments/overview';
}
