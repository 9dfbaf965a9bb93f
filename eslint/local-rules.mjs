/**
 * The tree's own lint rules.
 *
 * - `no-cross-page-imports`: a page folder (src/pages/<page>/) never imports another page folder; what two
 *   pages share lives in src/components, src/strings or src/utils.
 * - `no-any-escape-hatch`: no comment that turns off `@typescript-eslint/no-explicit-any` (the data layer and
 *   the pages are typed end to end).
 */
import path from 'node:path';

const PAGES = `${path.sep}src${path.sep}pages${path.sep}`;

/** The page folder a file path is in, or null. */
function pageOf(file) {
	const at = file.lastIndexOf(PAGES);
	return at === -1 ? null : file.slice(at + PAGES.length).split(path.sep)[0];
}

const noCrossPageImports = {
	meta: {
		type: 'problem',
		docs: { description: 'A page folder does not import another page folder.' },
		messages: {
			crossPage:
				"Page '{{from}}' imports page '{{to}}': move what both need to src/components, src/strings or src/utils.",
		},
		schema: [],
	},
	create(context) {
		const file = context.filename;
		const from = pageOf(file);
		if (!from) {
			return {};
		}
		const check = (node) => {
			const source = node.source && node.source.value;
			if (typeof source !== 'string' || !source.startsWith('.')) {
				return;
			}
			const to = pageOf(path.resolve(path.dirname(file), source));
			if (to && to !== from) {
				context.report({ node: node.source, messageId: 'crossPage', data: { from, to } });
			}
		};
		return {
			ImportDeclaration: check,
			ExportNamedDeclaration: check,
			ExportAllDeclaration: check,
			ImportExpression: check,
		};
	},
};

const noAnyEscapeHatch = {
	meta: {
		type: 'problem',
		docs: { description: 'No comment turns off no-explicit-any.' },
		messages: { escape: 'Type it instead of turning off @typescript-eslint/no-explicit-any.' },
		schema: [],
	},
	create(context) {
		return {
			Program() {
				for (const comment of context.sourceCode.getAllComments()) {
					if (/eslint-disable/.test(comment.value) && /no-explicit-any/.test(comment.value)) {
						context.report({ loc: comment.loc, messageId: 'escape' });
					}
				}
			},
		};
	},
};

export default {
	rules: {
		'no-cross-page-imports': noCrossPageImports,
		'no-any-escape-hatch': noAnyEscapeHatch,
	},
};
