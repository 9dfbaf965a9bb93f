/**
 * The served route's chunks, printed with the page as WordPress prints a screen's own scripts and styles:
 * the route's files from dist/routes.json (written by webpack.routes-manifest.js: the page's chunk, its
 * reads' chunk and the shared chunks they need, scripts and stylesheets).
 *
 * - The scripts go just before the plugin entry. Each is a webpack chunk that only registers its modules
 *   (`self.webpackChunk….push`); the entry's runtime takes them in when it starts, so the page's `import()`
 *   finds its chunks installed and the page renders without a round trip to fetch, compile and run them
 *   after the entry has mounted. A chunk file that fails to load is loaded again by the entry's own
 *   loaders (`routeChunkFallbackScript`).
 * - The stylesheets go in the head after the plugin's, each with `data-href` set to its path under the
 *   bundle folder: the file name mini-css-extract-plugin's loader looks for before it adds a stylesheet,
 *   so the page's chunk finds its styles in place (the `-rtl.css` twins on a right-to-left page, the names
 *   the RTL runtime module asks for there).
 *
 * The URLs are the ones the page's own loaders would use (`<dist>/chunks/…`, under the asset base path the
 * page settings name, `src/public-path.ts`), so nothing downloads twice. Read on every page, like the asset
 * file, so a rebuild needs no restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DIST_URL } from '../paths';
import { escapeHtml } from './html';

export interface RouteChunks {
	/** The bundle folder's URL: the chunk files' paths are relative to it. */
	base: string;
	scripts: string[];
	styles: string[];
	/** The same stylesheets for a right-to-left page: each `-rtl.css` twin where the build wrote one. */
	rtlStyles: string[];
}

interface RoutesManifest {
	routes?: Record<string, { scripts?: unknown; styles?: unknown }>;
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
 * The chunk URLs of a route, or none when the build wrote no manifest or the route has no chunks: under
 * the asset base path the page settings name (`assetsUrl` + `dist/`), else under the plugin's dist URL.
 */
export function routeChunks(distDir: string, key: string | null, assetsUrl?: string): RouteChunks {
	const base = assetsUrl && assetsUrl.trim() ? `${assetsUrl.trim().replace(/\/+$/, '')}/dist` : DIST_URL;
	if (!key) {
		return { base, scripts: [], styles: [], rtlStyles: [] };
	}
	let manifest: RoutesManifest | undefined;
	try {
		manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes.json'), 'utf8')) as RoutesManifest;
	} catch {
		manifest = undefined;
	}
	const entry = manifest?.routes?.[key];
	const files = (list: unknown) =>
		(Array.isArray(list) ? list : [])
			.filter(safeFile)
			.filter((f) => fs.existsSync(path.join(distDir, f)));
	const styleFiles = files(entry?.styles);
	const rtlStyleFiles = styleFiles.map((file) => {
		const twin = file.replace(/\.css$/, '-rtl.css');
		return fs.existsSync(path.join(distDir, twin)) ? twin : file;
	});
	const url = (file: string) => `${base}/${file}`;
	return {
		base,
		scripts: files(entry?.scripts).map(url),
		styles: styleFiles.map(url),
		rtlStyles: rtlStyleFiles.map(url),
	};
}

/** The attribute that marks the tags of the route's chunks. */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-wcpay-route-chunk';

/**
 * Printed before the route's tags: a route chunk tag that fails to load is removed (one listener on the
 * document, which sees every element's `error` event on its way down; no handler attribute on the tags).
 * The chunk loaders then load the file again instead of taking that tag as theirs: mini-css-extract-plugin
 * takes a stylesheet named by `data-href` as loaded, and webpack's script loader reuses a `<script>` whose
 * `src` is the URL it would load (an absolute asset base) and would wait on it, as a failed one never fires
 * again.
 */
export function routeChunkFallbackScript(chunks: RouteChunks | undefined): string {
	if (!chunks || (chunks.scripts.length === 0 && chunks.styles.length === 0)) {
		return '';
	}
	return (
		'<script>document.addEventListener("error",function(e){var t=e.target;' +
		`if(t&&t.hasAttribute&&t.hasAttribute("${ROUTE_CHUNK_ATTRIBUTE}"))t.remove();},true);</script>\n`
	);
}

/** The route's stylesheets (their RTL twins on a right-to-left page), each named as the chunk loader names it. */
export function routeStyleTags(chunks: RouteChunks | undefined, rtl: boolean): string {
	if (!chunks) {
		return '';
	}
	return (rtl ? chunks.rtlStyles : chunks.styles)
		.map((href) => {
			const file = href.startsWith(`${chunks.base}/`) ? href.slice(chunks.base.length + 1) : href;
			return `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(file)}" media="all" ${ROUTE_CHUNK_ATTRIBUTE}>\n`;
		})
		.join('');
}

/** The route's chunk scripts, to print before the plugin entry. */
export function routeScriptTags(chunks: RouteChunks | undefined): string {
	return (chunks?.scripts ?? [])
		.map((src) => `<script src="${escapeHtml(src)}" ${ROUTE_CHUNK_ATTRIBUTE}></script>\n`)
		.join('');
}
