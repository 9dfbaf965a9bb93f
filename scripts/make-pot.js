#!/usr/bin/env node
/**
 * Writes `languages/woocommerce-payments.pot`, the gettext template translators start from, as WordPress
 * plugins ship it. It walks `src/**\/*.{ts,tsx}` with the TypeScript compiler API (no extra dependency) and
 * collects every `__`, `_x`, `_n`, `_nx`, `_n_noop` and `_nx_noop` call: msgid, msgctxt, msgid_plural,
 * `#:` file:line references (identical strings merged with all their references) and `#.` translator
 * comments (a `translators:` comment belongs to the next gettext call within two lines of it).
 * `npm run build` runs it; `node scripts/make-pot.js --check` exits 1 when the committed file is stale (its
 * strings, comments or files differ; line numbers alone do not count).
 * Calls whose text or domain is not a literal, or whose domain is not ours, are reported and fail the run.
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const DOMAIN = 'woocommerce-payments';
const ROOT = path.resolve(__dirname, '..');
const POT_FILE = path.join(ROOT, 'languages', `${DOMAIN}.pot`);

/** Argument positions of each gettext function: text, plural, context, domain. */
const FUNCTIONS = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
	_n_noop: { msgid: 0, plural: 1, domain: 2 },
	_nx_noop: { msgid: 0, plural: 1, context: 2, domain: 3 },
};

/** Every `.ts`/`.tsx` file under `dir`, sorted, as paths relative to the project root with `/`. */
function sourceFiles(root, dir = 'src') {
	const out = [];
	const walk = (rel) => {
		for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
			const child = `${rel}/${entry.name}`;
			if (entry.isDirectory()) {
				walk(child);
			} else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
				out.push(child);
			}
		}
	};
	walk(dir);
	return out.sort();
}

/** The value of a string literal, a no-substitution template or a `+` concatenation of those; else null. */
function literal(node) {
	if (!node) {
		return null;
	}
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
		return node.text;
	}
	if (ts.isParenthesizedExpression(node)) {
		return literal(node.expression);
	}
	if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
		const left = literal(node.left);
		const right = literal(node.right);
		return left === null || right === null ? null : left + right;
	}
	return null;
}

/** The comment's text without its markers (and the leading `*` of block comment lines). */
function commentText(raw) {
	const body = raw.startsWith('//')
		? raw.slice(2)
		: raw
				.slice(2, -2)
				.split('\n')
				.map((l) => l.replace(/^\s*\*?\s?/, ''))
				.join('\n');
	return body.trim();
}

/**
 * The entries of one file and any problems. Comments come from the AST's comment ranges, so a `/*` inside
 * a string never counts.
 */
function extractFile(root, rel) {
	const text = fs.readFileSync(path.join(root, rel), 'utf8');
	const kind = rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
	const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, kind);
	const entries = [];
	const problems = [];
	const commentRanges = new Map();

	const noteComments = (node) => {
		for (const range of [
			...(ts.getLeadingCommentRanges(text, node.getFullStart()) || []),
			...(ts.getTrailingCommentRanges(text, node.getFullStart()) || []),
		]) {
			commentRanges.set(range.pos, range);
		}
		for (const range of ts.getTrailingCommentRanges(text, node.getEnd()) || []) {
			commentRanges.set(range.pos, range);
		}
		// `{/* translators: … */}` in JSX: the comment is the whole expression, trivia of no node.
		if (ts.isJsxExpression(node)) {
			const inside = node.getStart(source) + 1;
			for (const range of [
				...(ts.getTrailingCommentRanges(text, inside) || []),
				...(ts.getLeadingCommentRanges(text, inside) || []),
			]) {
				commentRanges.set(range.pos, range);
			}
		}
	};

	const visit = (node) => {
		noteComments(node);
		if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
			const spec = FUNCTIONS[node.expression.text];
			if (spec) {
				const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
				const where = `${rel}:${line + 1}`;
				const arg = (i) => (i === undefined ? undefined : node.arguments[i]);
				const msgid = literal(arg(spec.msgid));
				const plural = spec.plural === undefined ? undefined : literal(arg(spec.plural));
				const context = spec.context === undefined ? undefined : literal(arg(spec.context));
				const domain = literal(arg(spec.domain));
				if (msgid === null || plural === null || context === null) {
					problems.push(`${where}: ${node.expression.text}() needs literal strings`);
				} else if (domain !== DOMAIN) {
					problems.push(`${where}: ${node.expression.text}() needs the text domain '${DOMAIN}'`);
				} else if (msgid === '') {
					problems.push(`${where}: ${node.expression.text}() with an empty string`);
				} else {
					entries.push({
						msgid,
						plural,
						context,
						ref: where,
						line: line + 1,
						pos: node.getStart(source),
					});
				}
			}
		}
		ts.forEachChild(node, visit);
	};
	visit(source);

	// Translator comments: the next gettext call starting after the comment, at most two lines below it.
	const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
	const comments = [...commentRanges.values()]
		.map((r) => ({ end: r.end, endLine: lineOf(r.end), text: commentText(text.slice(r.pos, r.end)) }))
		.filter((c) => /^translators:/i.test(c.text))
		.sort((a, b) => a.end - b.end);
	const byPos = [...entries].sort((a, b) => a.pos - b.pos);
	for (const comment of comments) {
		const next = byPos.find((e) => e.pos >= comment.end);
		if (next && next.line - comment.endLine <= 2 && !next.comment) {
			next.comment = comment.text;
		}
	}
	return { entries, problems };
}

