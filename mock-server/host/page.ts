/**
 * The wp-admin-like HTML of the host page: admin bar, left menu, `<main id="wpbody-content">` holding
 * `<div id="wcpay-app" data-screen="…">` (where the plugin mounts), then the inline settings script, the
 * vendor bundle, the served route's chunks and the plugin bundle, in that order.
 */
import type { WcSettings, WcpaySettings, WpApiSettings } from '../../src/settings/types';
import { jsonForScript } from '../util/json';
import type { PageAssets } from './assets';
import { commentText, escapeHtml } from './html';
import { type MenuSection, screenTitle } from './menu';
import { ERROR_PAGE_CSS, HOST_CSS } from './styles';
import { routeChunkFallbackScript, routeScriptTags, routeStyleTags } from './route-chunks';
import { tracksClientScript } from '../tracks';
import rtlcss from 'rtlcss';

export type AppScreen = 'wc-admin' | 'wc-settings-checkout' | 'wc-settings-multi-currency';

export interface AdminPageInput {
	siteTitle: string;
	userFirstName: string;
	menu: MenuSection[];
	/** The screen the plugin renders, or null for a placeholder page without the bundles. */
	screen: AppScreen | null;
	path?: string;
	/** Placeholder content when `screen` is null. */
	placeholder?: { title: string; text: string };
	/** The store's own content (already escaped HTML) when `screen` is null; wins over `placeholder`. */
	contentHtml?: string;
	assets: PageAssets;
	wcSettings: WcSettings;
	wpApiSettings: WpApiSettings;
	wcpaySettings: WcpaySettings;
	/** Whether the store allows usage tracking (`window.wcTracks.isEnabled`). */
	tracksEnabled: boolean;
	/** The inline script that starts the route's first reads (./early-reads.ts), or ''. */
	earlyReads?: string;
}

/**
 * Languages WordPress writes right to left (`is_rtl()`): the part of the locale before `_`, e.g. `he_IL`,
 * `ar`, `fa_IR`, `ur`.
 */
const RTL_LANGUAGES = new Set('ar arc ary azb ckb dv fa haz he ps sd skr ug ur yi'.split(' '));

/** Whether a WordPress locale (`he_IL`, `ar`) is written right to left. */
export function isRtlLocale(locale: string): boolean {
	return RTL_LANGUAGES.has(locale.split(/[_-]/)[0].toLowerCase());
}

/** The `lang` attribute of a WordPress locale: `he_IL` → `he-IL` (WordPress's `get_language_attributes`). */
export function htmlLang(locale: string): string {
	return /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(locale) ? locale.replace(/_/g, '-') : 'en-US';
}

let rtlHostCss: string | undefined;

/** wp-admin's own styles mirrored for a right-to-left locale (as WordPress loads `common-rtl.css`). */
function hostCssRtl(): string {
	rtlHostCss ??= rtlcss.process(HOST_CSS);
	return rtlHostCss;
}

/** The menu button of narrow screens: opens and closes the menu; Escape closes it. */
const TOGGLE_SCRIPT = `(function(){var b=document.getElementById('wp-admin-bar-menu-toggle');if(!b)return;function set(o){document.body.classList.toggle('wp-menu-open',o);b.setAttribute('aria-expanded',o?'true':'false');}b.addEventListener('click',function(){set(!document.body.classList.contains('wp-menu-open'));});document.addEventListener('keydown',function(e){if(e.key==='Escape'&&document.body.classList.contains('wp-menu-open')){set(false);b.focus();}});})();`;

function renderMenu(menu: MenuSection[]): string {
	return menu
		.map((section) => {
			const children = section.children
				.map(
					(child) =>
						`<li${child.current ? ' class="current"' : ''}><a href="${escapeHtml(child.href)}"${
							child.current ? ' aria-current="page"' : ''
						}>${escapeHtml(child.label)}</a></li>`
				)
				.join('');
			return (
				`<li class="menu-top${section.current ? ' current' : ''}" id="${section.id}">` +
				`<a href="${escapeHtml(section.href)}"><span class="menu-icon" aria-hidden="true">${escapeHtml(section.icon)}</span>` +
				`<span class="menu-name">${escapeHtml(section.label)}</span></a>` +
				`<ul class="wp-submenu" aria-label="${escapeHtml(section.label)}">${children}</ul></li>`
			);
		})
		.join('');
}

function buildNotice(assets: PageAssets): string {
	if (assets.missing.length === 0) {
		return '';
	}
	return (
		'<div class="notice notice-error" id="wcpay-bundles-missing"><h1>The bundles are not built</h1>' +
		`<p>Missing: ${assets.missing.map((m) => `<code>${escapeHtml(m)}</code>`).join(', ')}. ` +
		'Run <code>npm run build</code>, then reload this page.</p></div>'
	);
}

