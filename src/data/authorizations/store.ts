/**
 * `wcpay/authorizations`: uncaptured authorizations (list, summary, one authorization), and capture or
 * cancel (spec 001 §4.4): a requesting flag per payment intent while the call runs; on success the
 * authorization is marked captured (when the intent is `succeeded`), the notice 'Payment for order #%s
 * captured successfully.' (or canceled) shows, and the caches of authorizations, summaries, fraud outcomes,
 * timeline, payment intent and (capture only) transactions are refreshed; on failure the notice of
 * `captureErrorMessage()`.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiPost } from '../shared/api';
import { composeListStore, invalidateStores } from '../shared/list-extensions';
import { captureErrorMessage, toUserMessage } from '../../utils/errors';
import type {
	AuthorizationActionResponse,
	AuthorizationDetail,
	Authorization,
	AuthorizationsSummary,
} from './types';

export const STORE_NAME = 'wcpay/authorizations';

/**
 * Stores refreshed after a capture or cancel, when registered (the payment details screen registers the
 * timeline and payment-intent stores under these names; each is refreshed with its `invalidate()` action,
 * or `invalidateResolutionForStore()`).
 */
export const STORES_REFRESHED_AFTER_CAPTURE = [
	'wcpay/fraud-outcomes',
	'wcpay/timeline',
	'wcpay/payment-intents',
	'wcpay/charges',
	'wcpay/transactions',
] as const;
export const STORES_REFRESHED_AFTER_CANCEL = [
	'wcpay/fraud-outcomes',
	'wcpay/timeline',
	'wcpay/payment-intents',
	'wcpay/charges',
] as const;

export interface AuthorizationsExtraState {
	/** Payment intent id → a capture or cancel is running. */
	requesting: Record<string, boolean>;
}

type ExtraAction = { type: 'SET_REQUESTING'; id: string; requesting: boolean };

function reducer(state: AuthorizationsExtraState, action: ExtraAction): AuthorizationsExtraState {
	if (action.type === 'SET_REQUESTING') {
		const requesting = { ...state.requesting };
		if (action.requesting) {
			requesting[action.id] = true;
		} else {
			delete requesting[action.id];
		}
		return { ...state, requesting };
	}
	return state;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any; select: any; registry: any };

function act(kind: 'capture' | 'cancel') {
	return (paymentIntentId: string, orderId: number | string) =>
		async ({ dispatch, select, registry }: Thunk): Promise<AuthorizationActionResponse | null> => {
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
					dispatch.updateItem(paymentIntentId, { is_captured: true, captured: true });
				}
				dispatch.invalidate();
				invalidateStores(
					registry,
					kind === 'capture' ? STORES_REFRESHED_AFTER_CAPTURE : STORES_REFRESHED_AFTER_CANCEL
				);
				registry.dispatch(noticesStore).createSuccessNotice(
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
				registry.dispatch(noticesStore).createErrorNotice(captureErrorMessage(error, orderId, kind));
				return null;
			} finally {
				dispatch({ type: 'SET_REQUESTING', id: paymentIntentId, requesting: false });
			}
		};
}

const actions = {
	/** POST /orders/{orderId}/capture_authorization. Resolves to `{ id, status }`, or null on failure. */
	captureAuthorization: act('capture'),
	/** POST /orders/{orderId}/cancel_authorization. Resolves to `{ id, status }`, or null on failure. */
	cancelAuthorization: act('cancel'),
};

const selectors = {
	isRequesting: (state: AuthorizationsExtraState, paymentIntentId: string) =>
		Boolean(state.requesting[paymentIntentId]),
	/** Payment intent id → true while its capture or cancel runs (the same object until a flag changes). */
	getRequesting: (state: AuthorizationsExtraState) => state.requesting,
};

export const { store, config: storeConfig } = composeListStore<
	Authorization & Partial<Pick<AuthorizationDetail, 'is_captured' | 'captured'>>,
	AuthorizationsSummary,
	AuthorizationsExtraState
>(
	{
		name: STORE_NAME,
		path: '/authorizations',
		summaryPath: '/authorizations/summary',
		itemPath: (id) => `/authorizations/${encodeURIComponent(id)}`,
		getId: (a) => a.payment_intent_id,
		messages: {
			list: __('Error retrieving uncaptured transactions.', 'woocommerce-payments'),
			summary: null,
			// authorization_missing is not an error (spec 001 §5): toUserMessage answers '' for it.
			item: (error) => toUserMessage(error, 'authorization.load') || null,
		},
	},
	{ initialState: { requesting: {} }, reducer, actions, selectors }
);
