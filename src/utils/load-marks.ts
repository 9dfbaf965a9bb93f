/**
 * User Timing marks of a page load's phases, so its timeline shows in DevTools' Performance panel and in
 * `npm run bench:phases`: the entry mounting, the page's chunk in, its critical reads settled (or their
 * wait given up), the first render asked for, and the page committed (the not-found page too). A page
 * reached inside the app marks its chunk, reads and commit again. Marking costs microseconds; without the
 * User Timing API there are no marks and nothing else changes.
 */
export const LOAD_MARKS = {
	mount: 'wcpay:mount',
	pageChunk: 'wcpay:page-chunk',
	pageReads: 'wcpay:page-reads',
	render: 'wcpay:render',
	pageCommit: 'wcpay:page-commit',
} as const;

export type LoadPhase = keyof typeof LOAD_MARKS;

/**
 * Marks `phase` now.
 *
 * @example
 * markLoad( 'mount' ); // performance.getEntriesByName( 'wcpay:mount' )[ 0 ].startTime
 */
export function markLoad(phase: LoadPhase): void {
	if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
		performance.mark(LOAD_MARKS[phase]);
	}
}
