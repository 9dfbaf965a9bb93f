#!/usr/bin/env node
/**
 * Prints one closing line for CI, "N passed, N failed", from jest's and Playwright's JSON reports
 * (paths as arguments; a missing report counts as a failure).
 */
const fs = require('fs');

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
	if (!fs.existsSync(file)) {
		console.log(`missing test report: ${file}`);
		failed += 1;
		continue;
	}
	const report = JSON.parse(fs.readFileSync(file, 'utf8'));
	if ('numPassedTests' in report) {
		passed += report.numPassedTests;
		failed += report.numFailedTests;
	} else if (report.stats) {
		passed += report.stats.expected + report.stats.flaky;
		failed += report.stats.unexpected;
	}
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
