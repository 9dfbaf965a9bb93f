/**
 * @jest-environment jsdom
 *
 * The provider-script loader (spec 000 §7): one load per kind at a time, the load and error events and the
 * timeout, a retry after a failure, and the fraud services started by kind from the page settings without
 * ever rejecting.
 */
import type * as Loader from '../../../src/utils/provider-scripts';

// Each test gets the module afresh: what loaded is remembered per page.
let loadProviderScript: typeof Loader.loadProviderScript;
let startFraudServices: typeof Loader.startFraudServices;
let PROVIDER_SCRIPTS: typeof Loader.PROVIDER_SCRIPTS;
let ProviderScriptError: typeof Loader.ProviderScriptError;

const scriptOf = (kind: string) =>
	document.head.querySelector<HTMLScriptElement>(`script[data-wcpay-script="${kind}"]`);

beforeEach(() => {
	jest.isolateModules(() => {
		({ loadProviderScript, startFraudServices, PROVIDER_SCRIPTS, ProviderScriptError } =
			jest.requireActual('../../../src/utils/provider-scripts'));
	});
	document.head.innerHTML = '';
	delete (window as unknown as { Stripe?: unknown }).Stripe;
	delete (window as unknown as { _sift?: unknown })._sift;
	jest.useRealTimers();
});

describe('loadProviderScript', () => {
	it('adds one script per kind, shared by concurrent calls, resolved by its load event', async () => {
		const a = loadProviderScript('device-fraud');
		const b = loadProviderScript('device-fraud');
		expect(document.head.querySelectorAll('script')).toHaveLength(1);
		const script = scriptOf('device-fraud') as HTMLScriptElement;
		expect(script.src).toBe(PROVIDER_SCRIPTS['device-fraud'].url);
		expect(script.async).toBe(true);
		script.dispatchEvent(new Event('load'));
		await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
		// Loaded: nothing more is added.
		await loadProviderScript('device-fraud');
		expect(document.head.querySelectorAll('script')).toHaveLength(1);
	});

	it('rejects on the error event, removes the element, and the next call starts over', async () => {
		const first = loadProviderScript('card-provider');
		scriptOf('card-provider')?.dispatchEvent(new Event('error'));
		await expect(first).rejects.toEqual(new ProviderScriptError('card-provider', 'error'));
		expect(scriptOf('card-provider')).toBeNull();
		const second = loadProviderScript('card-provider');
		(window as unknown as { Stripe: () => void }).Stripe = () => undefined;
		scriptOf('card-provider')?.dispatchEvent(new Event('load'));
		await expect(second).resolves.toBeUndefined();
	});

	it('a script that loads without its global is not usable', async () => {
		const load = loadProviderScript('embedded-components');
		scriptOf('embedded-components')?.dispatchEvent(new Event('load'));
		await expect(load).rejects.toMatchObject({ kind: 'embedded-components', reason: 'invalid' });
	});

	it('gives up after the timeout', async () => {
		jest.useFakeTimers();
		const load = loadProviderScript('card-provider', 500);
		jest.advanceTimersByTime(500);
		await expect(load).rejects.toMatchObject({ reason: 'timeout' });
		expect(scriptOf('card-provider')).toBeNull();
	});
});

describe('startFraudServices', () => {
	it('queues the device-fraud settings, loads both kinds, and never rejects when offline', async () => {
		const started = startFraudServices({
			sift: { beacon_key: 'beacon', session_id: 'sess_1', user_id: '7' },
			stripe: {},
		});
		expect((window as unknown as { _sift: unknown[] })._sift).toEqual([
			['_setAccount', 'beacon'],
			['_setUserId', '7'],
			['_setSessionId', 'sess_1'],
			['_trackPageview'],
		]);
		scriptOf('device-fraud')?.dispatchEvent(new Event('load'));
		scriptOf('card-provider')?.dispatchEvent(new Event('error'));
		await expect(started).resolves.toEqual(['device-fraud']);
	});

	it('loads nothing when the page settings name no service', async () => {
		await expect(startFraudServices({})).resolves.toEqual([]);
		await expect(startFraudServices(undefined)).resolves.toEqual([]);
		expect(document.head.querySelectorAll('script')).toHaveLength(0);
	});
});
