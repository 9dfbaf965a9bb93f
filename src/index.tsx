/**
 * Plugin entry: api-fetch middlewares, the notices store, and the router mounted into the host's root.
 * Everything else (pages and their stores) loads lazily with the page that needs it, from the host's asset
 * base path (./public-path.ts).
 */
import './public-path';
import { createRoot } from '@wordpress/element';
import '@wordpress/notices';

import { setupApiFetch } from './api/setup';
import { App, startCurrentRoute } from './app/app';
import { clearSpokenMessages } from './app/live-regions';
import { markLoad } from './utils/load-marks';
import { startFraudServices } from './utils/provider-scripts';
import './style.scss';

/** The longest the first render waits for the page (chunk and critical reads) before showing a spinner. */
const FIRST_RENDER_WAIT_MS = 800;

/** The longest the fraud services wait for an idle moment after the page has loaded. */
const SERVICES_IDLE_TIMEOUT_MS = 2000;

function mount() {
	const root = document.getElementById('wcpay-app');
	if (!root) {
		return;
	}
	markLoad('mount');
	setupApiFetch(window.wpApiSettings);
	clearSpokenMessages();
	// The page renders in one pass when its chunk and data are in soon; else the frame and a spinner
	// show after a short wait, and the page follows.
	const render = () => {
		markLoad('render');
		createRoot(root).render(<App />);
	};
	Promise.race([
		startCurrentRoute(),
		new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
	]).then(render, render);
	// The fraud services (spec 000 §7) once the page has loaded and the browser is idle (after the page's
	// first paint), so they never hold up the admin.
	const startServices = () => {
		const start = () => void startFraudServices(window.wcpaySettings?.fraudServices);
		if (typeof window.requestIdleCallback === 'function') {
			window.requestIdleCallback(start, { timeout: SERVICES_IDLE_TIMEOUT_MS });
		} else {
			setTimeout(start, 0);
		}
	};
	if (document.readyState === 'complete') {
		startServices();
	} else {
		window.addEventListener('load', startServices, { once: true });
	}
}

// The host prints the bundles after the root element: mount at once (not at DOMContentLoaded) when it is
// already there.
if (document.readyState === 'loading' && !document.getElementById('wcpay-app')) {
	document.addEventListener('DOMContentLoaded', mount);
} else {
	mount();
}
