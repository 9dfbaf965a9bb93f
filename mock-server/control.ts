/**
 * The /__mock control API of CONTRACT.md (no nonce; loopback clients only). Bodies are JSON; errors are
 * WordPress-shaped like the REST API's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeFault, parseFault } from './faults';
import { DEFAULT_SCENARIO, DEFAULT_SEED, UnknownScenarioError, isValidSeed, scenarioNames } from './seed';
import { isLoopbackAddress } from './bind';
import { entityCounts } from './db';
import { exportEmails } from './domain/money-exports';
import { userResponse } from './routes/users';
import { parseControlBody } from './util/body';
import { isPlainObject, type JsonObject } from './util/json';
import { WpError, errors } from './util/wp-error';

type Handler = (body: unknown, req: FastifyRequest) => unknown;

function objectBody(body: unknown): JsonObject {
	if (body === undefined) {
		return {};
	}
	if (!isPlainObject(body)) {
		throw errors.invalidParams({ body: 'The body must be a JSON object.' });
	}
	return body;
}

const forbidden = () =>
	new WpError(403, 'mock_control_forbidden', 'The control API answers loopback clients only.');

export function registerControl(app: FastifyInstance): void {
	const { mock } = app;

	// Every /__mock URL, known or not, answers loopback clients only (the socket's address: no proxy headers).
	app.addHook('onRequest', async (req, reply) => {
		if (req.url.startsWith('/__mock') && !isLoopbackAddress(req.socket.remoteAddress)) {
			return reply
				.code(403)
				.type('application/json; charset=UTF-8')
				.header('cache-control', 'no-store')
				.send(JSON.stringify(forbidden().toBody()));
		}
	});

	const route = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, handler: Handler) => {
		app.route({
			method,
			url: `/__mock/${url}`,
			handler: async (req: FastifyRequest, reply: FastifyReply) => {
				reply.type('application/json; charset=UTF-8').header('cache-control', 'no-store');
				try {
					const parsed = parseControlBody(req.body, req.headers['content-type']);
					if (!parsed.ok) {
						throw errors.invalidJson(parsed.error);
					}
					return reply.send(JSON.stringify(await handler(parsed.value, req)));
				} catch (error) {
					const wp =
						error instanceof WpError
							? error
							: new WpError(
									500,
									'mock_error',
									error instanceof Error ? error.message : 'Error'
								);
					return reply.code(wp.status).send(JSON.stringify(wp.toBody()));
				}
			},
		});
	};

	const stateSummary = () => {
		const meta = mock.state.meta();
		const account = mock.state.account();
		return {
			scenario: meta.scenario,
			seed: meta.seed,
			now: meta.now,
			account_status: account ? account.status : null,
			is_jetpack_connected: mock.state.site().isJetpackConnected,
			counts: { accounts: account ? 1 : 0, ...entityCounts(mock.db) },
		};
	};

	route('POST', 'reset', (raw) => {
		const body = objectBody(raw);
		const scenario = body.scenario ?? DEFAULT_SCENARIO;
		const seed = body.seed ?? DEFAULT_SEED;
		const params: Record<string, string> = {};
		if (typeof scenario !== 'string') {
			params.scenario = `scenario must be one of: ${scenarioNames().join(', ')}.`;
		}
		if (!isValidSeed(seed)) {
			params.seed = 'seed must be an integer from 0 to 4294967295.';
		}
		let now: Date | undefined;
		if (body.now !== undefined) {
			now =
				typeof body.now === 'string' || typeof body.now === 'number' ? new Date(body.now) : undefined;
			if (!now || Number.isNaN(now.getTime())) {
				params.now = 'now must be an ISO 8601 date-time or a timestamp in milliseconds.';
			}
		}
		if (Object.keys(params).length > 0) {
			throw errors.invalidParams(params);
		}
		try {
			mock.reset({ scenario: scenario as string, seed: seed as number, now });
		} catch (error) {
			if (error instanceof UnknownScenarioError) {
				throw new WpError(400, 'mock_unknown_scenario', error.message, {
					params: { scenario: error.message },
					scenarios: scenarioNames(),
				});
			}
			throw error;
		}
		return stateSummary();
	});

	route('GET', 'scenarios', () => ({ default: DEFAULT_SCENARIO, scenarios: scenarioNames() }));
	route('GET', 'state', () => stateSummary());

	route('GET', 'page-settings', () => mock.state.pageSettingsPatch());
	route('PATCH', 'page-settings', (body) => mock.state.patchPageSettings(objectBody(body)));
	route('DELETE', 'page-settings', () => {
		mock.kv.set('page_settings_patch', {});
		return {};
	});

	route('GET', 'account', () => mock.state.account());
	route('PATCH', 'account', (body) => mock.state.patchAccount(objectBody(body)));
	route('DELETE', 'account', () => {
		mock.state.deleteAccount();
		return { deleted: true };
	});

	route('PATCH', 'settings', (body) => mock.state.patchSettings(objectBody(body)));
	route('PATCH', 'site', (body) => mock.state.patchSite(objectBody(body)));

	route('GET', 'user', () => userResponse(mock.state.user()));
	route('PATCH', 'user', (body) => {
		const patch = objectBody(body);
		const capabilities = patch.capabilities;
		if (capabilities !== undefined && !Array.isArray(capabilities) && !isPlainObject(capabilities)) {
			throw errors.invalidParams({ capabilities: 'capabilities must be a list of capability names.' });
		}
		return userResponse(mock.state.patchUser(patch));
	});

	route('GET', 'faults', () => mock.faults.list());
	route('POST', 'faults', (body) => {
		const parsed = parseFault(body);
		if (!parsed.ok) {
			throw errors.invalidParams(parsed.params);
		}
		return describeFault(mock.faults.add(parsed.fault));
	});
	route('DELETE', 'faults', () => {
		mock.faults.clear();
		return [];
	});

	// Export files "e-mailed" to the user (transactions and disputes exports): { to, export_id, kind, rows, … }.
	route('GET', 'emails', () => exportEmails(mock.db));

	// The latest settled payout of a currency fails, so its bank account reads as errored (failed-payout notices).
	route('POST', 'payouts/fail-latest', (body) => {
		const currency =
			isPlainObject(body) && typeof body.currency === 'string' ? body.currency.toLowerCase() : 'usd';
		const code =
			isPlainObject(body) && typeof body.failure_code === 'string'
				? body.failure_code
				: 'account_closed';
		const row = mock.db
			.prepare(
				`SELECT id FROM deposits WHERE currency = ? AND status IN ('paid', 'in_transit', 'failed', 'canceled')
				ORDER BY date DESC, id DESC LIMIT 1`
			)
			.get(currency) as { id: string } | undefined;
		if (!row) {
			throw new WpError(404, 'wcpay_deposit_not_found', `No settled payout in ${currency}.`);
		}
		mock.db
			.prepare(
				`UPDATE deposits SET status = 'failed', failure_code = ?, failure_message = ? WHERE id = ?`
			)
			.run(code, 'The bank account could not receive this payout.', row.id);
		return { id: row.id, status: 'failed', failure_code: code };
	});

	route('GET', 'requests', () => mock.requests.list());
	route('GET', 'events', () => mock.events.list());
	route('DELETE', 'requests', () => {
		mock.requests.clear();
		return [];
	});
}
