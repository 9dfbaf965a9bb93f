/**
 * A route's page as a component that suspends until its chunk and its critical reads are in (the
 * Suspense protocol: it throws the pending load), started before anything renders: `startRoutePage()`
 * begins the load (chunk, reads, the host page's early GETs) at once and caches it per route, so the
 * entry can begin it before React's first render and wait (a bounded time) for it, and a page that is
 * ready by then renders in one pass, without a spinner first. Once loaded it renders synchronously.
 */
import type { ComponentType } from 'react';
import { getQuery } from '@woocommerce/navigation';

import type { PageQuery } from '../data/shared/list-query';
import { loadWithReads } from '../data/shared/preload';
import type { RouteDef } from '../routes';

type PageModule = { default: ComponentType };

type LoadState =
	{ status: 'loading' } | { status: 'loaded'; page: ComponentType } | { status: 'failed'; error: unknown };

export interface RoutePage {
	/** Settles once the page can render (its chunk and critical reads are in) or its chunk failed. */
	ready: Promise<void>;
	/** The page: suspends while loading, throws the load error to the nearest boundary. */
	View: ComponentType;
}

const cache = new Map<string, RoutePage>();

function start(load: () => Promise<PageModule>, route: RouteDef): RoutePage {
	const { reads } = route;
	const query = getQuery() as PageQuery;
	let state: LoadState = { status: 'loading' };
	const ready = loadWithReads(load, reads ? () => reads().then((of) => of(query)) : undefined).then(
		(module) => {
			state = { status: 'loaded', page: module.default };
		},
		(error: unknown) => {
			state = { status: 'failed', error };
		}
	);
	function View() {
		if (state.status === 'loaded') {
			const Page = state.page;
			return <Page />;
		}
		if (state.status === 'failed') {
			throw state.error;
		}
		throw ready;
	}
	return { ready, View };
}

/**
 * The page of a route, its load started on the first call (with the URL's query at that moment) and
 * shared by every later call; undefined for a route with no page.
 *
 * @example
 * const page = startRoutePage( route );
 * await page?.ready; // then render <page.View /> inside a Suspense boundary
 */
export function startRoutePage(route: RouteDef): RoutePage | undefined {
	const cached = cache.get(route.key);
	if (cached || !route.load) {
		return cached;
	}
	const page = start(route.load, route);
	cache.set(route.key, page);
	return page;
}
