/**
 * Pieces both builds share: TypeScript through babel, their output folders (also read by
 * scripts/ensure-build.js), and the dedupe of every `@wordpress/*` package, React and lodash to one top-level copy (HAZARDS 8: several copies of @wordpress/data split the store
 * registry and the page dies).
 */
const fs = require('fs');
const path = require('path');

const root = __dirname;
const nodeModules = path.join(root, 'node_modules');

function dedupeAliases() {
	const alias = {};
	const wpDir = path.join(nodeModules, '@wordpress');
	for (const name of fs.readdirSync(wpDir)) {
		alias[`@wordpress/${name}$`] = path.join(wpDir, name);
	}
	for (const name of ['react', 'react-dom', 'lodash', 'moment']) {
		alias[`${name}$`] = path.join(nodeModules, name);
	}
	alias['react/jsx-runtime$'] = path.join(nodeModules, 'react/jsx-runtime.js');
	alias['react-dom/client$'] = path.join(nodeModules, 'react-dom/client.js');
	return alias;
}

/** Where the plugin bundle is built: `WCPAY_DIST_DIR` (a test run's own folder), else dist/. */
function distDir() {
	return process.env.WCPAY_DIST_DIR ? path.resolve(process.env.WCPAY_DIST_DIR) : path.join(root, 'dist');
}

/** Where the host vendor bundle is built: `WCPAY_HOST_DIST_DIR` (e.g. a profiling build), else dist-host/. */
function hostDistDir() {
	return process.env.WCPAY_HOST_DIST_DIR
		? path.resolve(process.env.WCPAY_HOST_DIST_DIR)
		: path.join(root, 'dist-host');
}

const scriptRule = {
	test: /\.[jt]sx?$/,
	exclude: /node_modules/,
	use: { loader: 'babel-loader', options: { cacheDirectory: true } },
};

module.exports = { root, nodeModules, dedupeAliases, distDir, hostDistDir, scriptRule };
