import { Fragment } from 'react';
import { __ } from '@wordpress/i18n';

import type { RouteDef } from '../routes';

/** The wc-admin style header: breadcrumb trail and the page title as the page's only h1. */
export function Header({ route }: { route?: RouteDef }) {
	const crumbs = route ? route.breadcrumbs() : [__('Payments', 'woocommerce-payments')];
	const title = route ? route.title() : __('Page not found', 'woocommerce-payments');
	return (
		<header className="wcpay-header">
			<nav aria-label={__('Breadcrumb', 'woocommerce-payments')}>
				<ol className="wcpay-breadcrumbs">
					{crumbs.map((crumb, i) => (
						<Fragment key={i}>
							<li aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
								{typeof crumb === 'string' ? crumb : <a href={crumb.href}>{crumb.label}</a>}
							</li>
						</Fragment>
					))}
				</ol>
			</nav>
			<h1 className="wcpay-header__title">{title}</h1>
		</header>
	);
}
