/** Hooks of `wcpay/authorizations` for the Uncaptured tab and the payment details screen. */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import type { ApiError } from '../shared/api';
import { useListView, type ListView } from '../shared/list-extensions';
import { isSuppressedError } from '../../utils/errors';
import type { PageQuery, RestParams } from '../../utils/list-query';
import { toAuthorizationsParams } from './query';
import { store } from './store';
import type {
	Authorization,
	AuthorizationActionResponse,
	AuthorizationDetail,
	AuthorizationsSummary,
} from './types';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One page of uncaptured authorizations and their summary (count, total, currency): `{ data, total,
 * summary, isLoading, isSummaryLoading, error, summaryError, params }`. The Uncaptured tab's title is
 * 'Uncaptured (count)' from `summary.count`.
 */
export function useAuthorizations(
	query: PageQuery,
	{ withSummary = true }: { withSummary?: boolean } = {}
): ListView<Authorization, AuthorizationsSummary> & { params: RestParams } {
	const key = JSON.stringify(query);
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const params = useMemo(() => toAuthorizationsParams(query), [key]);
	return { ...useListView<Authorization, AuthorizationsSummary>(store, params, { withSummary }), params };
}

/** The authorizations summary alone (the tab's visibility and title need only this). */
export function useAuthorizationsSummary(): {
	summary?: AuthorizationsSummary;
	isLoading: boolean;
	error?: ApiError;
} {
	return useSelect((select) => {
		const s = select(store) as any;
		return {
			summary: s.getSummary({}) as AuthorizationsSummary | undefined,
			isLoading: !s.hasFinishedResolution('getSummary', [{}]),
			error: s.getSummaryError({}) as ApiError | undefined,
		};
	}, []);
}

/**
 * One authorization, with capture and cancel for it: `{ authorization, isLoading, error, isRequesting,
 * doCapture, doCancel }`. The error `authorization_missing` (no such authorization) is not an error:
 * `error` stays undefined and `authorization` undefined. Without a payment intent id nothing is requested.
 */
export function useAuthorization(
	paymentIntentId: string | null | undefined,
	orderId?: number | string
): {
	authorization?: Authorization & Partial<AuthorizationDetail>;
	isLoading: boolean;
	error?: ApiError;
	isRequesting: boolean;
	doCapture: () => Promise<AuthorizationActionResponse | null>;
	doCancel: () => Promise<AuthorizationActionResponse | null>;
} {
	const state = useSelect(
		(select) => {
			if (!paymentIntentId) {
				return { authorization: undefined, isLoading: false, error: undefined, isRequesting: false };
			}
			const s = select(store) as any;
			const authorization = s.getItem(paymentIntentId);
			const error = s.getItemError(paymentIntentId) as ApiError | undefined;
			return {
				authorization,
				isLoading: !authorization && !s.hasFinishedResolution('getItem', [paymentIntentId]),
				error: error && isSuppressedError(error, 'authorization.load') ? undefined : error,
				isRequesting: s.isRequesting(paymentIntentId) as boolean,
			};
		},
		[paymentIntentId]
	);
	const { captureAuthorization, cancelAuthorization } = useDispatch(store) as any;
	const order = orderId ?? state.authorization?.order_id;
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

/** Capture and cancel by id (the Uncaptured tab's rows), and the requesting flag per payment intent. */
export function useAuthorizationActions(): {
	capture: (
		paymentIntentId: string,
		orderId: number | string
	) => Promise<AuthorizationActionResponse | null>;
	cancel: (
		paymentIntentId: string,
		orderId: number | string
	) => Promise<AuthorizationActionResponse | null>;
	isRequesting: (paymentIntentId: string) => boolean;
} {
	const { captureAuthorization, cancelAuthorization } = useDispatch(store) as any;
	const requesting = useSelect(
		(select) => (select(store) as any).getRequesting() as Record<string, boolean>,
		[]
	);
	const isRequesting = useCallback((id: string) => Boolean(requesting[id]), [requesting]);
	return { capture: captureAuthorization, cancel: cancelAuthorization, isRequesting };
}
