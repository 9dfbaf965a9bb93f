import { clearState } from '../db';
import type { Db } from '../db/types';
import type { Kv, MetaDoc } from '../domain/types';
import { seedMultiCurrency } from './multi-currency';
import { Rng } from './prng';
import { DEFAULT_SCENARIO, SCENARIOS, scenarioNames } from './scenarios';

export { DEFAULT_SCENARIO, SCENARIOS, scenarioNames } from './scenarios';
export { Rng } from './prng';
export { HOSTILE, HOSTILE_LIST } from './hostile';

export const DEFAULT_SEED = 1;

export interface SeedOptions {
	scenario?: string;
	seed?: number;
	/**
	 * The fixed "now" of the data; default: `MOCK_NOW` when set, else the start of the current UTC day (so a
	 * day's seeds agree). Only the instants depend on it: another day gives the same data shifted.
	 */
	now?: Date;
}

export class UnknownScenarioError extends Error {
	constructor(readonly scenario: string) {
		super(`Unknown scenario "${scenario}". Known scenarios: ${scenarioNames().join(', ')}.`);
	}
}

export function startOfUtcDay(time: number): Date {
	const d = new Date(time);
	return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/**
 * The "now" pinned by `MOCK_NOW` (an ISO 8601 date, i.e. its 00:00 UTC, or date-time), to seed as on another
 * day (e.g. to check that a figure does not depend on the day); undefined when unset.
 */
export function pinnedNow(value: string | undefined = process.env.MOCK_NOW): Date | undefined {
	if (!value) {
		return undefined;
	}
	const now = new Date(value);
	if (Number.isNaN(now.getTime())) {
		throw new Error(`MOCK_NOW must be an ISO 8601 date or date-time, not "${value}".`);
	}
	return now;
}

export function isValidSeed(seed: unknown): seed is number {
	return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff;
}

/** Replaces all state with the scenario, in one transaction. */
export function seedScenario(db: Db, kv: Kv, options: SeedOptions = {}): MetaDoc {
	const scenario = options.scenario ?? DEFAULT_SCENARIO;
	const seed = options.seed ?? DEFAULT_SEED;
	const definition = Object.prototype.hasOwnProperty.call(SCENARIOS, scenario)
		? SCENARIOS[scenario]
		: undefined;
	if (!definition) {
		throw new UnknownScenarioError(scenario);
	}
	if (!isValidSeed(seed)) {
		throw new Error(`Invalid seed ${String(seed)}: an integer from 0 to 4294967295.`);
	}
	const now = options.now ?? pinnedNow() ?? startOfUtcDay(Date.now());
	const meta: MetaDoc = { scenario, seed, now: now.toISOString() };
	db.transaction(() => {
		clearState(db);
		definition.build({ rng: new Rng(seed), db, kv, now });
		seedMultiCurrency(db, kv);
		kv.set('meta', meta);
	})();
	return meta;
}
