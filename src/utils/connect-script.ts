/**
 * Loads the payment provider's embedded-components script before `loadConnectAndInitialize` runs, so that a
 * script that cannot load (no network, blocked, too slow) is noticed — by its error event or a timeout — and
 * can be retried with a fresh script element. (The library itself keeps a failed load forever and never
 * reports a load that hangs.)
 */
export const CONNECT_JS_URL = 'https://connect-js.stripe.com/v1.0/connect.js';

/** How long the script may take before the page says it could not load. */
export const CONNECT_SCRIPT_TIMEOUT_MS = 10_000;

interface StripeConnectGlobal {
	init?: unknown;
}

/** Whether the provider's global is there and usable. */
export function isConnectScriptReady(): boolean {
	const global = (window as unknown as { StripeConnect?: StripeConnectGlobal }).StripeConnect;
	return Boolean(global && typeof global === 'object' && typeof global.init === 'function');
}

export class ConnectScriptError extends Error {
	constructor(readonly reason: 'error' | 'timeout' | 'invalid') {
		super(`The embedded components script could not load (${reason}).`);
	}
}

/**
 * Resolves once the script has loaded and set its global; rejects with a {@link ConnectScriptError} on its
 * error event, when it loads without the global, or after `timeoutMs`.
 */
export function loadConnectScript(timeoutMs = CONNECT_SCRIPT_TIMEOUT_MS): Promise<void> {
	if (isConnectScriptReady()) {
		return Promise.resolve();
	}
	return new Promise((resolve, reject) => {
		// A previous attempt that failed or hung: start over with a new element.
		document.querySelectorAll(`script[src="${CONNECT_JS_URL}"]`).forEach((old) => old.remove());
		const script = document.createElement('script');
		script.src = CONNECT_JS_URL;
		script.async = true;
		let settled = false;
		const settle = (error?: ConnectScriptError) => {
			if (settled) {
				return;
			}
			settled = true;
			clearTimeout(timer);
			if (error) {
				script.remove();
				reject(error);
			} else {
				resolve();
			}
		};
		const timer = setTimeout(() => settle(new ConnectScriptError('timeout')), timeoutMs);
		script.addEventListener('load', () =>
			settle(isConnectScriptReady() ? undefined : new ConnectScriptError('invalid'))
		);
		script.addEventListener('error', () => settle(new ConnectScriptError('error')));
		document.head.appendChild(script);
	});
}
