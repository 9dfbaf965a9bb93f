/**
 * The bundles the host page loads: the host vendor bundle (`dist-host/vendor.{js,css}`, the stand-in for
 * WordPress's and WooCommerce's scripts) and the plugin (`dist/index.js` with the script handles and version
 * of `dist/index.asset.json`), with the `-rtl.css` stylesheets the build writes beside each stylesheet for
 * right-to-left locales. Read on every page so that a rebuild needs no restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DIST_URL, HOST_DIST_URL } from '../paths';

export interface PageAssets {
	styles: string[];
	/** The same stylesheets for a right-to-left locale: each `…-rtl.css` beside it, where the build wrote one. */
	rtlStyles: string[];
	scripts: string[];
	/** The plugin entry among `scripts` (the route's chunk scripts go just before it), when it is built. */
	entryScript?: string;
	/** Bundles that are missing (the page tells the merchant to run `npm run build`). */
	missing: string[];
	/** Script handles the plugin needs that the vendor bundle does not provide. */
	missingHandles: string[];
	/** The served route's chunk files, printed with the page (host/route-chunks.ts). */
	routeChunks?: import('./route-chunks').RouteChunks;
}

interface AssetFile {
	dependencies: string[];
	version: string;
}

function fileVersion(file: string): string | null {
	try {
		const stat = fs.statSync(file);
		return stat.isFile() ? `${Math.floor(stat.mtimeMs)}-${stat.size}` : null;
	} catch {
		return null;
	}
}

function readJson(file: string): unknown {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
	} catch {
		return undefined;
	}
}

function readAssetFile(file: string): AssetFile | null {
	const data = readJson(file);
	if (!data || typeof data !== 'object') {
		return null;
	}
	const { dependencies, version } = data as Partial<AssetFile>;
	return {
		dependencies: Array.isArray(dependencies) ? dependencies.filter((d) => typeof d === 'string') : [],
		version: typeof version === 'string' ? version : String(version ?? ''),
	};
}

/** `…/vendor.css` → `…/vendor-rtl.css`. */
export function rtlStylesheet(file: string): string {
	return file.replace(/\.css$/, '-rtl.css');
}

export function pageAssets(distDir: string, hostDistDir: string): PageAssets {
	const styles: string[] = [];
	const rtlStyles: string[] = [];
	const scripts: string[] = [];
	const missing: string[] = [];

	const vendorJs = fileVersion(path.join(hostDistDir, 'vendor.js'));
	const vendorCss = fileVersion(path.join(hostDistDir, 'vendor.css'));
	const pluginJs = fileVersion(path.join(distDir, 'index.js'));
	if (!vendorJs) {
		missing.push('dist-host/vendor.js');
	}
	if (!pluginJs) {
		missing.push('dist/index.js');
	}
	if (vendorCss) {
		styles.push(`${HOST_DIST_URL}/vendor.css?ver=${vendorCss}`);
		const rtl = fileVersion(path.join(hostDistDir, rtlStylesheet('vendor.css')));
		rtlStyles.push(
			rtl ? `${HOST_DIST_URL}/${rtlStylesheet('vendor.css')}?ver=${rtl}` : styles[styles.length - 1]
		);
	}
	if (vendorJs) {
		scripts.push(`${HOST_DIST_URL}/vendor.js?ver=${vendorJs}`);
	}

	const asset = readAssetFile(path.join(distDir, 'index.asset.json'));
	const version = encodeURIComponent(asset?.version || pluginJs || '0');
	const provided = readJson(path.join(hostDistDir, 'handles.json'));
	const handles = Array.isArray(provided) ? new Set(provided.filter((h) => typeof h === 'string')) : null;
	const missingHandles = handles && asset ? asset.dependencies.filter((d) => !handles.has(d)) : [];

	if (vendorJs && pluginJs) {
		if (fileVersion(path.join(distDir, 'index.css'))) {
			styles.push(`${DIST_URL}/index.css?ver=${version}`);
			rtlStyles.push(
				fileVersion(path.join(distDir, rtlStylesheet('index.css')))
					? `${DIST_URL}/${rtlStylesheet('index.css')}?ver=${version}`
					: styles[styles.length - 1]
			);
		}
		scripts.push(`${DIST_URL}/index.js?ver=${version}`);
	}
	const entryScript = vendorJs && pluginJs ? scripts[scripts.length - 1] : undefined;
	return { styles, rtlStyles, scripts, entryScript, missing, missingHandles };
}
