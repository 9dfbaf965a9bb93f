/** Rules on the account's status that several screens share (spec 000 §4). */

/**
 * Whether a status hides tasks, inbox and the notifications banner (rejected in any way, or under review).
 *
 * @example
 * isRejectedOrUnderReview( 'rejected.fraud' ); // true
 */
export function isRejectedOrUnderReview(status: string | undefined): boolean {
	return typeof status === 'string' && (status.startsWith('rejected') || status === 'under_review');
}
