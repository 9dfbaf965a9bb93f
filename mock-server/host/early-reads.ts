/**
 * The route's first REST reads, started by the host page itself, as early as the page can: a small inline
 * script at the top of `<head>` (before any stylesheet can hold it up) issues the GETs the route's page
 * will make, with the page's nonce, while the vendor bundle and the plugin are still downloading. The
 * plugin's preloading middleware (src/data/shared/preload.ts `adoptEarlyReads`) hands each answer to the
 * first api-fetch GET of the same path and query, so the page never asks twice.
 *
 * Which reads: the client's own route table (src/routes.ts) and the routes' `reads.ts` builders, evaluated
 * here with the page settings this page prints, so the paths are the client's by construction. They are
 * real browser requests (the request log, faults, the nonce check and a test's network interception all
 * see them); only their start moves earlier. A route without reads, or one the client would not find
 * (unknown, behind a flag that is off), gets no script.
 */
import { addQueryArgs } from '@wordpress/url';
import type { WcSettings, WcpaySettings, WpApiSettings } from '../../src/settings/types';
import { jsonForScript } from '../util/json';

interface PageSettings {
	wcSettings: WcSettings;
	wcpaySettings: WcpaySettings;
	wpApiSettings: WpApiSettings;
}

/**
 * Runs `fn` with the browser globals the read builders look at (`window.wcpaySettings`, `wcSettings`,
 * `wpApiSettings`) set to this page's. Synchronous, so no other page's render can see them.
 */
function withPageGlobals<T>(settings: PageSettings, fn: () => T): T {
	const had = Object.prototype.hasOwnProperty.call(globalThis, 'window');
	const previous: unknown = Reflect.get(globalThis, 'window');
	Reflect.set(globalThis, 'window', { ...settings });
	try {
		return fn();
	} finally {
		if (had) {
			Reflect.set(globalThis, 'window', previous);
		} else {
			Reflect.deleteProperty(globalThis, 'window');
		}
	}
}

/**
 * The REST paths (with their query, no `_locale`) of the reads the client's route makes on load for this
 * page query, or none. Never throws: a route whose reads cannot be worked out here just starts late.
 */
export async function earlyReadPaths(
	query: Record<string, string>,
	settings: PageSettings
): Promise<string[]> {
	try {
		const { findRoute, routeKeyFromQuery } = await import('../../src/routes');
		const route = withPageGlobals(settings, () => findRoute(routeKeyFromQuery(query)));
		if (!route?.reads) {
			return [];
		}
		const of = await route.reads();
		const reads = withPageGlobals(settings, () => of(query));
		return [...new Set(reads.map((r) => r.path))];
	} catch {
		return [];
	}
}

/**
 * The inline script: one `fetch` per path, as api-fetch would send it (the REST root, `_locale=user`, the
 * nonce header, cookies), kept as `window.wcpayEarlyReads[path]` for the plugin to adopt.
 */
export function earlyReadsScript(paths: readonly string[], api: WpApiSettings): string {
	if (paths.length === 0) {
		return '';
	}
	const root = api.root.replace(/\/+$/, '');
	const requests = paths.map((p) => [
		p,
		addQueryArgs(`${root}/${p.replace(/^\/+/, '')}`, { _locale: 'user' }),
	]);
	return (
		'<script id="wcpay-early-reads">(function(){var r=' +
		jsonForScript(requests) +
		',n=' +
		jsonForScript(api.nonce) +
		',e={};if(!window.fetch)return;r.forEach(function(x){e[x[0]]=window.fetch(x[1],{credentials:"include",' +
		'headers:{Accept:"application/json, */*;q=0.1","X-WP-Nonce":n}});e[x[0]].catch(function(){});});' +
		'window.wcpayEarlyReads=e;})();</script>\n'
	);
}
