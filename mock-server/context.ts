import type { Db } from './db/types';
import type { MockState } from './domain/state';
import type { Kv, MetaDoc } from './domain/types';
import type { FaultList } from './faults';
import type { RequestLog } from './request-log';
import type { SeedOptions } from './seed';
import type { EventLog } from './tracks';

/** Everything one app instance owns (no module-level state: several apps may share a process). */
export interface MockContext {
	db: Db;
	kv: Kv;
	state: MockState;
	/** The REST nonce the host page hands to api-fetch. */
	nonce: string;
	faults: FaultList;
	requests: RequestLog;
	/** Analytics events the page recorded through the host's tracking client (see tracks.ts). */
	events: EventLog;
	distDir: string;
	hostDistDir: string;
	/** Replaces all state with a scenario; clears faults and the request log. */
	reset(options?: SeedOptions): MetaDoc;
}

declare module 'fastify' {
	interface FastifyInstance {
		mock: MockContext;
	}
}
