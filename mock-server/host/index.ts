/**
 * wp-admin routes: `admin.php?page=wc-admin&path=…` (any path: the client router decides),
 * `page=wc-settings&tab=checkout&section=woocommerce_payments`, `page=wc-settings&tab=wcpay_multi_currency`,
 * redirects from `/wp-admin/` to the overview, and the bundle folders.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { DIST_URL, HOST_DIST_URL, PLUGIN_URL, REPO_ROOT } from '../paths';
import { parseQuery, queryString } from '../util/query';
import { pageAssets } from './assets';
import { earlyReadPaths, earlyReadsScript } from './early-reads';
import { hostRouteKey, routeChunks } from './route-chunks';
import { type Screen, adminPath, buildMenu } from './menu';
import { buildWcSettings, buildWcpaySettings, buildWpApiSettings, type PageContext } from './page-settings';
import { type AppScreen, renderAdminPage, renderErrorPage } from './page';
import { serveStatic } from './static';
import { handleConnectRequest } from './connect';
import { renderOrderContent } from './order-page';
import { getChargeByOrder } from '../domain/payment-details';
import type { Charge } from '../../src/data/payment-details/types';

export const OVERVIEW_URL = adminPath('/payments/overview');
export const NOT_ALLOWED = 'Sorry, you are not allowed to access this page.';

function requestOrigin(req: FastifyRequest): string {
	const host = req.headers.host ?? '';
	return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
		? `${req.protocol}://${host}`
		: 'http://localhost';
}

function html(reply: FastifyReply, status: number, body: string) {
	return reply
		.code(status)
		.type('text/html; charset=UTF-8')
		.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private')
		.header('x-content-type-options', 'nosniff')
		.header('x-frame-options', 'SAMEORIGIN')
		.send(body);
}

export function registerHost(app: FastifyInstance): void {
	const { mock } = app;

	const renderScreen = async (
		req: FastifyRequest,
		reply: FastifyReply,
		screen: Screen,
		contentHtml?: string
	) => {
		const state = mock.state;
		const ctx: PageContext = {
			state,
			nonce: mock.nonce,
			origin: requestOrigin(req),
			path: screen.kind === 'wc-admin' ? screen.path : undefined,
		};
		const wcpaySettings = buildWcpaySettings(ctx);
		const menu = buildMenu(wcpaySettings, screen);
		const site = state.site();
		const appScreen: AppScreen | null =
			screen.kind === 'wc-admin' ||
			screen.kind === 'wc-settings-checkout' ||
			screen.kind === 'wc-settings-multi-currency'
				? screen.kind
				: null;
		const wcSettings = buildWcSettings(ctx);
		const wpApiSettings = buildWpApiSettings(mock.nonce);
		const url = req.raw.url ?? req.url;
		const earlyReads = appScreen
			? earlyReadsScript(
					await earlyReadPaths(
						parseQuery(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '') as Record<
							string,
							string
						>,
						{ wcSettings, wcpaySettings, wpApiSettings }
					),
					wpApiSettings
				)
			: '';
		const page = renderAdminPage({
			siteTitle: site.title,
			userFirstName: state.user().first_name,
			menu,
			screen: appScreen,
			path: screen.kind === 'wc-admin' ? screen.path : undefined,
			placeholder: {
				title: screen.kind === 'other' && screen.page === 'wc-orders' ? 'Orders' : 'Settings',
				text: 'This screen belongs to the store and is not part of the payments mock.',
			},
			contentHtml,
			assets: {
				...pageAssets(mock.distDir, mock.hostDistDir),
				routeChunks: appScreen
					? routeChunks(
							mock.distDir,
							hostRouteKey(screen, req.raw.url ?? req.url),
							wcpaySettings.assetsUrl
						)
					: undefined,
			},
			wcSettings,
			wpApiSettings,
			wcpaySettings,
			earlyReads,
			tracksEnabled: site.allowTracking === true,
		});
		return html(reply, 200, page);
	};

	app.get('/wp-admin/admin.php', async (req, reply) => {
		const url = req.raw.url ?? req.url;
		const query = parseQuery(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
		if (query['wcpay-connect'] !== undefined || query['wcpay-login'] !== undefined) {
			return handleConnectRequest(app, req, reply, query);
		}
		const page = queryString(query.page);
		if (page === undefined) {
			return reply.redirect(OVERVIEW_URL, 302);
		}
		if (!mock.state.userCan('manage_woocommerce')) {
			return html(reply, 403, renderErrorPage(NOT_ALLOWED));
		}
		const tab = queryString(query.tab);
		switch (page) {
			case 'wc-admin':
				return renderScreen(req, reply, { kind: 'wc-admin', path: queryString(query.path) ?? '' });
			case 'wc-settings':
				if (tab === 'checkout' && queryString(query.section) === 'woocommerce_payments') {
					return renderScreen(req, reply, { kind: 'wc-settings-checkout' });
				}
				// The payments settings' own routes (e.g. the business-verification route of spec 000 §2):
				// the client router decides what `path` shows.
				if (tab === 'checkout' && queryString(query.path)?.startsWith('/woopayments/')) {
					return renderScreen(req, reply, { kind: 'wc-settings-checkout' });
				}
				if (tab === 'wcpay_multi_currency') {
					return renderScreen(req, reply, { kind: 'wc-settings-multi-currency' });
				}
				return renderScreen(req, reply, { kind: 'wc-settings', tab: tab ?? 'general' });
			case 'wc-orders':
				return renderScreen(req, reply, { kind: 'other', page });
			default:
				return html(reply, 403, renderErrorPage(NOT_ALLOWED));
		}
	});

	// WooCommerce's order edit screen: the order's payment and its refund form (host/order-page.ts).
	app.get('/wp-admin/post.php', async (req, reply) => {
		const url = req.raw.url ?? req.url;
		const query = parseQuery(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
		if (!mock.state.userCan('manage_woocommerce')) {
			return html(reply, 403, renderErrorPage(NOT_ALLOWED));
		}
		const post = queryString(query.post) ?? '';
		if (!/^\d{1,12}$/.test(post)) {
			return html(reply, 404, renderErrorPage('Invalid post ID.'));
		}
		let charge: Charge | null = null;
		try {
			charge = getChargeByOrder(mock.db, post);
		} catch {
			charge = null;
		}
		return renderScreen(
			req,
			reply,
			{ kind: 'other', page: 'wc-orders' },
			renderOrderContent(post, charge, mock.nonce)
		);
	});

	for (const url of ['/', '/wp-admin', '/wp-admin/', '/wp-admin/index.php']) {
		app.get(url, async (_req, reply) => reply.redirect(OVERVIEW_URL, 302));
	}
	// WordPress's nonce refresh endpoint (api-fetch's `nonceEndpoint`): the current REST nonce as text.
	app.route({
		method: ['GET', 'POST'],
		url: '/wp-admin/admin-ajax.php',
		handler: async (req, reply) => {
			const url = req.raw.url ?? req.url;
			const action = queryString(
				parseQuery(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '').action
			);
			if (action !== 'rest-nonce') {
				return reply.code(400).type('text/plain; charset=UTF-8').send('0');
			}
			return reply
				.type('text/plain; charset=UTF-8')
				.header('cache-control', 'no-store')
				.send(mock.nonce);
		},
	});
	app.get('/favicon.ico', async (_req, reply) => reply.code(204).send());

	serveStatic(app, DIST_URL, () => mock.distDir);
	serveStatic(app, HOST_DIST_URL, () => mock.hostDistDir);
	// The plugin's own images (inbox note thumbnails and the like).
	serveStatic(app, `${PLUGIN_URL}/assets`, () => path.join(REPO_ROOT, 'assets'));
}
