/**
 * Pieces both builds share: TypeScript through babel, and the dedupe of every `@wordpress/*` package,
 * React and lodash to one top-level copy (HAZARDS 8: several copies of @wordpress/data split the store
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

const scriptRule = {
	test: /\.[jt]sx?$/,
	exclude: /node_modules/,
	use: { loader: 'babel-loader', options: { cacheDirectory: true } },
};

module.exports = { root, nodeModules, dedupeAliases, scriptRule };
