/**
 * The mock payments server: a wp-admin-like host page, the WordPress REST API of the plugin, and the
 * /__mock control API, over an embedded SQLite database. `createApp()` builds one independent instance.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { MockContext } from './context';
import { registerControl } from './control';
import { KvRepository, openDatabase, secret } from './db';
import { MockState } from './domain/state';
import type { KvSchema } from './domain/types';
import { FaultList } from './faults';
import { registerHost } from './host';
import { registerHostedVerification } from './host/hosted-verification';
import { DEFAULT_DIST_DIR, DEFAULT_HOST_DIST_DIR } from './paths';
import { renderErrorPage } from './host/page';
import { RequestLog } from './request-log';
import { registerRest } from './routes/rest';
import { EventLog, registerTracks } from './tracks';
import { DEFAULT_SCENARIO, DEFAULT_SEED, seedScenario } from './seed';
import { WpError, type WpErrorBody, errors } from './util/wp-error';

export type { MockContext } from './context';

export interface CreateAppOptions {
	/** SQLite file path, or ':memory:' (default). */
	db?: string;
	/** Scenario for a new (or reset) database; default `established`. */
	scenario?: string;
	/** Seed for a new (or reset) database; default 1. */
	seed?: number;
	/** Fixed "now" for seeding; default the start of the current UTC day. */
	now?: Date;
	/** Reseed even when the database already holds state. */
	reset?: boolean;
	/** Serve the /__mock control API; default true unless MOCK_CONTROL=0. */
	control?: boolean;
	/** Plugin bundle folder; default <repo>/dist. */
	distDir?: string;
	/** Host vendor bundle folder; default <repo>/dist-host. */
	hostDistDir?: string;
	logger?: boolean;
}

const BODY_LIMIT = 16 * 1024 * 1024;

export async function createApp(options: CreateAppOptions = {}): Promise<FastifyInstance> {
	const db = openDatabase(options.db ?? ':memory:');
	const kv = new KvRepository<KvSchema>(db);
	const state = new MockState(kv);
	const faults = new FaultList();
	const requests = new RequestLog();
	const events = new EventLog();

	if (options.reset || kv.find('meta') === undefined) {
		seedScenario(db, kv, {
			scenario: options.scenario ?? DEFAULT_SCENARIO,
			seed: options.seed ?? DEFAULT_SEED,
			now: options.now,
		});
	}

	const mock: MockContext = {
		db,
		kv,
		state,
		nonce: secret(db, 'rest_nonce', () => crypto.randomBytes(5).toString('hex')),
		faults,
		requests,
		events,
		distDir: options.distDir ?? DEFAULT_DIST_DIR,
		hostDistDir: options.hostDistDir ?? DEFAULT_HOST_DIST_DIR,
		reset: (seedOptions = {}) => {
			const meta = seedScenario(db, kv, seedOptions);
			faults.clear();
			requests.clear();
			events.clear();
			return meta;
		},
	};

	const app = Fastify({
		logger: options.logger ?? false,
		bodyLimit: BODY_LIMIT,
		// A URL the router cannot decode (e.g. `%FF`): answered like any unknown route, WordPress-shaped.
		frameworkErrors: (error, req, rawReply) => {
			const reply = rawReply as unknown as FastifyReply;
			const url = req.raw.url ?? '';
			const status = error.statusCode && error.statusCode < 500 ? 404 : 500;
			if (url.startsWith('/wp-json') || url.startsWith('/__mock')) {
				const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
				const header = req.headers['x-wp-nonce'];
				const nonce = (Array.isArray(header) ? header[0] : header) ?? query.get('_wpnonce');
				const wp =
					url.startsWith('/wp-json') && nonce !== mock.nonce
						? errors.invalidNonce()
						: status === 404
							? errors.noRoute()
							: new WpError(500, 'internal_server_error', error.message);
				return reply
					.code(wp.status)
					.type('application/json; charset=UTF-8')
					.send(JSON.stringify(wp.toBody()));
			}
			return reply
				.code(status)
				.type('text/html; charset=UTF-8')
				.send(
					status === 404
						? renderErrorPage('Page not found.', 'Not Found')
						: renderErrorPage('The server could not answer this request.')
				);
		},
	});
	app.decorate('mock', mock);
	app.addHook('onClose', async () => {
		db.close();
	});

	// Bodies stay raw: the REST layer decodes them itself, to answer bad JSON the WordPress way.
	app.removeAllContentTypeParsers();
	app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
		done(null, body);
	});

	const control = options.control ?? process.env.MOCK_CONTROL !== '0';
	if (control) {
		registerControl(app);
	}
	registerRest(app);
	registerHost(app);
	registerTracks(app);
	registerHostedVerification(app);

	app.setNotFoundHandler((req, reply) => {
		if (req.url.startsWith('/__mock')) {
			return reply
				.code(404)
				.type('application/json; charset=UTF-8')
				.send(JSON.stringify(errors.noRoute().toBody()));
		}
		return reply
			.code(404)
			.type('text/html; charset=UTF-8')
			.send(renderErrorPage('Page not found.', 'Not Found'));
	});
	app.setErrorHandler((error: FastifyError, req, reply) => {
		const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
		if (status >= 500) {
			req.log.error(error);
		}
		const code =
			status === 413 ? 'rest_request_too_large' : (error.code ?? 'internal_server_error').toLowerCase();
		const body: WpErrorBody = { code, message: error.message, data: { status } };
		return reply.code(status).type('application/json; charset=UTF-8').send(JSON.stringify(body));
	});
	return app;
}
