/**
 * Writes dist/routes.json: for every route of src/routes.ts, the chunk files (scripts and stylesheets,
 * relative to dist/) its lazy imports load — the page's chunk, its reads' chunk and every shared chunk they
 * need. The host page reads it to print the route it serves with its chunks (stylesheets in the head,
 * scripts before the plugin entry), so they download beside the vendor bundle and are in place when the
 * entry starts the page (mock-server/host/route-chunks.ts). Route keys and chunk names come from routes.ts
 * itself: each `route( '<key>', …, { load: () => import( /* webpackChunkName: "<name>" *\/ … ) … } )`,
 * the key a string or a template whose `${NAME}` parts are string constants exported by a module routes.ts
 * imports (`export const NAME = '…'`).
 *
 * { "routes": { "/payments/payouts": { "scripts": [ "chunks/…js" ], "styles": [ "chunks/…css" ] } } }
 */
const fs = require('fs');
const path = require('path');

const NAME = 'routes.json';

/** The files of the relative imports of a module's source (`from './x'`), as they exist on disk. */
function importedFiles(file, source) {
	const files = [];
	for (const [, spec] of source.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
		const base = path.resolve(path.dirname(file), spec);
		const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) =>
			fs.existsSync(f)
		);
		if (found) {
			files.push(found);
		}
	}
	return files;
}

/** The string constants (`export const NAME = '…'`) of the modules a source imports. */
function importedConstants(file, source) {
	const constants = {};
	for (const imported of importedFiles(file, source)) {
		const text = fs.readFileSync(imported, 'utf8');
		for (const [, name, value] of text.matchAll(/export const ([A-Z][A-Z0-9_]*)\s*=\s*'([^'\\]*)'/g)) {
			constants[name] = value;
		}
	}
	return constants;
}

/** A route key as written: `'…'`, or a template of string constants; null when it cannot be read. */
function routeKey(part, constants) {
	const quoted = /^'([^']+)'/.exec(part);
	if (quoted) {
		return quoted[1];
	}
	const template = /^`([^`]+)`/.exec(part);
	if (!template) {
		return null;
	}
	let unknown = false;
	const key = template[1].replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (_, name) => {
		if (!(name in constants)) {
			unknown = true;
		}
		return constants[name] ?? '';
	});
	return unknown ? null : key;
}

/** Route key → webpack chunk names, read from the route table's source. */
function routeChunkNames(routesFile) {
	const source = fs.readFileSync(routesFile, 'utf8');
	const constants = importedConstants(routesFile, source);
	const map = {};
	for (const part of source.split(/\broute\(\s*/).slice(1)) {
		const key = routeKey(part, constants);
		if (!key) {
			continue;
		}
		const names = [...part.matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map((m) => m[1]);
		if (names.length) {
			map[key] = names;
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
			for (const file of importedFiles(this.routesFile, fs.readFileSync(this.routesFile, 'utf8'))) {
				compilation.fileDependencies.add(file);
			}
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
