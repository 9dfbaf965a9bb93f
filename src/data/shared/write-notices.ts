/**
 * Error notices of writes (saves, refunds, captures, submissions…): one notice per kind of write. A second
 * failure of the same write replaces the first notice instead of stacking beside it, and the write's next
 * success takes it away, so a merchant who retried successfully never reads a failure and a success side by
 * side.
 */
import { store as noticesStore } from '@wordpress/notices';

import type { ThunkRegistry } from './store';

/** The id of a kind of write's error notice. */
export function writeNoticeId(kind: string): string {
	return `wcpay-write-failed-${kind}`;
}

function noticesOf(registry: Pick<ThunkRegistry, 'dispatch'>) {
	return registry.dispatch(noticesStore);
}

/**
 * Shows a write's failure, replacing the last failure of the same kind.
 *
 * @example
 * writeFailed( registry, 'settings.save', toUserMessage( error, 'settings.save' ) );
 */
export function writeFailed(
	registry: Pick<ThunkRegistry, 'dispatch'>,
	kind: string,
	message: string,
	options: Record<string, unknown> = {}
): void {
	void noticesOf(registry).createErrorNotice(message, { ...options, id: writeNoticeId(kind) });
}

/**
 * A write succeeded: its last failure's notice, if still shown, goes.
 *
 * @example
 * writeSucceeded( registry, 'settings.save' );
 */
export function writeSucceeded(registry: Pick<ThunkRegistry, 'dispatch'>, kind: string): void {
	void noticesOf(registry).removeNotice(writeNoticeId(kind));
}
