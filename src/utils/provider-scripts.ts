/**
 * The one loader of the payment provider's external scripts, by kind (spec 000 §7): the embedded-components
 * script, and the fraud-service scripts — the device-fraud service and the card provider's script — that the
 * page settings' `fraudServices` ask for. Each kind is loaded at most once at a time; a script that cannot
 * load (offline, blocked, too slow) is noticed by its error event or a timeout, its element is removed so a
 * later call can retry, and the caller gets a rejection it can handle — the fraud services swallow it, so a
 * merchant offline sees the admin work as usual.
 */
import type { WcpaySettings } from '../settings/types';

/** The kinds of external script the product loads. */
export type ProviderScriptKind = 'embedded-components' | 'device-fraud' | 'card-provider';

/** Where each kind comes from, and the global that shows it is usable. */
export const PROVIDER_SCRIPTS: Readonly<Record<ProviderScriptKind, { url: string; isReady: () => boolean }>> =
	{
		'embedded-components': {
			url: 'https://connect-js.stripe.com/v1.0/connect.js',
			isReady: () => {
				const global = (window as unknown as { StripeConnect?: { init?: unknown } }).StripeConnect;
				return Boolean(global && typeof global === 'object' && typeof global.init === 'function');
			},
		},
		'device-fraud': {
			url: 'https://cdn.sift.com/s.js',
			// The service reads its queue (`_sift`) when it loads; its load event is all there is to wait for.
			isReady: () => false,
		},
		'card-provider': {
			url: 'https://js.stripe.com/v3/',
			isReady: () => typeof (window as unknown as { Stripe?: unknown }).Stripe === 'function',
		},
	};

/** How long a script may take before it counts as not loaded. */
export const PROVIDER_SCRIPT_TIMEOUT_MS = 10_000;

/** Why a script did not load. */
export class ProviderScriptError extends Error {
	constructor(
		readonly kind: ProviderScriptKind,
		readonly reason: 'error' | 'timeout' | 'invalid'
	) {
		super(`The ${kind} script could not load (${reason}).`);
	}
}

const pending = new Map<ProviderScriptKind, Promise<void>>();
const loaded = new Set<ProviderScriptKind>();

/**
 * Loads a kind of provider script: resolves once it has loaded (and, where the kind has one, set its
 * global); rejects with a {@link ProviderScriptError} on its error event, a load without the global, or after
 * `timeoutMs`. Concurrent calls share one load; after a failure the next call starts over.
 *
 * @param kind      Which script.
 * @param timeoutMs How long to wait.
 */
export function loadProviderScript(
	kind: ProviderScriptKind,
	timeoutMs = PROVIDER_SCRIPT_TIMEOUT_MS
): Promise<void> {
	const { url, isReady } = PROVIDER_SCRIPTS[kind];
	if (isReady() || loaded.has(kind)) {
		return Promise.resolve();
	}
	const inFlight = pending.get(kind);
	if (inFlight) {
		return inFlight;
	}
	const load = new Promise<void>((resolve, reject) => {
		// A previous attempt that failed or hung: start over with a new element.
		document.querySelectorAll(`script[src="${url}"]`).forEach((old) => old.remove());
		const script = document.createElement('script');
		script.src = url;
		script.async = true;
		script.dataset.wcpayScript = kind;
		let settled = false;
		const settle = (error?: ProviderScriptError) => {
			if (settled) {
				return;
			}
			settled = true;
			clearTimeout(timer);
			pending.delete(kind);
			if (error) {
				script.remove();
				reject(error);
			} else {
				loaded.add(kind);
				resolve();
			}
		};
		const timer = setTimeout(() => settle(new ProviderScriptError(kind, 'timeout')), timeoutMs);
		script.addEventListener('load', () => {
			const usable = kind === 'device-fraud' || isReady();
			settle(usable ? undefined : new ProviderScriptError(kind, 'invalid'));
		});
		script.addEventListener('error', () => settle(new ProviderScriptError(kind, 'error')));
		document.head.appendChild(script);
	});
	pending.set(kind, load);
	return load;
}

/** The device-fraud service's command queue, read by its script when it loads. */
type SiftQueue = unknown[][];

/**
 * Starts the fraud services the page settings name (`fraudServices`, spec 000 §3): `sift` → the device-fraud
 * service with its beacon key, user and session (queued before its script loads); `stripe` → the card
 * provider's script. Never throws and never rejects: a service that cannot load is left out.
 *
 * @param services The page settings' `fraudServices`.
 * @return The kinds that loaded.
 */
export async function startFraudServices(
	services: WcpaySettings['fraudServices'] | undefined
): Promise<ProviderScriptKind[]> {
	const kinds: ProviderScriptKind[] = [];
	const sift = services?.sift;
	if (sift && sift.beacon_key) {
		const w = window as unknown as { _sift?: SiftQueue };
		const queue: SiftQueue = (w._sift = w._sift ?? []);
		queue.push(['_setAccount', sift.beacon_key]);
		queue.push(['_setUserId', sift.user_id ?? '']);
		queue.push(['_setSessionId', sift.session_id ?? '']);
		queue.push(['_trackPageview']);
		kinds.push('device-fraud');
	}
	if (services?.stripe) {
		kinds.push('card-provider');
	}
	const results = await Promise.allSettled(kinds.map((kind) => loadProviderScript(kind)));
	return kinds.filter((_, i) => results[i].status === 'fulfilled');
}
