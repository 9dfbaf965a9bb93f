/**
 * The page navigation of the money pages (spec 001 §2.1): links between the Payments screens a merchant
 * moves between — Overview, Transactions, Payouts, Disputes and (behind its flag) Documents — with the
 * current one marked `aria-current="page"`. Links navigate inside the app (no reload); a modified click
 * (new tab) works as a normal link.
 *
 * @example <PaymentsNav current="/payments/payouts" />
 */
import { AdminLink } from './admin-link';
import { __ } from '@wordpress/i18n';

import { isFeatureEnabled } from '../settings';
import { getAdminPageUrl } from '../utils/url';

import './payments-nav.scss';

export interface PaymentsNavItem {
	path: string;
	label: string;
}

/** The entries of the navigation, in order. */
export function paymentsNavItems(): PaymentsNavItem[] {
	const items: PaymentsNavItem[] = [
		{ path: '/payments/overview', label: __('Overview', 'woocommerce-payments') },
		{ path: '/payments/transactions', label: __('Transactions', 'woocommerce-payments') },
		{ path: '/payments/payouts', label: __('Payouts', 'woocommerce-payments') },
		{ path: '/payments/disputes', label: __('Disputes', 'woocommerce-payments') },
	];
	if (isFeatureEnabled('documents')) {
		items.push({ path: '/payments/documents', label: __('Documents', 'woocommerce-payments') });
	}
	return items;
}

export function PaymentsNav({ current }: { current: string }) {
	return (
		<nav className="wcpay-payments-nav" aria-label={__('Payments pages', 'woocommerce-payments')}>
			<ul>
				{paymentsNavItems().map((item) => (
					<li key={item.path}>
						<AdminLink
							href={getAdminPageUrl(item.path)}
							type="wc-admin"
							className={item.path === current ? 'is-current' : undefined}
							aria-current={item.path === current ? 'page' : undefined}
						>
							{item.label}
						</AdminLink>
					</li>
				))}
			</ul>
		</nav>
	);
}
