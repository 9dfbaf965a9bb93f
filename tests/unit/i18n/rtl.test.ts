/**
 * Right to left on the host page and in the build: which locales are right to left, the `lang` attribute,
 * the `-rtl.css` files the page links (falling back to the left-to-right file where the build wrote none),
 * `<html dir="rtl">` with the mirrored wp-admin CSS, and the build plugin's file names and runtime hook.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageAssets } from '../../../mock-server/host/assets';
import { type AdminPageInput, htmlLang, isRtlLocale, renderAdminPage } from '../../../mock-server/host/page';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack plugin is CommonJS.
const { rtlFileName } = require('../../../webpack.rtl.js') as { rtlFileName: (file: string) => string };

describe('right-to-left locales', () => {
	it('knows the right-to-left languages by their code', () => {
		for (const locale of ['he_IL', 'ar', 'fa_IR', 'ur', 'ckb', 'ps', 'ug_CN']) {
			expect(isRtlLocale(locale)).toBe(true);
		}
		for (const locale of ['en_US', 'de_DE', 'fr_FR', 'ja', 'hr', 'haw_US', '']) {
			expect(isRtlLocale(locale)).toBe(false);
		}
	});

	it('writes the lang attribute as WordPress does', () => {
		expect(htmlLang('he_IL')).toBe('he-IL');
		expect(htmlLang('ar')).toBe('ar');
		expect(htmlLang('"><script>')).toBe('en-US');
	});

	it('names the rtl file beside each stylesheet', () => {
		expect(rtlFileName('index.css')).toBe('index-rtl.css');
		expect(rtlFileName('chunks/overview.1a2b3c4d.css')).toBe('chunks/overview.1a2b3c4d-rtl.css');
	});
});

describe('host page', () => {
	let dist: string;
	let hostDist: string;
	beforeAll(() => {
		const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rtl-assets-'));
		dist = path.join(root, 'dist');
		hostDist = path.join(root, 'dist-host');
		fs.mkdirSync(dist);
		fs.mkdirSync(hostDist);
		for (const file of ['index.js', 'index.css', 'index-rtl.css']) {
			fs.writeFileSync(path.join(dist, file), '/* */');
		}
		// An older vendor build without its rtl file: the left-to-right one is linked instead.
		for (const file of ['vendor.js', 'vendor.css']) {
			fs.writeFileSync(path.join(hostDist, file), '/* */');
		}
	});

	it('lists the -rtl stylesheets beside the left-to-right ones', () => {
		const assets = pageAssets(dist, hostDist);
		expect(assets.styles.map((s) => s.replace(/\?.*/, ''))).toEqual([
			'/wp-content/plugins/woocommerce-payments/dist-host/vendor.css',
			'/wp-content/plugins/woocommerce-payments/dist/index.css',
		]);
		expect(assets.rtlStyles.map((s) => s.replace(/\?.*/, ''))).toEqual([
			'/wp-content/plugins/woocommerce-payments/dist-host/vendor.css',
			'/wp-content/plugins/woocommerce-payments/dist/index-rtl.css',
		]);
	});

	const render = (locale: string) =>
		renderAdminPage({
			siteTitle: 'Shop',
			userFirstName: 'Ada',
			menu: [],
			screen: 'wc-admin',
			path: '/payments/overview',
			assets: pageAssets(dist, hostDist),
			wcSettings: { locale: { siteLocale: locale, userLocale: locale, weekdaysShort: [] } },
			wpApiSettings: { root: '/wp-json/', nonce: 'n' },
			wcpaySettings: {},
			tracksEnabled: false,
		} as unknown as AdminPageInput);

	it('is <html dir="rtl"> with the rtl stylesheets and mirrored wp-admin CSS for Hebrew', () => {
		const html = render('he_IL');
		expect(html).toContain('<html lang="he-IL" dir="rtl">');
		expect(html).toContain('/dist/index-rtl.css?ver=');
		expect(html).not.toContain('/dist/index.css?ver=');
		expect(html).toMatch(/#adminmenuwrap\{[^}]*right:0/);
		expect(html).toMatch(/#wpcontent\{margin-right:160px/);
	});

	it('stays left to right for English', () => {
		const html = render('en_US');
		expect(html).toContain('<html lang="en-US">');
		expect(html).toContain('/dist/index.css?ver=');
		expect(html).not.toContain('-rtl.css');
		expect(html).toMatch(/#wpcontent\{margin-left:160px/);
	});
});