export function renderAdminPage(input: AdminPageInput): string {
	const { assets } = input;
	const title = `${screenTitle(input.menu)} ‹ ${input.siteTitle} — WordPress`;
	const withBundles = input.screen !== null;
	// The admin's language is the user's locale (WordPress's get_user_locale); the site's when unset.
	const locale = input.wcSettings.locale?.userLocale || input.wcSettings.locale?.siteLocale || 'en_US';
	const rtl = isRtlLocale(locale);
	const styles = withBundles
		? (rtl ? assets.rtlStyles : assets.styles)
				.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" media="all">`)
				.join('\n')
		: '';
	// As WordPress does after wp-i18n on a right-to-left admin: `isRTL()` then answers true.
	const rtlLocaleData = rtl
		? `<script>window.wp && wp.i18n && wp.i18n.setLocaleData({ 'text direction\\u0004ltr': ['rtl'] });</script>`
		: '';
	const scripts = withBundles
		? assets.scripts
				.map(
					(src) =>
						(src === assets.entryScript ? routeScriptTags(assets.routeChunks) : '') +
						`<script src="${escapeHtml(src)}"></script>` +
						(src.includes('/dist-host/vendor.js') ? rtlLocaleData : '')
				)
				.join('\n')
		: '';
	const handlesComment =
		withBundles && assets.missingHandles.length > 0
			? `<!-- Script handles the plugin needs that the host vendor bundle does not provide: ${commentText(
					assets.missingHandles.join(', ')
				)} -->\n`
			: '';
	const content = withBundles
		? `${buildNotice(assets)}<div class="wrap"><div id="wcpay-app" data-screen="${input.screen}"${
				input.path !== undefined ? ` data-path="${escapeHtml(input.path)}"` : ''
			}></div></div>`
		: (input.contentHtml ??
			`<div class="wrap"><h1>${escapeHtml(input.placeholder?.title ?? '')}</h1><p>${escapeHtml(
				input.placeholder?.text ?? ''
			)}</p></div>`);
	const settingsScript = withBundles
		? `<script id="wcpay-settings">\nwindow.wcSettings = ${jsonForScript(input.wcSettings)};\n` +
			`window.wpApiSettings = ${jsonForScript(input.wpApiSettings)};\n` +
			`window.wcpaySettings = ${jsonForScript(input.wcpaySettings)};\n` +
			tracksClientScript(input.tracksEnabled) +
			'</script>\n'
		: '';

	return `<!DOCTYPE html>
<html lang="${escapeHtml(htmlLang(locale))}"${rtl ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
${withBundles ? (input.earlyReads ?? '') : ''}<style>${rtl ? hostCssRtl() : HOST_CSS}</style>
${styles}
${withBundles ? routeChunkFallbackScript(assets.routeChunks) + routeStyleTags(assets.routeChunks, rtl) : ''}</head>
<body class="wp-admin wp-core-ui woocommerce-page${withBundles ? ` wcpay-screen-${input.screen}` : ''}">
<a class="screen-reader-text skip-link" href="#wpbody-content">Skip to main content</a>
<header id="wpadminbar">
<button type="button" id="wp-admin-bar-menu-toggle" aria-expanded="false" aria-controls="adminmenuwrap"><span aria-hidden="true">&#9776;</span><span class="screen-reader-text">Menu</span></button>
<a class="site-name" href="/wp-admin/">${escapeHtml(input.siteTitle)}</a>
<span class="howdy">Howdy, ${escapeHtml(input.userFirstName)}</span>
</header>
<div id="wpwrap">
<nav id="adminmenuwrap" aria-label="Main menu"><ul id="adminmenu">${renderMenu(input.menu)}</ul></nav>
<div id="wpcontent">
<main id="wpbody-content" tabindex="-1">
${content}
</main>
</div>
</div>
<script>${TOGGLE_SCRIPT}</script>
${settingsScript}${handlesComment}${scripts}
</body>
</html>
`;
}

/** WordPress's stand-alone error page (wp_die): no admin chrome, no bundles. */
export function renderErrorPage(message: string, heading = 'Error'): string {
	return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>WordPress › ${escapeHtml(heading)}</title>
<link rel="icon" href="data:,">
<style>${ERROR_PAGE_CSS}</style>
</head>
<body id="error-page">
<main>
<h1>${escapeHtml(heading)}</h1>
<div class="wp-die-message"><p>${escapeHtml(message)}</p></div>
</main>
</body>
</html>
`;
}
