import apiFetch from '@wordpress/api-fetch';

let installed = false;

/**
 * Installs the api-fetch middlewares once: the REST root and the nonce the host page handed over.
 * Every call the stores make then carries `X-WP-Nonce`.
 */
export function setupApiFetch(settings: { root: string; nonce: string }): void {
	if (installed) {
		return;
	}
	installed = true;
	apiFetch.use(apiFetch.createRootURLMiddleware(settings.root));
	apiFetch.use(apiFetch.createNonceMiddleware(settings.nonce));
}
