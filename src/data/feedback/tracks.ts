/**
 * Usage tracking as wc-admin provides it: `window.wcTracks` (`isEnabled` when the merchant opted in to
 * usage tracking, `recordEvent( name, properties )`). The host page may not define it: then tracking is off
 * and events are dropped.
 */

interface WcTracks {
	isEnabled?: boolean;
	recordEvent?: (name: string, properties?: Record<string, unknown>) => void;
}

function tracks(): WcTracks | undefined {
	return (window as unknown as { wcTracks?: WcTracks }).wcTracks;
}

/** Whether the merchant allows usage tracking. */
export function isTrackingEnabled(): boolean {
	return tracks()?.isEnabled === true;
}

/** Records an analytics event when tracking is enabled (spec 001 §7.8); never throws. */
export function recordEvent(name: string, properties: Record<string, unknown> = {}): void {
	const t = tracks();
	if (!t?.isEnabled || typeof t.recordEvent !== 'function') {
		return;
	}
	try {
		t.recordEvent(name, properties);
	} catch {
		// Analytics must never break the page.
	}
}
