/**
 * Injected REST faults (control API): the next `times` calls whose method and path match answer with the
 * given WordPress-shaped error, after `delay_ms`. With `passthrough: true` the call is only delayed.
 */
import { isPlainObject } from './util/json';
import type { WpErrorBody } from './util/wp-error';

export interface Fault {
	id: number;
	/** Upper-case HTTP method, or null for any. */
	method: string | null;
	path: string;
	regex: RegExp;
	status: number;
	code: string;
	message: string;
	data: Record<string, unknown>;
	remaining: number;
	delayMs: number;
	passthrough: boolean;
}

export type FaultParse =
	{ ok: true; fault: Omit<Fault, 'id'> } | { ok: false; params: Record<string, string> };

const MAX_DELAY_MS = 120_000;

/** Validates a control-API fault body. */
export function parseFault(body: unknown): FaultParse {
	if (!isPlainObject(body)) {
		return { ok: false, params: { body: 'The body must be a JSON object.' } };
	}
	const params: Record<string, string> = {};
	const { method, path, status, code, message, data, times, delay_ms, passthrough } = body;
	if (
		method !== undefined &&
		method !== null &&
		(typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))
	) {
		params.method = 'method must be an HTTP method name such as GET or POST.';
	}
	let regex: RegExp | undefined;
	if (typeof path !== 'string' || path === '') {
		params.path =
			'path is required: a route path without /wp-json (e.g. /wc/v3/payments/settings) or a regular expression.';
	} else {
		try {
			regex = new RegExp(`^(?:${path})$`);
		} catch (error) {
			params.path = `path is not a valid regular expression: ${error instanceof Error ? error.message : ''}`;
		}
	}
	if (
		status !== undefined &&
		(!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599)
	) {
		params.status = 'status must be an integer HTTP status (100-599).';
	}
	if (code !== undefined && typeof code !== 'string') {
		params.code = 'code must be a string.';
	}
	if (message !== undefined && typeof message !== 'string') {
		params.message = 'message must be a string.';
	}
	if (data !== undefined && data !== null && !isPlainObject(data)) {
		params.data = 'data must be an object.';
	}
	if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) {
		params.times = 'times must be a positive integer.';
	}
	if (
		delay_ms !== undefined &&
		(typeof delay_ms !== 'number' ||
			!Number.isFinite(delay_ms) ||
			delay_ms < 0 ||
			delay_ms > MAX_DELAY_MS)
	) {
		params.delay_ms = `delay_ms must be a number of milliseconds from 0 to ${MAX_DELAY_MS}.`;
	}
	if (passthrough !== undefined && typeof passthrough !== 'boolean') {
		params.passthrough = 'passthrough must be a boolean.';
	}
	if (Object.keys(params).length > 0 || !regex) {
		return { ok: false, params };
	}
	const resolvedStatus = (status as number | undefined) ?? 500;
	return {
		ok: true,
		fault: {
			method: typeof method === 'string' ? method.toUpperCase() : null,
			path: path as string,
			regex,
			status: resolvedStatus,
			code: (code as string | undefined) ?? 'wcpay_mock_fault',
			message: (message as string | undefined) ?? 'A fault injected by the mock server.',
			data: isPlainObject(data) ? data : {},
			remaining: (times as number | undefined) ?? 1,
			delayMs: (delay_ms as number | undefined) ?? 0,
			passthrough: passthrough === true,
		},
	};
}

export class FaultList {
	private faults: Fault[] = [];
	private nextId = 1;

	add(fault: Omit<Fault, 'id'>): Fault {
		const added = { ...fault, id: this.nextId++ };
		this.faults.push(added);
		return added;
	}

	clear(): void {
		this.faults = [];
	}

	/**
	 * The first fault matching the call, with one use consumed; undefined when none matches. `paths` are the
	 * forms of the call's path a fault may name (as requested, and without trailing slashes): any one matches.
	 */
	take(method: string, paths: readonly string[]): Fault | undefined {
		const fault = this.faults.find(
			(f) =>
				(f.method === null || f.method === method) &&
				paths.some((path) => f.path === path || f.regex.test(path))
		);
		if (fault) {
			fault.remaining -= 1;
			if (fault.remaining <= 0) {
				this.faults = this.faults.filter((f) => f !== fault);
			}
		}
		return fault;
	}

	list(): ReturnType<typeof describeFault>[] {
		return this.faults.map(describeFault);
	}
}

export function describeFault(f: Fault) {
	return {
		id: f.id,
		method: f.method,
		path: f.path,
		status: f.status,
		code: f.code,
		message: f.message,
		data: f.data,
		times: f.remaining,
		delay_ms: f.delayMs,
		passthrough: f.passthrough,
	};
}

export function faultBody(f: Fault): WpErrorBody {
	return { code: f.code, message: f.message, data: { ...f.data, status: f.status } };
}
