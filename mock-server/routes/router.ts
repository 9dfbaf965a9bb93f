/**
 * A small router for the WordPress REST API (`/wp-json/<route>`), so that the mock can do what WordPress
 * does before a handler runs: method override, nonce and capability checks, `rest_no_route` for unknown
 * routes. Patterns use WordPress's syntax: `/wc/v3/payments/settings/(?P<option>[a-zA-Z0-9_-]+)`.
 */
import type { MockState } from '../domain/state';
import type { Query } from '../util/query';

export const READABLE = ['GET'] as const;
export const CREATABLE = ['POST'] as const;
export const EDITABLE = ['POST', 'PUT', 'PATCH'] as const;
export const DELETABLE = ['DELETE'] as const;

export interface RestRequest {
	method: string;
	/** Route path, without `/wp-json` and the query string, e.g. `/wc/v3/payments/settings`. */
	path: string;
	params: Record<string, string>;
	query: Query;
	/** Decoded body (JSON or form), or undefined. */
	body: unknown;
	/** The raw body bytes (multipart uploads). */
	rawBody: Buffer | undefined;
	headers: Record<string, string | string[] | undefined>;
}

export interface RestContext {
	state: MockState;
	request: RestRequest;
}

/** A response with a status or headers other than 200 JSON. */
export class RestResponse {
	constructor(
		readonly status: number,
		readonly body: unknown,
		readonly headers: Record<string, string> = {}
	) {}
}

/** A non-JSON answer (a file download: CSV exports, documents), sent as is with its content type. */
export class RestFile {
	constructor(
		readonly body: string | Buffer,
		readonly contentType: string,
		readonly headers: Record<string, string> = {},
		readonly status = 200
	) {}
}

export type RestHandler = (ctx: RestContext) => unknown | Promise<unknown>;

export interface RestRoute {
	methods: readonly string[];
	pattern: string;
	handler: RestHandler;
	/** Capability the user needs; default manage_woocommerce. */
	capability?: string;
}

interface CompiledRoute extends RestRoute {
	regex: RegExp;
}

export type RouteMatch = { route: CompiledRoute; params: Record<string, string> } | null;

export class RestRouter {
	private readonly routes: CompiledRoute[] = [];

	/** Registers a route; earlier registrations win, so register specific paths before patterns. */
	add(methods: readonly string[], pattern: string, handler: RestHandler, capability?: string): this {
		const source = pattern.replace(/\(\?P</g, '(?<');
		this.routes.push({ methods, pattern, handler, capability, regex: new RegExp(`^${source}$`) });
		return this;
	}

	/** Every registered route, in order (the route matrices of tests/integration/mock-server read it). */
	list(): { methods: readonly string[]; pattern: string; capability: string }[] {
		return this.routes.map(({ methods, pattern, capability }) => ({
			methods,
			pattern,
			capability: capability ?? 'manage_woocommerce',
		}));
	}

	match(method: string, path: string): RouteMatch {
		for (const route of this.routes) {
			if (!route.methods.includes(method)) {
				continue;
			}
			const m = route.regex.exec(path);
			if (m) {
				return { route, params: { ...m.groups } };
			}
		}
		return null;
	}
}
