import type { Db } from '../db/types';
import type { Kv } from '../domain/types';
import type { Rng } from './prng';

/** What a scenario builder gets: the seeded generator, the database, its kv documents and a fixed "now". */
export interface ScenarioContext {
	rng: Rng;
	db: Db;
	kv: Kv;
	now: Date;
}

export type ScenarioBuilder = (ctx: ScenarioContext) => void;

export interface ScenarioDefinition {
	description: string;
	build: ScenarioBuilder;
}
