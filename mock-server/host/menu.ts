/**
 * The wp-admin left menu: WooCommerce entries and the plugin's "Payments" entry, whose submenu follows the
 * route table (spec 000 §2). The Payments link targets Connect when that entry exists, else Overview.
 */
import type { WcpaySettings } from '../../src/settings/types';
import type { MultiCurrencyPageSettings } from '../../src/data/multi-currency/types';

/** The page settings the menu follows (the multi-currency entry: the wizard until setup is complete). */
type MenuSettings = WcpaySettings & Partial<MultiCurrencyPageSettings>;

export interface MenuEntry {
	label: string;
	href: string;
	current: boolean;
}

export interface MenuSection extends MenuEntry {
	id: string;
	icon: string;
	children: MenuEntry[];
}

/** Which admin screen is shown: used to mark the current entry. */
export type Screen =
	| { kind: 'wc-admin'; path: string }
	| { kind: 'wc-settings-checkout' }
	| { kind: 'wc-settings-multi-currency' }
	| { kind: 'wc-settings'; tab: string }
	| { kind: 'other'; page: string };

export function adminPath(path: string): string {
	return `/wp-admin/admin.php?page=wc-admin&path=${path}`;
}

export const PAYMENT_SETTINGS_URL =
	'/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments';
export const MULTI_CURRENCY_URL = '/wp-admin/admin.php?page=wc-settings&tab=wcpay_multi_currency';

interface PaymentsItem {
	label: string;
	href: string;
	/** Route paths (and their sub-paths) that mark this entry current. */
	paths: string[];
	screen?: Screen['kind'];
}

function paymentsItems(settings: MenuSettings): PaymentsItem[] {
	const connected = settings.isAccountConnected && settings.isAccountValid;
	const settingsItem: PaymentsItem = {
		label: 'Settings',
		href: PAYMENT_SETTINGS_URL,
		paths: [],
		screen: 'wc-settings-checkout',
	};
	if (!connected) {
		return [
			{
				label: 'Connect',
				href: adminPath('/payments/connect'),
				paths: ['/payments/connect', '/payments/onboarding'],
			},
			settingsItem,
		];
	}
	const loans = settings.accountLoans;
	const hasLoans = loans.has_active_loan || loans.has_past_loans || loans.loans.length > 0;
	const item = (label: string, path: string, extra: string[] = []): PaymentsItem => ({
		label,
		href: adminPath(path),
		paths: [path, ...extra],
	});
	return [
		item('Overview', '/payments/overview'),
		item('Transactions', '/payments/transactions'),
		item('Payouts', '/payments/payouts', ['/payments/deposits']),
		item('Disputes', '/payments/disputes'),
		...(settings.featureFlags.documents ? [item('Documents', '/payments/documents')] : []),
		item('Card readers', '/payments/card-readers'),
		...(hasLoans ? [item('Loans', '/payments/loans')] : []),
		item('Fraud protection', '/payments/fraud-protection'),
		settingsItem,
		{
			// The setup wizard until it is finished (spec 002 §2.5), then the multi-currency settings tab.
			label: 'Multi-currency',
			href:
				settings.multiCurrencySetup?.isSetupCompleted === 'yes'
					? MULTI_CURRENCY_URL
					: adminPath('/payments/multi-currency-setup'),
			paths: ['/payments/multi-currency-setup'],
			screen: 'wc-settings-multi-currency',
		},
	];
}

function isCurrent(item: PaymentsItem, screen: Screen): boolean {
	if (item.screen && item.screen === screen.kind) {
		return true;
	}
	if (screen.kind !== 'wc-admin') {
		return false;
	}
	return item.paths.some((p) => screen.path === p || screen.path.startsWith(`${p}/`));
}

export function buildMenu(settings: MenuSettings, screen: Screen): MenuSection[] {
	const wcAdminHome = screen.kind === 'wc-admin' && (screen.path === '' || screen.path === '/');
	const woocommerce: MenuEntry[] = [
		{ label: 'Home', href: '/wp-admin/admin.php?page=wc-admin', current: wcAdminHome },
		{
			label: 'Orders',
			href: '/wp-admin/admin.php?page=wc-orders',
			current: screen.kind === 'other' && screen.page === 'wc-orders',
		},
		{
			label: 'Settings',
			href: '/wp-admin/admin.php?page=wc-settings',
			current: screen.kind === 'wc-settings',
		},
	];
	const items = paymentsItems(settings);
	const payments = items.map((i) => ({ label: i.label, href: i.href, current: isCurrent(i, screen) }));
	const connect = items.find((i) => i.label === 'Connect');
	const overview = items.find((i) => i.label === 'Overview');
	return [
		{
			id: 'toplevel_page_woocommerce',
			icon: 'W',
			label: 'WooCommerce',
			href: woocommerce[0].href,
			current: woocommerce.some((e) => e.current),
			children: woocommerce,
		},
		{
			id: 'toplevel_page_wc-admin-path--payments',
			icon: '$',
			label: 'Payments',
			href: (connect ?? overview ?? items[0]).href,
			current: payments.some((e) => e.current),
			children: payments,
		},
	];
}

/** A page title for the screen, from the current menu entry. */
export function screenTitle(menu: MenuSection[]): string {
	for (const section of menu) {
		const child = section.children.find((c) => c.current);
		if (child) {
			return `${child.label} ‹ ${section.label}`;
		}
	}
	return 'Payments';
}
