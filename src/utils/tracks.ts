/**
 * Analytics events (spec 000 §7 "Other": page views, connect clicks, modal opens). They go through
 * WooCommerce's tracking client (`window.wcTracks`) and only when the store allows usage tracking; a missing
 * or failing client never affects the page.
 *
 * Every event carries the context the payments team needs to read it: test mode, whether the site and the
 * account are connected, the product and store versions and the hosting provider (`trackingInfo`).
 */
import { useEffect, useRef } from 'react';

import { getPaymentsSettings, getStoreSettings } from '../settings';

export type EventProperties = Record<string, string | number | boolean | null | undefined>;

/** Event names: `wcpay_` then lower-case words joined by underscores (what the tracking service accepts). */
export const EVENT_NAME = /^wcpay_[a-z0-9]+(_[a-z0-9]+)*$/;

function context(): EventProperties {
	const settings = getPaymentsSettings();
	if (!settings) {
		return {};
	}
	return {
		is_test_mode: Boolean(settings.testMode),
		jetpack_connected: Boolean(settings.isJetpackConnected),
		account_connected: Boolean(settings.isAccountConnected),
		wcpay_version: settings.version,
		woo_version: getStoreSettings()?.wcVersion,
		hosting_provider: settings.trackingInfo?.hosting_provider,
	};
}

/** Whether the merchant allows usage tracking (the store's client is there and enabled). */
export function isTrackingEnabled(): boolean {
	const tracks = typeof window === 'undefined' ? undefined : window.wcTracks;
	return tracks?.isEnabled === true && typeof tracks.recordEvent === 'function';
}

/** Records one event; returns whether it was handed to the tracking client. */
export function recordEvent(name: string, properties: EventProperties = {}): boolean {
	if (!isTrackingEnabled() || !EVENT_NAME.test(name)) {
		return false;
	}
	const tracks = window.wcTracks as NonNullable<Window['wcTracks']>;
	const props: EventProperties = {};
	for (const [key, value] of Object.entries({ ...context(), ...properties })) {
		if (value !== undefined) {
			props[key] = value;
		}
	}
	try {
		tracks.recordEvent(name, props);
		return true;
	} catch {
		return false;
	}
}

/** Records `name` once when `when` first becomes true (a modal opening, a card shown). */
export function useRecordOnce(name: string, properties: EventProperties = {}, when = true): void {
	const recorded = useRef(false);
	const props = useRef(properties);
	props.current = properties;
	useEffect(() => {
		if (when && !recorded.current) {
			recorded.current = true;
			recordEvent(name, props.current);
		}
	}, [name, when]);
}

/** Records `name` each time it mounts (e.g. inside a modal that can open several times); renders nothing. */
export function RecordEvent({ name, properties }: { name: string; properties?: EventProperties }): null {
	useRecordOnce(name, properties);
	return null;
}
