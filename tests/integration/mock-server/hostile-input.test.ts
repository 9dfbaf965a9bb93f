/**
 * @jest-environment node
 *
 * The hostile-input matrix of the REST API: for every route entry of `buildRestRouter()`, the cases of
 * hostile-cases.ts (malformed and hostile bodies, types, sizes, paging, ids, content types and files; the
 * rules of what may be accepted are documented there). For every case: no 5xx; a refusal is a WordPress
 * error (`code`, `message`, `data.status` = the HTTP status) and leaves the database as it was; nothing
 * pollutes `Object.prototype`. Each case runs in a savepoint that is rolled back (route-table.ts), so every
 * case starts from the same seeded state. Prints the number of cases tried, refused and accepted.
 */
import type { FastifyInstance } from 'fastify';
import { NOW, testApp } from './helpers';
import { type HostileCase, hostileCases } from './hostile-cases';
import { ROUTE_SAMPLES, needsSample, prepareSamples } from './route-samples';
import { DbWatch, routeEntries, send, wpErrorProblem } from './route-table';

const ENTRIES = routeEntries();
const figures = { tried: 0, refused: 0, accepted: 0 };

/** What is wrong with the answer to a case, or null. */
function judge(c: HostileCase, status: number, problem: string | null, changed: boolean, body: unknown) {
	const brief = () => JSON.stringify(body)?.slice(0, 160);
	if (status >= 500) {
		return `${status} (server error) ${brief()}`;
	}
	if (status < 200 || (status >= 300 && status < 400)) {
		return `unexpected status ${status}`;
	}
	if (status >= 400) {
		if (problem) {
			return `${status} is not a WordPress error: ${problem}: ${brief()}`;
		}
		if (changed) {
			return `refused with ${status} but the database changed`;
		}
		if (c.expect === 'accept' && status !== c.status) {
			return `the valid request was refused: ${status} ${brief()} (fix the sample)`;
		}
		if (c.code && (body as { code?: string }).code !== c.code) {
			return `code ${(body as { code?: string }).code}, expected ${c.code}`;
		}
		if (c.status && c.expect !== 'accept' && status !== c.status) {
			return `status ${status}, expected ${c.status}`;
		}
		return null;
	}
	if (c.expect === 'refuse') {
		return `accepted (${status}) but must be refused: ${brief()}`;
	}
	if (c.expect === 'accept' && c.status !== undefined) {
		return `the valid request answered ${status}, the sample says ${c.status}`;
	}
	return null;
}

describe('REST hostile-input matrix', () => {
	let app: FastifyInstance;
	let watch: DbWatch;

	beforeAll(async () => {
		app = await testApp({ now: NOW });
		await prepareSamples(app);
		watch = new DbWatch(app.mock.db);
	});
	afterAll(async () => {
		await app.close();
		console.log(
			`hostile input: ${figures.tried} cases tried, ${figures.refused} refused, ${figures.accepted} accepted`
		);
	});

	it.each(ENTRIES.map((e) => [`${e.methods.join('|')} ${e.pattern}`, e] as const))(
		'%s: no 5xx, WordPress errors, nothing changed when refused',
		async (_name, entry) => {
			const sample = ROUTE_SAMPLES[entry.pattern];
			if (!sample && needsSample(entry.methods, entry.pattern)) {
				throw new Error(
					`No sample for ${entry.pattern}: add its path parameters / valid body to tests/integration/mock-server/route-samples.ts`
				);
			}
			const failures: string[] = [];
			for (const c of hostileCases(entry, sample, app.mock.db, app.mock.nonce)) {
				// Whether the database changed matters for refusals only (an accepted write may change it).
				const { result, changed } = await watch.run(
					() => send(app, c),
					(r) => r.status >= 400
				);
				figures.tried++;
				if (result.status >= 400) {
					figures.refused++;
				} else if (result.status < 300) {
					figures.accepted++;
				}
				const failure = judge(
					c,
					result.status,
					result.status >= 400 ? wpErrorProblem(result) : null,
					changed,
					result.body
				);
				if (failure) {
					failures.push(`${c.method} ${c.path.slice(0, 120)} [${c.name}]: ${failure}`);
				}
				if (Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')) {
					failures.push(`${c.method} ${c.path} [${c.name}]: Object.prototype was polluted`);
					delete (Object.prototype as Record<string, unknown>).polluted;
				}
			}
			expect(failures).toEqual([]);
		},
		// A route's cases take a few seconds at most (the export routes write a CSV per case); room for a busy CI.
		60_000
	);
});
