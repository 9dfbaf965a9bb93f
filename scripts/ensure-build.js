#!/usr/bin/env node
/**
 * Builds what `npm start` serves: the host vendor bundle when it is missing or older than its inputs
 * (it takes ~45 s and rarely changes), and the plugin bundle when it is missing or older than src/.
 * `--force` rebuilds both.
 */
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const { distDir, hostDistDir } = require('../webpack.shared');

const root = path.join(__dirname, '..');
const force = process.argv.includes('--force');

function newest(paths) {
	let latest = 0;
	const visit = (p) => {
		if (!fs.existsSync(p)) {
			return;
		}
		const stat = fs.statSync(p);
		if (stat.isDirectory()) {
			for (const name of fs.readdirSync(p)) {
				visit(path.join(p, name));
			}
		} else {
			latest = Math.max(latest, stat.mtimeMs);
		}
	};
	paths.forEach((p) => visit(path.join(root, p)));
	return latest;
}

function builtAt(file) {
	const p = path.resolve(root, file);
	return fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0;
}

function run(script) {
	console.log(`> npm run ${script}`);
	execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
}

const hostInputs = newest([
	'host-vendor',
	'webpack.host.config.js',
	'webpack.shared.js',
	'package-lock.json',
]);
if (force || builtAt(path.join(hostDistDir(), 'vendor.js')) < hostInputs) {
	run('build:host');
}
const pluginInputs = newest([
	'src',
	'webpack.config.js',
	'webpack.shared.js',
	'babel.config.js',
	'package-lock.json',
]);
if (force || builtAt(path.join(distDir(), 'index.js')) < pluginInputs) {
	run('build:plugin');
}
