import { useDispatch, useSelect } from '@wordpress/data';

import { store } from './store';
import type { FeedbackRequest } from './types';

/** `{ sendFeedback( feedback ) → Promise<boolean>, isSending }` (notices are raised by the store). */
export function useFeedback(): {
	sendFeedback: (feedback: FeedbackRequest) => Promise<boolean>;
	isSending: boolean;
} {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	const { sendFeedback } = useDispatch(store) as any;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	const isSending = useSelect((select) => (select(store) as any).isSending() as boolean, []);
	return { sendFeedback, isSending };
}
