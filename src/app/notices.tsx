import { Notice, SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Renders `core/notices`: page notices at the top of the page, snackbars at the bottom (they dismiss
 * themselves after 10 seconds, the spec's auto-dismiss time).
 */
export function Notices() {
	const notices = useSelect((select) => select(noticesStore).getNotices(), []);
	const { removeNotice } = useDispatch(noticesStore);
	const snackbars = notices.filter((n) => n.type === 'snackbar');
	const pageNotices = notices.filter((n) => n.type !== 'snackbar');
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
