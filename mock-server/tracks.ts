/**
 * The store's usage-tracking service, standing in for WooCommerce's `wcTracks` client and its pixel: the host
 * page defines `window.wcTracks` (enabled when the site's `allowTracking` is true: merchants opt in, as in
 * WooCommerce; a client already on the page is kept) whose `recordEvent`
 * posts `{ name, properties }` to `POST /mock-tracks/event`. Events are kept in memory until the next reset
 * and listed by the control API (`GET /__mock/events`).
 */
import type { FastifyInstance } from 'fastify';

import { WpError } from './util/wp-error';

export const TRACKS_EVENT_URL = '/mock-tracks/event';

export interface TrackedEvent {
	name: string;
	properties: Record<string, string | number | boolean | null>;
	/** When the server received it (ISO 8601). */
	time: string;
}

const MAX_EVENTS = 5_000;
const MAX_PROPERTIES = 50;
const NAME = /^[a-z][a-z0-9_]{0,99}$/;
const PROPERTY = /^[a-z_][a-z0-9_]{0,63}$/i;

export class EventLog {
	private events: TrackedEvent[] = [];

	add(event: TrackedEvent): void {
		this.events.push(event);
		if (this.events.length > MAX_EVENTS) {
			this.events.splice(0, this.events.length - MAX_EVENTS);
		}
	}

	list(): TrackedEvent[] {
		return this.events.map((e) => ({ ...e, properties: { ...e.properties } }));
	}

	clear(): void {
		this.events = [];
	}
}

/** Checks an event as the tracking service would; throws a WordPress-style error naming each problem. */
export function parseEvent(body: unknown, now: Date = new Date()): TrackedEvent {
	const params: Record<string, string> = {};
	const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
		string,
		unknown
	>;
	if (typeof input.name !== 'string' || !NAME.test(input.name)) {
		params.name = 'name must be lower-case letters, digits and underscores (at most 100).';
	}
	const properties: TrackedEvent['properties'] = {};
	const raw = input.properties ?? {};
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
		params.properties = 'properties must be an object.';
	} else {
		const entries = Object.entries(raw as Record<string, unknown>);
		if (entries.length > MAX_PROPERTIES) {
			params.properties = `properties may hold at most ${MAX_PROPERTIES} values.`;
		}
		for (const [key, value] of entries) {
			const scalar =
				value === null ||
				typeof value === 'boolean' ||
				(typeof value === 'number' && Number.isFinite(value)) ||
				(typeof value === 'string' && value.length <= 5000);
			if (!PROPERTY.test(key) || !scalar) {
				params.properties = `properties.${key.slice(0, 64)} must be a short text, number, boolean or null.`;
				break;
			}
			properties[key] = value as string | number | boolean | null;
		}
	}
	if (Object.keys(params).length > 0) {
		throw new WpError(
			400,
			'rest_invalid_param',
			`Invalid parameter(s): ${Object.keys(params).join(', ')}`,
			{
				params,
			}
		);
	}
	return { name: input.name as string, properties, time: now.toISOString() };
}

/** `window.wcTracks` for the host page. */
export function tracksClientScript(isEnabled: boolean): string {
	return (
		`window.wcTracks = window.wcTracks || { isEnabled: ${isEnabled ? 'true' : 'false'}, recordEvent: function (name, properties) {` +
		` try { fetch(${JSON.stringify(TRACKS_EVENT_URL)}, { method: 'POST', keepalive: true, credentials: 'same-origin',` +
		` headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: name, properties: properties || {} }) })` +
		`.catch(function () {}); } catch (e) {} } };\n`
	);
}

export function registerTracks(app: FastifyInstance): void {
	app.post(TRACKS_EVENT_URL, async (req, reply) => {
		let body: unknown = req.body;
		try {
			if (typeof body === 'string' || Buffer.isBuffer(body)) {
				body = JSON.parse(body.toString());
			}
			app.mock.events.add(parseEvent(body));
		} catch (error) {
			const wpError =
				error instanceof WpError
					? error
					: new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
			return reply
				.code(wpError.status)
				.type('application/json; charset=UTF-8')
				.send(JSON.stringify(wpError.toBody()));
		}
		return reply.code(204).send();
	});
}
