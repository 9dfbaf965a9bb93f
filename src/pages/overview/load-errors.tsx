/**
 * The overview's notices for background reads that failed: the task-list options (the tasks then show as if
 * none was dismissed or snoozed) and the provider's notifications session (no notifications banner). Each
 * says what failed, with a Retry; the rest of the page works as usual.
 */
import { __ } from '@wordpress/i18n';

import { useEmbeddedSessionError, useReloadOverviewOptions } from '../../data/overview';
import { Notice } from '../../components/notice';

function LoadErrorNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
	return (
		<Notice
			status="warning"
			isDismissible={false}
			className="wcpay-overview-load-error"
			actions={[{ label: __('Retry', 'woocommerce-payments'), onClick: onRetry, variant: 'secondary' }]}
		>
			{text}
		</Notice>
	);
}

/** Above the task list when its options could not be read. */
export function TaskOptionsError() {
	const reload = useReloadOverviewOptions();
	return (
		<LoadErrorNotice
			text={__(
				'Error retrieving the task list settings: dismissed or postponed tasks may show.',
				'woocommerce-payments'
			)}
			onRetry={() => reload()}
		/>
	);
}

/** Where the notifications banner goes, when its session could not be read; `onRetry` after the read. */
export function NotificationsError({ onRetry }: { onRetry: () => void }) {
	const { error, retry } = useEmbeddedSessionError();
	if (!error) {
		return null;
	}
	return (
		<LoadErrorNotice
			text={__('Error retrieving your account notifications.', 'woocommerce-payments')}
			onRetry={() => {
				retry();
				onRetry();
			}}
		/>
	);
}
