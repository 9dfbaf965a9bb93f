/**
 * What the card readers unit tests share: a page URL, the page globals and an api-fetch handler that answers
 * one readers route (and the current user's preferences) and records the paths asked, with the readers
 * store read again for each test (it is registered once per file).
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { act } from '@testing-library/react';
import { getHistory } from '@woocommerce/navigation';

import { store as readersStore } from '../../../src/data/readers';
import type { MetadataActions } from '../../../src/data/shared/store';
import { setPageGlobals } from '../../support/page-globals';

export interface ServeReaders {
	/** The page's URL (path and query). */
	url: string;
	/** The route answered, by prefix (e.g. '/wc/v3/payments/readers'). */
	route: string;
	/** The answer of the route; an Error answers `failure` instead. */
	answer: () => unknown;
	/** What a failed read rejects with (a WordPress REST error). */
	failure: unknown;
}

/**
 * Opens `url` with the page globals and serves the readers route; answers the paths asked (without
 * `_locale=user`), in order.
 */
export function serveReaders({ url, route, answer, failure }: ServeReaders): string[] {
	getHistory().replace(url);
	setPageGlobals();
	const paths: string[] = [];
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		const clean = String(path).replace(/[?&]_locale=user/, '');
		paths.push(clean);
		if (clean.startsWith('/wp/v2/users/me')) {
			return { id: 1, woocommerce_meta: {} };
		}
		const value = answer();
		if (clean.startsWith(route) && !(value instanceof Error)) {
			return value;
		}
		throw failure;
	});
	act(() => {
		(dispatch(readersStore) as unknown as MetadataActions).invalidateResolutionForStore();
	});
	return paths;
}
