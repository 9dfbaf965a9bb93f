/** REST calls since the last reset, in arrival order (control API `GET /__mock/requests`). */
import type { Query } from './util/query';

export interface LoggedRequest {
	method: string;
	path: string;
	query: Query;
	body: unknown;
	/** HTTP status of the answer; null while the call is still being answered. */
	status: number | null;
}

const MAX_ENTRIES = 20_000;

export class RequestLog {
	private entries: LoggedRequest[] = [];

	/** Records a call as it arrives; set `status` on the returned entry when answering. */
	start(entry: Omit<LoggedRequest, 'status'>): LoggedRequest {
		const logged: LoggedRequest = { ...entry, status: null };
		this.entries.push(logged);
		if (this.entries.length > MAX_ENTRIES) {
			this.entries.splice(0, this.entries.length - MAX_ENTRIES);
		}
		return logged;
	}

	list(): LoggedRequest[] {
		return this.entries.map((e) => ({ ...e }));
	}

	clear(): void {
		this.entries = [];
	}
}
