import { __ } from '@wordpress/i18n';

import { getAdminPageUrl } from '../utils/url';

/** Shown for a path that is not in the route table (or is behind a feature flag that is off). */
export function NotFound({ path }: { path: string | null }) {
	return (
		<div className="wcpay-not-found" role="region" aria-labelledby="wcpay-not-found-title">
			<h2 id="wcpay-not-found-title">{__('Page not found', 'woocommerce-payments')}</h2>
			<p>
				{__(
					'Sorry, this page does not exist or is not available for this store:',
					'woocommerce-payments'
				)}{' '}
				<code>{path ?? ''}</code>
			</p>
			<p>
				<a href={getAdminPageUrl('/payments/overview')}>
					{__('Go to the payments overview', 'woocommerce-payments')}
				</a>
			</p>
		</div>
	);
}
