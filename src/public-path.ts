/**
 * Where the lazy chunks load from (spec 000 §1): the asset base path the host supplies in the page settings
 * (`wcpaySettings.assetsUrl`, the plugin's URL), plus `dist/`. Without it, chunks load from wherever the host
 * served the entry script (webpack's `publicPath: 'auto'`). Imported first by the entry, before any chunk is
 * requested.
 */
declare let __webpack_public_path__: string;

/** The chunk base URL for an asset base path: the path with one trailing slash, then `dist/`. */
export function chunkBaseUrl(assetsUrl: string): string {
	return `${assetsUrl.replace(/\/+$/, '')}/dist/`;
}

const assetsUrl = typeof window !== 'undefined' ? window.wcpaySettings?.assetsUrl : undefined;
if (typeof assetsUrl === 'string' && assetsUrl.trim() !== '') {
	// webpack reads this free variable as the chunk base URL.
	__webpack_public_path__ = chunkBaseUrl(assetsUrl.trim());
}
