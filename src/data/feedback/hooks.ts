/** Hooks of `wcpay/feedback` for the payouts feedback prompt. */
import { useDispatch, useSelect } from '@wordpress/data';

import { store } from './store';
import type { FeedbackRequest } from './types';

/**
 * `{ sendFeedback( feedback ) → Promise<boolean>, isSending }` (notices are raised by the store).
 *
 * @example
 * const { sendFeedback, isSending } = useFeedback();
 * await sendFeedback( { campaign: WPORG_REVIEW_CAMPAIGN, rating: 'negative', comment } );
 */
export function useFeedback(): {
	sendFeedback: (feedback: FeedbackRequest) => Promise<boolean>;
	isSending: boolean;
} {
	const { sendFeedback } = useDispatch(store);
	const isSending = useSelect((select) => select(store).isSending(), []);
	return { sendFeedback, isSending };
}