/** Escapes a string for a PO file, splitting it after each newline as gettext does. */
function poString(keyword, value) {
	const esc = (s) =>
		s
			.replace(/\\/g, '\\\\')
			.replace(/"/g, '\\"')
			.replace(/\t/g, '\\t')
			.replace(/\r/g, '\\r')
			.replace(/\n/g, '\\n');
	const parts = value.split(/(?<=\n)/);
	if (parts.length <= 1) {
		return `${keyword} "${esc(value)}"`;
	}
	return [`${keyword} ""`, ...parts.map((p) => `"${esc(p)}"`)].join('\n');
}

/**
 * Builds the POT text for the project at `root`. Returns `{ pot, count, problems }`; the text does not
 * depend on the time, so it can be compared with the committed file.
 */
function makePot(root = ROOT) {
	const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
	const merged = new Map();
	const problems = [];
	for (const rel of sourceFiles(root)) {
		const result = extractFile(root, rel);
		problems.push(...result.problems);
		for (const e of result.entries) {
			const key = `${e.context ?? ''}\u0004${e.msgid}`;
			let entry = merged.get(key);
			if (!entry) {
				entry = { msgid: e.msgid, context: e.context, plural: e.plural, refs: [], comments: [] };
				merged.set(key, entry);
			}
			if (e.plural !== undefined && entry.plural === undefined) {
				entry.plural = e.plural;
			}
			if (!entry.refs.includes(e.ref)) {
				entry.refs.push(e.ref);
			}
			if (e.comment && !entry.comments.includes(e.comment)) {
				entry.comments.push(e.comment);
			}
		}
	}

	const header = [
		`# Copyright (C) ${pkg.name} contributors`,
		`# This file is distributed under the ${pkg.license} license.`,
		'# Generated by scripts/make-pot.js from src/; do not edit by hand.',
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: ${pkg.name} ${pkg.version}\\n"`,
		'"Report-Msgid-Bugs-To: \\n"',
		'"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"',
		'"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
		'"Language-Team: LANGUAGE <LL@li.org>\\n"',
		'"Language: \\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
		`"X-Domain: ${DOMAIN}\\n"`,
	].join('\n');

	const blocks = [...merged.values()].map((entry) => {
		const lines = [];
		for (const comment of entry.comments) {
			for (const line of comment.split('\n')) {
				lines.push(`#. ${line}`.trimEnd());
			}
		}
		for (const ref of entry.refs) {
			lines.push(`#: ${ref}`);
		}
		if (/%(\d+\$)?[sdf]/.test(entry.msgid) || (entry.plural && /%(\d+\$)?[sdf]/.test(entry.plural))) {
			lines.push('#, javascript-format');
		}
		if (entry.context !== undefined) {
			lines.push(poString('msgctxt', entry.context));
		}
		lines.push(poString('msgid', entry.msgid));
		if (entry.plural !== undefined) {
			lines.push(poString('msgid_plural', entry.plural));
			lines.push('msgstr[0] ""', 'msgstr[1] ""');
		} else {
			lines.push('msgstr ""');
		}
		return lines.join('\n');
	});

	return { pot: `${[header, ...blocks].join('\n\n')}\n`, count: merged.size, problems };
}

/**
 * A template without the line numbers of its `#:` references: what decides whether the committed file is
 * stale. Lines that move do not change what translators see; new, changed or moved-file strings do.
 */
function withoutLineNumbers(pot) {
	return pot.replace(/^#: .*$/gm, (refs) => refs.replace(/:\d+(?=\s|$)/g, ''));
}

module.exports = { makePot, withoutLineNumbers, POT_FILE, DOMAIN, FUNCTIONS, sourceFiles };

if (require.main === module) {
	const { pot, count, problems } = makePot();
	if (problems.length > 0) {
		console.error(
			`make-pot: ${problems.length} call(s) cannot be extracted:\n  ${problems.join('\n  ')}`
		);
		process.exit(1);
	}
	const rel = path.relative(ROOT, POT_FILE);
	if (process.argv.includes('--check')) {
		const current = fs.existsSync(POT_FILE) ? fs.readFileSync(POT_FILE, 'utf8') : '';
		if (withoutLineNumbers(current) !== withoutLineNumbers(pot)) {
			console.error(`make-pot: ${rel} is stale; run \`npm run build:pot\`.`);
			process.exit(1);
		}
		console.log(`make-pot: ${rel} is up to date (${count} strings).`);
	} else {
		fs.mkdirSync(path.dirname(POT_FILE), { recursive: true });
		fs.writeFileSync(POT_FILE, pot);
		console.log(`make-pot: wrote ${rel} (${count} strings).`);
	}
}
