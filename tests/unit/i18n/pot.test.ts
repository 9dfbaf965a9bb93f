/**
 * The translation template: `languages/woocommerce-payments.pot` is what scripts/make-pot.js makes from
 * src/ today (so a changed string without `npm run build:pot` fails here), every gettext call uses the
 * `woocommerce-payments` domain with literal strings, and the file is valid gettext — header, `#.`
 * translator comments, `#:` references merged per string, msgctxt, msgid_plural and escaping.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMAIN, POT_FILE, makePot, withoutLineNumbers } from '../../../scripts/make-pot';

const ROOT = path.join(__dirname, '../../..');

/** The entry (comments, references, keywords) whose msgid line is exactly `msgid "<text>"`. */
function entryOf(pot: string, msgid: string, msgctxt?: string): string {
	const blocks = pot.split('\n\n');
	const found = blocks.filter(
		(b) =>
			b.split('\n').includes(`msgid "${msgid}"`) &&
			(msgctxt === undefined || b.split('\n').includes(`msgctxt "${msgctxt}"`))
	);
	if (found.length !== 1) {
		throw new Error(`expected one entry for ${msgid}, found ${found.length}`);
	}
	return found[0];
}

describe('languages/woocommerce-payments.pot', () => {
	const { pot, count, problems } = makePot(ROOT);

	it('is up to date with src/ (run `npm run build:pot` after changing strings)', () => {
		// Strings, comments and files; a reference's line number may lag until the next build.
		expect(withoutLineNumbers(fs.readFileSync(POT_FILE, 'utf8'))).toBe(withoutLineNumbers(pot));
		expect(count).toBeGreaterThan(1000);
	});

	it('counts strings, comments and files as changes, not line numbers alone', () => {
		const base = '#. translators: %s: a name\n#: src/a.ts:12 src/b.tsx:3\nmsgid "Hi %s:1"\nmsgstr ""\n';
		expect(withoutLineNumbers(base)).toBe(withoutLineNumbers(base.replace(':12', ':40')));
		expect(withoutLineNumbers(base)).not.toBe(withoutLineNumbers(base.replace('src/b.tsx', 'src/c.tsx')));
		expect(withoutLineNumbers(base)).not.toBe(withoutLineNumbers(base.replace('Hi %s:1', 'Hello %s:1')));
		expect(withoutLineNumbers(base)).toContain('msgid "Hi %s:1"');
	});

	it('has every gettext call in the woocommerce-payments domain with literal strings', () => {
		expect(DOMAIN).toBe('woocommerce-payments');
		expect(problems).toEqual([]);
	});

	it('starts with a gettext header', () => {
		const header = pot.split('\n\n')[0];
		expect(header).toContain('msgid ""\nmsgstr ""\n"Project-Id-Version: ');
		expect(header).toContain('"Content-Type: text/plain; charset=UTF-8\\n"');
		expect(header).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"');
		expect(header).toContain('"X-Domain: woocommerce-payments\\n"');
	});

	it('merges a string used in several files with all its references', () => {
		const entry = entryOf(pot, 'Page not found');
		expect(entry).toContain('#: src/app/not-found.tsx:');
		expect(entry.split('\n').filter((l) => l.startsWith('#: ')).length).toBeGreaterThan(1);
	});

	it('keeps translator comments, contexts and plurals', () => {
		expect(entryOf(pot, '%1$s ‹ %2$s — WooCommerce')).toMatch(
			/^#\. translators: 1: page title, 2: site title\n#: src\/app\/app\.tsx:\d+\n/
		);
		expect(entryOf(pot, 'Day %d')).toContain('#. translators: %d: day of the month');
		// A comment inside JSX braces counts too.
		expect(entryOf(pot, ' (%s)')).toContain('#. translators: %s: the task');
		expect(entryOf(pot, 'Before', 'date filter')).toContain('#: src/components/data-table/filters.ts:');
		expect(entryOf(pot, 'transaction')).toContain(
			'msgid_plural "transactions"\nmsgstr[0] ""\nmsgstr[1] ""'
		);
	});
});

describe('scripts/make-pot.js', () => {
	let root: string;
	beforeAll(() => {
		root = fs.mkdtempSync(path.join(os.tmpdir(), 'make-pot-'));
		fs.mkdirSync(path.join(root, 'src/b'), { recursive: true });
		fs.writeFileSync(
			path.join(root, 'package.json'),
			JSON.stringify({ name: 'fixture', version: '1.2.3', license: 'GPL-2.0-or-later' })
		);
		fs.writeFileSync(
			path.join(root, 'src/a.tsx'),
			[
				"import { __, _n, _nx, _x, sprintf } from '@wordpress/i18n';",
				"const url = 'https://example.com/*not-a-comment';",
				'export const a = [',
				"\t__('Say \"hi\"', 'woocommerce-payments'),",
				"\t__('Back\\\\slash\\nsecond line', 'woocommerce-payments'),",
				'\t/* translators: %d: how many */',
				"\tsprintf(_n('%d file', '%d files', 2, 'woocommerce-payments'), 2),",
				"\t_x('Post', 'verb', 'woocommerce-payments'),",
				"\t_x('Post', 'noun', 'woocommerce-payments'),",
				"\t_nx('One', 'Many', 3, 'ctx', 'woocommerce-payments'),",
				"\t__('Joined ' + 'string', 'woocommerce-payments'),",
				'\turl,',
				'];',
			].join('\n')
		);
		fs.writeFileSync(
			path.join(root, 'src/b/c.ts'),
			[
				"import { __ } from '@wordpress/i18n';",
				'const name = String(Math.random());',
				"export const c = [__('Say \"hi\"', 'woocommerce-payments'), __(name, 'woocommerce-payments'), __('x', 'other')];",
			].join('\n')
		);
	});
	afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

	it('escapes quotes, backslashes and newlines, and splits multi-line strings', () => {
		const { pot } = makePot(root);
		expect(pot).toContain('#: src/a.tsx:4\n#: src/b/c.ts:3\nmsgid "Say \\"hi\\""\nmsgstr ""');
		expect(pot).toContain('msgid ""\n"Back\\\\slash\\n"\n"second line"\nmsgstr ""');
		expect(pot).toContain('msgid "Joined string"');
		expect(pot).not.toContain('not-a-comment');
	});

	it('writes contexts and plurals, one entry per context', () => {
		const { pot, count } = makePot(root);
		expect(pot).toContain(
			'#. translators: %d: how many\n#: src/a.tsx:7\n#, javascript-format\nmsgid "%d file"\nmsgid_plural "%d files"'
		);
		expect(pot).toContain('msgctxt "verb"\nmsgid "Post"');
		expect(pot).toContain('msgctxt "noun"\nmsgid "Post"');
		expect(pot).toContain('msgctxt "ctx"\nmsgid "One"\nmsgid_plural "Many"\nmsgstr[0] ""\nmsgstr[1] ""');
		expect(pot).toContain('"Project-Id-Version: fixture 1.2.3\\n"');
		expect(count).toBe(7);
	});

	it('reports a non-literal text and another text domain', () => {
		const { problems, pot } = makePot(root);
		expect(problems).toEqual([
			'src/b/c.ts:3: __() needs literal strings',
			"src/b/c.ts:3: __() needs the text domain 'woocommerce-payments'",
		]);
		expect(pot).not.toContain('msgid "x"');
	});
});
