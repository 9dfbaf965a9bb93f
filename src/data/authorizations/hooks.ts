/** Hooks of `wcpay/authorizations` for the Uncaptured tab and the payment details screen. */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { createListHooks } from '../shared/list-hooks';
import type { Read } from '../shared/types';
import { isSuppressedError } from '../../utils/errors';
import { authorizationsList, type StoredAuthorization } from './query';
import { store } from './store';
import type { AuthorizationActionResponse } from './types';

export const {
	/**
	 * One page of uncaptured authorizations and their summary (count, total, currency). The Uncaptured
	 * tab's title is 'Uncaptured (count)' from `summary.count`.
	 *
	 * @example
	 * const { data, total, summary, isLoading } = useAuthorizations( getQuery() );
	 */
	useList: useAuthorizations,
	/**
	 * The authorizations summary alone (the tab's visibility and title need only this).
	 *
	 * @example
	 * const { data: summary, isLoading } = useAuthorizationsSummary( getQuery() );
	 */
	useSummary: useAuthorizationsSummary,
} = createListHooks(store, authorizationsList);

type Action = (
	paymentIntentId: string,
	orderId: number | string
) => Promise<AuthorizationActionResponse | null>;

/**
 * One authorization, with capture and cancel for it. The error `authorization_missing` (no such
 * authorization) is not an error: `error` stays undefined and `data` undefined. Without a payment intent id
 * nothing is requested.
 *
 * @example
 * const { data: authorization, isRequesting, doCapture } = useAuthorization( intent.id, order.number );
 */
export function useAuthorization(
	paymentIntentId: string | null | undefined,
	orderId?: number | string
): Read<StoredAuthorization | undefined> & {
	isRequesting: boolean;
	doCapture: () => Promise<AuthorizationActionResponse | null>;
	doCancel: () => Promise<AuthorizationActionResponse | null>;
} {
	const state = useSelect(
		(select) => {
			if (!paymentIntentId) {
				return { data: undefined, isLoading: false, error: undefined, isRequesting: false };
			}
			const s = select(store);
			const data = s.getItem(paymentIntentId);
			const error = s.getItemError(paymentIntentId);
			return {
				data,
				isLoading: !data && !s.hasFinishedResolution('getItem', [paymentIntentId]),
				error: error && isSuppressedError(error, 'authorization.load') ? undefined : error,
				isRequesting: s.isRequesting(paymentIntentId),
			};
		},
		[paymentIntentId]
	);
	const { captureAuthorization, cancelAuthorization } = useDispatch(store);
	const order = orderId ?? state.data?.order_id;
	const doCapture = useCallback(
		() =>
			paymentIntentId && order ? captureAuthorization(paymentIntentId, order) : Promise.resolve(null),
		[captureAuthorization, paymentIntentId, order]
	);
	const doCancel = useCallback(
		() =>
			paymentIntentId && order ? cancelAuthorization(paymentIntentId, order) : Promise.resolve(null),
		[cancelAuthorization, paymentIntentId, order]
	);
	return { ...state, doCapture, doCancel };
}

/**
 * Capture and cancel by id (the Uncaptured tab's rows), and the requesting flag per payment intent.
 *
 * @example
 * const { capture, isRequesting } = useAuthorizationActions();
 * await capture( row.payment_intent_id, row.order_id );
 */
export function useAuthorizationActions(): {
	capture: Action;
	cancel: Action;
	isRequesting: (paymentIntentId: string) => boolean;
} {
	const { captureAuthorization, cancelAuthorization } = useDispatch(store);
	const requesting = useSelect((select) => select(store).getRequesting(), []);
	const isRequesting = useCallback((id: string) => Boolean(requesting[id]), [requesting]);
	return { capture: captureAuthorization, cancel: cancelAuthorization, isRequesting };
}
