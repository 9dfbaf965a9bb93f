#!/usr/bin/env node
/**
 * Builds what `npm start` serves: the host vendor bundle when it is missing or older than its inputs
 * (it takes over a minute here and rarely changes), and the plugin bundle when it is missing or older than
 * src/.
 * `--force` rebuilds both (`npm run build` does). The two builds do not read each other's output, so when
 * both are due they run side by side (each is mostly one core's work; ~20 s less on 2 cores); each one's
 * output is printed whole once it ends, and either failing fails the whole.
 */
const { Buffer } = require('buffer');
const { spawn } = require('child_process');
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

/** Runs `npm run <script>`, resolving with its exit code once its whole output has been printed. */
function run(script) {
	return new Promise((resolve) => {
		const child = spawn('npm', ['run', '--silent', script], {
			cwd: root,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		const output = [];
		child.stdout.on('data', (chunk) => output.push(chunk));
		child.stderr.on('data', (chunk) => output.push(chunk));
		child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
		child.on('close', (code) => {
			process.stdout.write(`> npm run ${script}\n${Buffer.concat(output).toString()}`);
			resolve(code ?? 1);
		});
	});
}

const hostInputs = newest([
	'host-vendor',
	'webpack.host.config.js',
	'webpack.shared.js',
	'package-lock.json',
]);
const due = [];
if (force || builtAt(path.join(hostDistDir(), 'vendor.js')) < hostInputs) {
	due.push('build:host');
}
const pluginInputs = newest([
	'src',
	'webpack.config.js',
	'webpack.shared.js',
	'babel.config.js',
	'package-lock.json',
]);
if (force || builtAt(path.join(distDir(), 'index.js')) < pluginInputs) {
	due.push('build:plugin');
}

Promise.all(due.map(run)).then((codes) => {
	const failed = due.filter((_, i) => codes[i] !== 0);
	if (failed.length > 0) {
		console.error(`ensure-build: ${failed.join(' and ')} failed`);
		process.exitCode = 1;
	}
});
