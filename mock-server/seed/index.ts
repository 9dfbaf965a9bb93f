import { clearState } from '../db';
import type { Db } from '../db/types';
import type { Kv, MetaDoc } from '../domain/types';
import { Rng } from './prng';
import { DEFAULT_SCENARIO, SCENARIOS, scenarioNames } from './scenarios';

export { DEFAULT_SCENARIO, SCENARIOS, scenarioNames } from './scenarios';
export { Rng } from './prng';
export { HOSTILE, HOSTILE_LIST } from './hostile';

export const DEFAULT_SEED = 1;

export interface SeedOptions {
	scenario?: string;
	seed?: number;
	/** The fixed "now" of the data; default: start of the current UTC day (so a day's seeds agree). */
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
	const now = options.now ?? startOfUtcDay(Date.now());
	const meta: MetaDoc = { scenario, seed, now: now.toISOString() };
	db.transaction(() => {
		clearState(db);
		definition.build({ rng: new Rng(seed), db, kv, now });
		kv.set('meta', meta);
	})();
	return meta;
}
