/**
 * Preload hints for the route the host page serves, as WordPress prints `<link rel="preload">` for what a
 * screen will need: the route's chunk files from dist/routes.json (written by webpack.routes-manifest.js:
 * the page's chunk, its reads' chunk and the shared chunks they need, scripts and stylesheets). With them
 * the chunks download beside the vendor bundle and the plugin entry instead of after the entry has run;
 * webpack's loader then finds them in the cache (same URLs: `<dist>/chunks/…`, as `publicPath: 'auto'`
 * resolves them). Read on every page, like the asset file, so a rebuild needs no restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DIST_URL } from '../paths';
import { escapeHtml } from './html';

export interface RoutePreload {
	scripts: string[];
	styles: string[];
	/** The same stylesheets for a right-to-left page: each `-rtl.css` twin where the build wrote one. */
	rtlStyles: string[];
}

interface RoutesManifest {
	routes?: Record<string, Partial<RoutePreload>>;
}

/** The client router's route key (src/routes.ts `routeKeyFromQuery`) of a host screen and its URL. */
export function hostRouteKey(screen: { kind: string; path?: string }, url = ''): string | null {
	if (screen.kind === 'wc-admin') {
		return (screen.path ?? '').replace(/\/+$/, '') || '/';
	}
	if (screen.kind === 'wc-settings-checkout') {
		const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
		const section = query.get('section') ?? query.get('path')?.replace(/\/+$/, '');
		return section ? `wc-settings:checkout:${section}` : null;
	}
	if (screen.kind === 'wc-settings-multi-currency') {
		return 'wc-settings:wcpay_multi_currency';
	}
	return null;
}

const safeFile = (f: unknown): f is string =>
	typeof f === 'string' && /^chunks\/[A-Za-z0-9._-]+\.(js|css)$/.test(f);

/**
 * The chunk URLs of a route, or none when the build wrote no manifest or the route has no chunks. They are
 * the URLs the page will request: under the asset base path the page settings name (`assetsUrl` + `dist/`,
 * src/public-path.ts), else under the plugin's dist URL.
 */
export function routePreload(distDir: string, key: string | null, assetsUrl?: string): RoutePreload {
	const base = assetsUrl && assetsUrl.trim() ? `${assetsUrl.trim().replace(/\/+$/, '')}/dist` : DIST_URL;
	if (!key) {
		return { scripts: [], styles: [], rtlStyles: [] };
	}
	let manifest: RoutesManifest | undefined;
	try {
		manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes.json'), 'utf8')) as RoutesManifest;
	} catch {
		manifest = undefined;
	}
	const entry = manifest?.routes?.[key];
	const urls = (files: unknown) =>
		(Array.isArray(files) ? files : [])
			.filter(safeFile)
			.filter((f) => fs.existsSync(path.join(distDir, f)))
			.map((f) => `${base}/${f}`);
	const styles = urls(entry?.styles);
	const rtlStyles = styles.map((href) => {
		const twin = href.replace(/\.css$/, '-rtl.css');
		return fs.existsSync(path.join(distDir, twin.slice(base.length + 1))) ? twin : href;
	});
	return { scripts: urls(entry?.scripts), styles, rtlStyles };
}

/** `<link rel="preload">` tags: the route's stylesheets (their RTL twins on a right-to-left page), scripts. */
export function preloadTags(preload: RoutePreload | undefined, rtl: boolean): string {
	if (!preload) {
		return '';
	}
	return [
		...(rtl ? preload.rtlStyles : preload.styles).map(
			(href) => `<link rel="preload" as="style" href="${escapeHtml(href)}">`
		),
		...preload.scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`),
	]
		.map((tag) => `${tag}\n`)
		.join('');
}
