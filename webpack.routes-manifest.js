/**
 * Writes dist/routes.json: for every route of src/routes.ts, the chunk files (scripts and stylesheets,
 * relative to dist/) its lazy imports load — the page's chunk, its reads' chunk and every shared chunk they
 * need. The host page reads it to emit `<link rel="preload">` for the route it serves, so those files
 * download while the vendor bundle and the plugin entry are still loading, instead of after them
 * (mock-server/host/preload.ts). Route keys and chunk names come from routes.ts itself: each
 * `route( '<key>', …, { load: () => import( /* webpackChunkName: "<name>" *\/ … ) … } )`.
 *
 * { "routes": { "/payments/payouts": { "scripts": [ "chunks/…js" ], "styles": [ "chunks/…css" ] } } }
 */
const fs = require('fs');
const path = require('path');

const NAME = 'routes.json';

/** Route key → webpack chunk names, read from the route table's source. */
function routeChunkNames(routesFile) {
	const source = fs.readFileSync(routesFile, 'utf8');
	const map = {};
	for (const part of source.split(/\broute\(\s*/).slice(1)) {
		const key = /^'([^']+)'/.exec(part);
		if (!key) {
			continue;
		}
		const names = [...part.matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map((m) => m[1]);
		if (names.length) {
			map[key[1]] = names;
		}
	}
	return map;
}

class RoutesManifestPlugin {
	constructor(options = {}) {
		this.routesFile = options.routesFile || path.join(__dirname, 'src/routes.ts');
	}

	apply(compiler) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
			compilation.fileDependencies.add(this.routesFile);
			compilation.hooks.processAssets.tap(
				{ name: 'RoutesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
				() => {
					const groups = new Map();
					for (const group of compilation.chunkGroups) {
						if (group.name) {
							groups.set(group.name, group);
						}
					}
					const routes = {};
					for (const [key, names] of Object.entries(routeChunkNames(this.routesFile))) {
						const scripts = new Set();
						const styles = new Set();
						for (const name of names) {
							const group = groups.get(name);
							for (const file of group ? group.getFiles() : []) {
								if (file.endsWith('.js')) {
									scripts.add(file);
								} else if (file.endsWith('.css') && !file.endsWith('-rtl.css')) {
									styles.add(file);
								}
							}
						}
						routes[key] = { scripts: [...scripts], styles: [...styles] };
					}
					compilation.emitAsset(NAME, new sources.RawSource(JSON.stringify({ routes }, null, 1)));
				}
			);
		});
	}
}

module.exports = { RoutesManifestPlugin, routeChunkNames };
