/**
 * The plugin's stylesheets use the admin's font weights only (docs/ARCHITECTURE.md "Style"): regular,
 * semibold and bold. Another weight of the system font stack costs every page that shows it a font lookup
 * on its first layout.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '../../../src');
const ALLOWED = new Set(['400', '600', '700', 'normal', 'bold', 'inherit']);

function stylesheets(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) {
			return stylesheets(full);
		}
		return /\.s?css$/.test(entry.name) ? [full] : [];
	});
}

describe('font weights of the plugin stylesheets', () => {
	const files = stylesheets(SRC);

	it('finds the stylesheets', () => {
		expect(files.length).toBeGreaterThan(10);
	});

	it('uses only regular, semibold and bold', () => {
		const offending: string[] = [];
		for (const file of files) {
			const text = fs.readFileSync(file, 'utf8');
			for (const match of text.matchAll(/font-weight\s*:\s*([^;!}\s]+)/g)) {
				if (!ALLOWED.has(match[1])) {
					offending.push(`${path.relative(SRC, file)}: font-weight: ${match[1]}`);
				}
			}
		}
		expect(offending).toEqual([]);
	});
});
