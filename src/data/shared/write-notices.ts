/**
 * Error notices of writes (saves, refunds, captures, submissions…), and of the list stores' reads: one notice
 * per kind of write or read. A second failure of the same one replaces the first notice instead of stacking
 * beside it, and its next success takes it away, so a merchant who retried successfully never reads a
 * failure and a success side by side.
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
 * A write succeeded: its last failure's notice, if still shown, goes. Nothing is dispatched when there is
 * none (every list read ends here: no needless change of the notices).
 *
 * @example
 * writeSucceeded( registry, 'settings.save' );
 */
export function writeSucceeded(registry: ThunkRegistry, kind: string): void {
	const id = writeNoticeId(kind);
	if (
		registry
			.select(noticesStore)
			.getNotices()
			.some((notice) => notice.id === id)
	) {
		void noticesOf(registry).removeNotice(id);
	}
}
