/**
 * Docs a newcomer can trust: every public hook of src/data (an exported `use…` function or binding) and every
 * selector of a store (the `selectors` objects of src/data/<domain>/store.ts and the list store's
 * `ListSelectors`) carries a JSDoc comment with an `@example`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const DATA = path.join(__dirname, '../../../src/data');

function filesUnder(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
	});
}

/** The comment text right before a node (JSDoc included). */
function leadingComment(source: ts.SourceFile, node: ts.Node): string {
	const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
	return ranges.map((r) => source.text.slice(r.pos, r.end)).join('\n');
}

interface Documented {
	where: string;
	comment: string;
}

function isExported(node: ts.Node): boolean {
	return (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Export) !== 0;
}

function collect(): { hooks: Documented[]; selectors: Documented[] } {
	const hooks: Documented[] = [];
	const selectors: Documented[] = [];
	for (const file of filesUnder(DATA)) {
		const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
		const rel = path.relative(DATA, file);
		const visit = (node: ts.Node) => {
			if (
				ts.isFunctionDeclaration(node) &&
				node.name &&
				/^use[A-Z]/.test(node.name.text) &&
				isExported(node)
			) {
				hooks.push({ where: `${rel} ${node.name.text}`, comment: leadingComment(source, node) });
			}
			if (ts.isVariableStatement(node) && isExported(node)) {
				for (const declaration of node.declarationList.declarations) {
					if (ts.isObjectBindingPattern(declaration.name)) {
						for (const element of declaration.name.elements) {
							const name = element.name.getText(source);
							if (/^use[A-Z]/.test(name)) {
								hooks.push({
									where: `${rel} ${name}`,
									comment: leadingComment(source, element),
								});
							}
						}
					}
				}
			}
			if (
				ts.isVariableDeclaration(node) &&
				node.name.getText(source) === 'selectors' &&
				node.initializer &&
				ts.isObjectLiteralExpression(node.initializer)
			) {
				for (const property of node.initializer.properties) {
					selectors.push({
						where: `${rel} ${property.name?.getText(source)}`,
						comment: leadingComment(source, property),
					});
				}
			}
			if (ts.isInterfaceDeclaration(node) && node.name.text === 'ListSelectors') {
				for (const member of node.members) {
					selectors.push({
						where: `${rel} ${member.name?.getText(source)}`,
						comment: leadingComment(source, member),
					});
				}
			}
			ts.forEachChild(node, visit);
		};
		visit(source);
	}
	return { hooks, selectors };
}

const { hooks, selectors } = collect();

describe('JSDoc @example on every public hook and selector', () => {
	it('finds the hooks and selectors', () => {
		expect(hooks.length).toBeGreaterThan(30);
		expect(selectors.length).toBeGreaterThan(30);
	});

	it('every public hook has one', () => {
		expect(hooks.filter((h) => !/@example/.test(h.comment)).map((h) => h.where)).toEqual([]);
	});

	it('every selector has one', () => {
		expect(selectors.filter((s) => !/@example/.test(s.comment)).map((s) => s.where)).toEqual([]);
	});
});
