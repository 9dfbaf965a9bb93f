import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { getQuery } from '@woocommerce/navigation';

import { adoptEarlyReads } from '../data/shared/preload';
import { findRoute, routeKeyFromQuery } from '../routes';
import { getStoreSettings } from '../settings';
import { markLoad } from '../utils/load-marks';
import { recordEvent } from '../utils/tracks';
import { ErrorBoundary } from './error-boundary';
import { Header } from './header';
import { NotFound } from './not-found';
import { startRoutePage } from './route-page';
import { Notices } from './notices';
import { useAdminQuery } from './use-location';

/**
 * Starts the current URL's page: its chunk and its reads (taking over the GETs the host page already
 * started). The entry calls it before the first render, so the network and the chunk work overlap it;
 * the answer settles once the page can render (at once when there is no page to load).
 */
export function startCurrentRoute(): Promise<void> {
	adoptEarlyReads();
	const route = findRoute(routeKeyFromQuery(getQuery() as Record<string, string>));
	return (route && startRoutePage(route)?.ready) || Promise.resolve();
}

/** Marks the commit that first shows a route's page (src/utils/load-marks.ts); renders nothing. */
function PageCommitMark() {
	useLayoutEffect(() => markLoad('pageCommit'), []);
	return null;
}

/** Mounts the page of the current admin URL (spec 000 §2), inside the header, notices and boundary. */
export function App() {
	const query = useAdminQuery();
	const key = routeKeyFromQuery(query);
	const route = useMemo(() => findRoute(key), [key]);
	const Page = route ? startRoutePage(route)?.View : undefined;

	// A page view per route (spec 000 §7); a change of query within the page is not a new view.
	useEffect(() => {
		recordEvent('wcpay_page_view', { path: key ?? '', found: Boolean(route) });
	}, [key, route]);

	useEffect(() => {
		const title = route ? route.title() : __('Page not found', 'woocommerce-payments');
		const site = getStoreSettings()?.siteTitle || '';
		/* translators: 1: page title, 2: site title */
		document.title = sprintf(__('%1$s ‹ %2$s — WooCommerce', 'woocommerce-payments'), title, site);
	}, [route]);

	return (
		<div className="wcpay-app">
			<Header route={route} />
			<div className="wcpay-layout">
				<Notices />
				<ErrorBoundary resetKey={key ?? ''}>
					{Page ? (
						<Suspense
							fallback={
								<div className="wcpay-page-loading" role="status">
									<Spinner />
									<span className="screen-reader-text">
										{__('Loading…', 'woocommerce-payments')}
									</span>
								</div>
							}
						>
							<Page />
							<PageCommitMark key={key ?? ''} />
						</Suspense>
					) : (
						<>
							<NotFound path={key} />
							<PageCommitMark key={key ?? ''} />
						</>
					)}
				</ErrorBoundary>
			</div>
		</div>
	);
}
