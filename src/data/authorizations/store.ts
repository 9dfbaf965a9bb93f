/**
 * `wcpay/authorizations`: uncaptured authorizations (list, summary, one authorization), and capture or
 * cancel (spec 001 §4.4): a requesting flag per payment intent while the call runs; on success the
 * authorization is marked captured (when the intent is `succeeded`), the notice 'Payment for order #%s
 * captured successfully.' (or canceled) shows, and the caches of authorizations, fraud outcomes, the payment
 * details and (capture only) transactions are refreshed; on failure the notice of `captureErrorMessage()`.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiPost } from '../shared/api';
import { createListStore, listActions, type ListThunkArgs } from '../shared/list-store';
import { invalidateStores } from '../shared/refresh';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import { STORE_NAME as DEPOSITS_STORE } from '../deposits/name';
import { STORE_NAME as FRAUD_OUTCOMES_STORE } from '../fraud-outcomes/name';
import { STORE_NAME as OVERVIEW_STORE } from '../overview/name';
import { STORE_NAME as PAYMENT_DETAILS_STORE } from '../payment-details/name';
import { STORE_NAME as TRANSACTIONS_STORE } from '../transactions/name';
import { captureErrorMessage, toUserMessage } from '../../utils/errors';
import { authorizationsList, type StoredAuthorization } from './query';
import type { AuthorizationActionResponse, AuthorizationsSummary } from './types';

/** Stores whose reads a capture changes (refreshed when registered). */
export const STORES_REFRESHED_AFTER_CAPTURE = [
	FRAUD_OUTCOMES_STORE,
	PAYMENT_DETAILS_STORE,
	TRANSACTIONS_STORE,
	OVERVIEW_STORE,
	DEPOSITS_STORE,
];
/** Stores whose reads a cancel changes (refreshed when registered). */
export const STORES_REFRESHED_AFTER_CANCEL = [FRAUD_OUTCOMES_STORE, PAYMENT_DETAILS_STORE];

export interface AuthorizationsExtraState {
	/** Payment intent id → a capture or cancel is running. */
	requesting: Record<string, boolean>;
}

type ExtraAction = { type: 'SET_REQUESTING'; id: string; requesting: boolean };

function reducer(state: AuthorizationsExtraState, action: ExtraAction): AuthorizationsExtraState {
	if (action.type !== 'SET_REQUESTING') {
		return state;
	}
	const { [action.id]: _running, ...rest } = state.requesting;
	return { ...state, requesting: action.requesting ? { ...rest, [action.id]: true } : rest };
}

const selectors = {
	/**
	 * Whether a capture or cancel of this payment intent is running.
	 *
	 * @example
	 * select( authorizationsStore ).isRequesting( 'pi_123' ); // false
	 */
	isRequesting: (state: AuthorizationsExtraState, paymentIntentId: string) =>
		Boolean(state.requesting[paymentIntentId]),
	/**
	 * Payment intent id → true while its capture or cancel runs (the same object until a flag changes).
	 *
	 * @example
	 * const running = select( authorizationsStore ).getRequesting(); // { pi_123: true }
	 */
	getRequesting: (state: AuthorizationsExtraState) => state.requesting,
};

type Args = ListThunkArgs<StoredAuthorization, AuthorizationsSummary, ExtraAction, typeof selectors>;

const list = listActions<StoredAuthorization, AuthorizationsSummary>();

function act(kind: 'capture' | 'cancel') {
	return (paymentIntentId: string, orderId: number | string) =>
		async ({ dispatch, select, registry }: Args): Promise<AuthorizationActionResponse | null> => {
			if (select.isRequesting(paymentIntentId)) {
				return null;
			}
			dispatch({ type: 'SET_REQUESTING', id: paymentIntentId, requesting: true });
			try {
				const response = await apiPost<AuthorizationActionResponse>(
					`/orders/${encodeURIComponent(String(orderId))}/${kind}_authorization`,
					{ payment_intent_id: paymentIntentId }
				);
				if (kind === 'capture' && response?.status === 'succeeded') {
					dispatch(list.updateItem(paymentIntentId, { is_captured: true, captured: true }));
				}
				dispatch(list.invalidate());
				invalidateStores(
					registry,
					kind === 'capture' ? STORES_REFRESHED_AFTER_CAPTURE : STORES_REFRESHED_AFTER_CANCEL
				);
				writeSucceeded(registry, `authorization.${paymentIntentId}`);
				void registry.dispatch(noticesStore).createSuccessNotice(
					kind === 'capture'
						? sprintf(
								/* translators: %s: order number */
								__('Payment for order #%s captured successfully.', 'woocommerce-payments'),
								String(orderId)
							)
						: sprintf(
								/* translators: %s: order number */
								__('Payment for order #%s canceled successfully.', 'woocommerce-payments'),
								String(orderId)
							),
					{ type: 'snackbar' }
				);
				return response;
			} catch (error) {
				writeFailed(
					registry,
					`authorization.${paymentIntentId}`,
					captureErrorMessage(error, orderId, kind)
				);
				return null;
			} finally {
				dispatch({ type: 'SET_REQUESTING', id: paymentIntentId, requesting: false });
			}
		};
}

export const store = createListStore(
	{
		list: authorizationsList,
		messages: {
			list: __('Error retrieving uncaptured transactions.', 'woocommerce-payments'),
			summary: null,
			// authorization_missing is not an error (spec 001 §5): toUserMessage answers '' for it.
			item: (error) => toUserMessage(error, 'authorization.load') || null,
		},
	},
	{
		initialState: { requesting: {} },
		reducer,
		selectors,
		actions: {
			/** POST /orders/{orderId}/capture_authorization. Resolves to `{ id, status }`, or null on failure. */
			captureAuthorization: act('capture'),
			/** POST /orders/{orderId}/cancel_authorization. Resolves to `{ id, status }`, or null on failure. */
			cancelAuthorization: act('cancel'),
		},
	}
);
