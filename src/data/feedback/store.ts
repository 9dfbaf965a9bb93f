/**
 * `wcpay/feedback`: sends the merchant's answer to a feedback prompt (spec 001 §4.6) to
 * `POST /wc/v3/payments/feedback`. Success raises the snackbar 'Thank you for your feedback!'.
 */
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiPost } from '../shared/api';
import { defineStore, type ThunkArgs } from '../shared/store';
import { STORE_NAME } from './name';
import type { FeedbackRequest } from './types';

export interface FeedbackState {
	isSending: boolean;
}

type Action = { type: 'SET_SENDING'; sending: boolean };

/** Id of the error notice of a failed send (a modal showing the error itself removes it). */
export const FEEDBACK_ERROR_NOTICE = 'wcpay-feedback-error';

function reducer(state: FeedbackState = { isSending: false }, action: Action): FeedbackState {
	return action.type === 'SET_SENDING' ? { ...state, isSending: action.sending } : state;
}

const selectors = {
	/**
	 * Whether feedback is being sent.
	 *
	 * @example
	 * select( feedbackStore ).isSending(); // false
	 */
	isSending: (state: FeedbackState) => state.isSending,
};

type Args = ThunkArgs<Action, typeof selectors>;

const actions = {
	/**
	 * Sends feedback; a blank comment is sent as ''. Resolves to true on success (after the snackbar
	 * 'Thank you for your feedback!'), false after an error notice.
	 */
	sendFeedback:
		(feedback: FeedbackRequest) =>
		async ({ dispatch, registry }: Args): Promise<boolean> => {
			dispatch({ type: 'SET_SENDING', sending: true });
			const comment =
				typeof feedback.comment === 'string' && feedback.comment.trim() !== ''
					? feedback.comment
					: '';
			try {
				await apiPost('/feedback', { ...feedback, comment });
				void registry
					.dispatch(noticesStore)
					.createSuccessNotice(__('Thank you for your feedback!', 'woocommerce-payments'), {
						type: 'snackbar',
						id: 'wcpay-feedback-thanks',
					});
				return true;
			} catch {
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(
						__('Your feedback could not be sent. Please try again.', 'woocommerce-payments'),
						{ id: FEEDBACK_ERROR_NOTICE }
					);
				return false;
			} finally {
				dispatch({ type: 'SET_SENDING', sending: false });
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors });
