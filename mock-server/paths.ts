import path from 'node:path';

/** The repository root (this file lives in <repo>/mock-server). */
export const REPO_ROOT = path.resolve(__dirname, '..');

/** `WCPAY_DIST_DIR` lets parallel test runs build and serve their own plugin bundle. */
export const DEFAULT_DIST_DIR = process.env.WCPAY_DIST_DIR
	? path.resolve(process.env.WCPAY_DIST_DIR)
	: path.join(REPO_ROOT, 'dist');
/** `WCPAY_HOST_DIST_DIR` serves another build of the host vendor bundle (e.g. React's profiling build). */
export const DEFAULT_HOST_DIST_DIR = process.env.WCPAY_HOST_DIST_DIR
	? path.resolve(process.env.WCPAY_HOST_DIST_DIR)
	: path.join(REPO_ROOT, 'dist-host');
export const DEFAULT_DB_FILE = path.join(REPO_ROOT, '.data', 'mock.sqlite');

/** URL prefixes the host page loads the bundles from. */
export const PLUGIN_URL = '/wp-content/plugins/woocommerce-payments';
export const DIST_URL = `${PLUGIN_URL}/dist`;
export const HOST_DIST_URL = `${PLUGIN_URL}/dist-host`;
