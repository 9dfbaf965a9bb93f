import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import { Notice } from '../components/notice';

/** How long a snackbar stays (the spec's auto-dismiss time). */
const SNACKBAR_TIMEOUT = 10_000;

/**
 * Renders `core/notices`: page notices at the top of the page, snackbars at the bottom (they dismiss
 * themselves after 10 seconds, the spec's auto-dismiss time).
 */
export function Notices() {
	const notices = useSelect((select) => select(noticesStore).getNotices(), []);
	const { removeNotice } = useDispatch(noticesStore);
	// A snackbar is one big "dismiss" button; one with an action (Undo, View details) would nest the action's
	// button inside it (axe: nested-interactive). Those get their own dismiss control instead, and the same
	// auto-dismiss time through the timer below.
	const snackbars = notices
		.filter((n) => n.type === 'snackbar')
		.map((n) => (n.actions?.length ? { ...n, explicitDismiss: true } : n));
	const pageNotices = notices.filter((n) => n.type !== 'snackbar');
	const withActions = snackbars
		.filter((n) => 'explicitDismiss' in n)
		.map((n) => n.id)
		.join(' ');
	// One timer per snackbar, from when it first showed (another arriving does not restart it).
	const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
	useEffect(() => {
		const ids = new Set(withActions ? withActions.split(' ') : []);
		for (const [id, timer] of timers.current) {
			if (!ids.has(id)) {
				clearTimeout(timer);
				timers.current.delete(id);
			}
		}
		for (const id of ids) {
			if (!timers.current.has(id)) {
				timers.current.set(
					id,
					setTimeout(() => void removeNotice(id), SNACKBAR_TIMEOUT)
				);
			}
		}
	}, [withActions, removeNotice]);
	useEffect(() => {
		const current = timers.current;
		return () => current.forEach(clearTimeout);
	}, []);
	return (
		<>
			{pageNotices.length > 0 && (
				<div className="wcpay-notices">
					{pageNotices.map((notice) => (
						<Notice
							key={notice.id}
							status={notice.status as 'error' | 'success' | 'warning' | 'info'}
							isDismissible={notice.isDismissible}
							onRemove={() => removeNotice(notice.id)}
							actions={notice.actions as never}
							spokenMessage={notice.spokenMessage}
						>
							{notice.content}
						</Notice>
					))}
				</div>
			)}
			<SnackbarList
				className="wcpay-snackbars"
				notices={snackbars as never}
				onRemove={(id: string) => removeNotice(id)}
			/>
		</>
	);
}
