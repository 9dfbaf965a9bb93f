import type { Db } from './db/types';
import type { MockState } from './domain/state';
import type { Kv, MetaDoc } from './domain/types';
import type { FaultList } from './faults';
import type { RequestLog } from './request-log';
import type { SeedOptions } from './seed';

/** Everything one app instance owns (no module-level state: several apps may share a process). */
export interface MockContext {
	db: Db;
	kv: Kv;
	state: MockState;
	/** The REST nonce the host page hands to api-fetch. */
	nonce: string;
	faults: FaultList;
	requests: RequestLog;
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
