/**
 * Plugin entry: api-fetch middlewares, the notices store, and the router mounted into the host's root.
 * Everything else (pages and their stores) loads lazily with the page that needs it, from the host's asset
 * base path (./public-path.ts).
 */
import './public-path';
import { createRoot } from '@wordpress/element';
import '@wordpress/notices';

import { setupApiFetch } from './api/setup';
import { App } from './app/app';
import { startFraudServices } from './utils/provider-scripts';
import './style.scss';

function mount() {
	const root = document.getElementById('wcpay-app');
	if (!root) {
		return;
	}
	setupApiFetch(window.wpApiSettings);
	createRoot(root).render(<App />);
	// The fraud services (spec 000 §7) once the page has loaded, so they never hold up the admin.
	const startServices = () => void startFraudServices(window.wcpaySettings?.fraudServices);
	if (document.readyState === 'complete') {
		startServices();
	} else {
		window.addEventListener('load', startServices, { once: true });
	}
}

if (document.readyState === 'loading') {
	document.addEventListener('DOMContentLoaded', mount);
} else {
	mount();
}
