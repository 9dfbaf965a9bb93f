/**
 * `/wp-json/*`: what WordPress's REST server does around a handler. In order: method override (`_method`
 * or `X-HTTP-Method-Override`), request log, injected faults, nonce (`X-WP-Nonce` or `_wpnonce`), route
 * lookup (`rest_no_route`), body decoding (`rest_invalid_json`), capability, handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { faultBody } from '../faults';
import { parseBody } from '../util/body';
import { parseQuery, queryString } from '../util/query';
import { WpError, errors } from '../util/wp-error';
import { buildRestRouter } from './index';
import { RestFile, RestResponse, type RestRequest } from './router';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

function header(req: FastifyRequest, name: string): string | undefined {
	const value = req.headers[name];
	return Array.isArray(value) ? value[0] : value;
}

function sleep(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

export function registerRest(app: FastifyInstance): void {
	const router = buildRestRouter();
	const { mock } = app;

	const handle = async (req: FastifyRequest, reply: FastifyReply) => {
		const url = req.raw.url ?? req.url;
		const queryIndex = url.indexOf('?');
		const rawPath = queryIndex === -1 ? url : url.slice(0, queryIndex);
		const query = parseQuery(queryIndex === -1 ? '' : url.slice(queryIndex + 1));
		let path = rawPath.replace(/^\/wp-json/, '');
		try {
			path = decodeURIComponent(path);
		} catch {
			// Keep the raw path: it will not match a route.
		}
		// The path as requested (the request log and faults see it so, e.g. the spec's `/refund/`), and the
		// route's path: WordPress matches a route with or without trailing slashes.
		const requestedPath = path === '' ? '/' : path;
		path = path.length > 1 ? path.replace(/\/+$/, '') : '/';
		if (path === '') {
			path = '/';
		}
		const override = (
			queryString(query._method) ??
			header(req, 'x-http-method-override') ??
			''
		).toUpperCase();
		const method = METHODS.includes(override) ? override : req.method.toUpperCase();
		const parsed = parseBody(req.body, header(req, 'content-type'));
		const logged = mock.requests.start({
			method,
			path: requestedPath,
			query,
			body: parsed.ok ? (parsed.value ?? null) : parsed.raw,
		});

		const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
			logged.status = status;
			return reply
				.code(status)
				.headers({
					'cache-control': 'no-cache, must-revalidate, max-age=0, no-store, private',
					'x-robots-tag': 'noindex',
					'x-content-type-options': 'nosniff',
					...headers,
				})
				.type('application/json; charset=UTF-8')
				.send(JSON.stringify(body));
		};

		const fault = mock.faults.take(method, [requestedPath, path]);
		if (fault) {
			await sleep(fault.delayMs);
			if (!fault.passthrough) {
				return send(fault.status, faultBody(fault));
			}
		}

		try {
			const nonce = header(req, 'x-wp-nonce') ?? queryString(query._wpnonce);
			if (nonce !== mock.nonce) {
				throw errors.invalidNonce();
			}
			const match = router.match(method === 'HEAD' ? 'GET' : method, path);
			if (!match) {
				throw errors.noRoute();
			}
			if (!parsed.ok) {
				throw errors.invalidJson(parsed.error);
			}
			if (!mock.state.userCan(match.route.capability ?? 'manage_woocommerce')) {
				throw errors.cannotView();
			}
			const request: RestRequest = {
				method,
				path,
				params: match.params,
				query,
				body: parsed.value,
				rawBody: Buffer.isBuffer(req.body) ? req.body : undefined,
				headers: req.headers,
			};
			const result = await match.route.handler({ state: mock.state, request });
			if (result instanceof RestFile) {
				logged.status = result.status;
				return reply
					.code(result.status)
					.headers({
						'cache-control': 'no-store, private',
						'x-content-type-options': 'nosniff',
						...result.headers,
					})
					.type(result.contentType)
					.send(result.body);
			}
			if (result instanceof RestResponse) {
				return send(result.status, result.body, result.headers);
			}
			return send(200, result);
		} catch (error) {
			if (error instanceof WpError) {
				return send(error.status, error.toBody());
			}
			req.log.error(error);
			const message = error instanceof Error ? error.message : 'Internal error';
			return send(500, { code: 'internal_server_error', message, data: { status: 500 } });
		}
	};

	app.route({ method: METHODS, url: '/wp-json', handler: handle });
	app.route({ method: METHODS, url: '/wp-json/*', handler: handle });
}
