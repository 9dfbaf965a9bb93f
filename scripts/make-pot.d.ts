/** Types of scripts/make-pot.js for the tests that import it. */
export interface MakePotResult {
	/** The POT file's text. */
	pot: string;
	/** How many distinct strings (msgctxt + msgid) it holds. */
	count: number;
	/** `file:line: reason` of each call that could not be extracted (non-literal text, other domain). */
	problems: string[];
}
export function makePot(root?: string): MakePotResult;
export const POT_FILE: string;
export const DOMAIN: string;
export function sourceFiles(root: string, dir?: string): string[];
/** The template without its references' line numbers (what the staleness check compares). */
export function withoutLineNumbers(pot: string): string;
