/**
 * `wcpay/deposits`: payouts list, summary, single payout and export (the shared list store), the balance
 * overview of every currency (`getOverview`) and instant payouts.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { toApiError } from '../shared/api';
import { createListStore, listActions, type ListThunkArgs } from '../shared/list-store';
import { fetchRead } from '../shared/reads';
import { resolveRead } from '../shared/store';
import type { ApiError } from '../shared/types';
import { apiPost } from '../shared/api';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import { toUserMessage } from '../../utils/errors';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { depositsList, overviewRead, storeRead } from './query';
import type { Deposit, DepositsOverviewAll, DepositsSummary } from './types';

export interface DepositsExtraState {
	overview: DepositsOverviewAll | null;
	overviewError: ApiError | null;
	isInstantDepositInProgress: boolean;
	/** The payout the last instant payout created. */
	instantDeposit: Deposit | null;
}

const initialState: DepositsExtraState = {
	overview: null,
	overviewError: null,
	isInstantDepositInProgress: false,
	instantDeposit: null,
};

type ExtraAction =
	| { type: 'RECEIVE_OVERVIEW'; overview: DepositsOverviewAll }
	| { type: 'RECEIVE_OVERVIEW_ERROR'; error: ApiError }
	| { type: 'INSTANT_DEPOSIT_START' }
	| { type: 'INSTANT_DEPOSIT_END'; deposit: Deposit | null };

function reducer(state: DepositsExtraState, action: ExtraAction): DepositsExtraState {
	switch (action.type) {
		case 'RECEIVE_OVERVIEW':
			return { ...state, overview: action.overview, overviewError: null };
		case 'RECEIVE_OVERVIEW_ERROR':
			return { ...state, overviewError: action.error };
		case 'INSTANT_DEPOSIT_START':
			return { ...state, isInstantDepositInProgress: true };
		case 'INSTANT_DEPOSIT_END':
			return {
				...state,
				isInstantDepositInProgress: false,
				instantDeposit: action.deposit ?? state.instantDeposit,
			};
		default:
			return state;
	}
}

const selectors = {
	/**
	 * The balance overview of every currency; null until loaded.
	 *
	 * @example
	 * const overview = select( depositsStore ).getOverview(); // DepositsOverviewAll | null
	 */
	getOverview: (state: DepositsExtraState) => state.overview,
	/**
	 * The error of the last overview load; null after a success.
	 *
	 * @example
	 * const error = select( depositsStore ).getOverviewError(); // ApiError | null
	 */
	getOverviewError: (state: DepositsExtraState) => state.overviewError,
	/**
	 * Whether an instant payout is being created.
	 *
	 * @example
	 * select( depositsStore ).isInstantDepositInProgress(); // false
	 */
	isInstantDepositInProgress: (state: DepositsExtraState) => state.isInstantDepositInProgress,
	/**
	 * The payout the last instant payout of this page created.
	 *
	 * @example
	 * const payout = select( depositsStore ).getInstantDeposit(); // Deposit | null
	 */
	getInstantDeposit: (state: DepositsExtraState) => state.instantDeposit,
};

type Args = ListThunkArgs<Deposit, DepositsSummary, ExtraAction, typeof selectors>;

const list = listActions<Deposit, DepositsSummary>();

/** Reloads the overview, lists, summaries and payouts on next read. */
const refreshDeposits =
	() =>
	({ dispatch }: Args): void => {
		dispatch(list.invalidate());
		dispatch.invalidateResolutionForStoreSelector('getOverview');
	};

/**
 * Pays the instant balance of `currency` out (POST /deposits). Success: the notice 'Instant payout for
 * (amount) in transit.' with a 'View details' link, and the overview and lists reload. Resolves to the new
 * payout, or null after the error notice 'Error creating instant payout.'.
 */
const submitInstantDeposit =
	(currency: string) =>
	async ({ dispatch, select, registry }: Args): Promise<Deposit | null> => {
		if (select.isInstantDepositInProgress()) {
			return null;
		}
		dispatch({ type: 'INSTANT_DEPOSIT_START' });
		try {
			const deposit = await apiPost<Deposit>('/deposits', { type: 'instant', currency });
			dispatch({ type: 'INSTANT_DEPOSIT_END', deposit });
			dispatch(list.receiveItem(deposit));
			dispatch(refreshDeposits());
			writeSucceeded(registry, 'instantPayout');
			void registry.dispatch(noticesStore).createSuccessNotice(
				sprintf(
					/* translators: %s: the payout amount, e.g. $12.34 */
					__('Instant payout for %s in transit.', 'woocommerce-payments'),
					formatCurrency(deposit.amount, deposit.currency)
				),
				{
					id: 'wcpay-instant-deposit',
					actions: [
						{
							label: __('View details', 'woocommerce-payments'),
							url: getAdminPageUrl('/payments/payouts/details', { id: deposit.id }),
						},
					],
				}
			);
			return deposit;
		} catch (error) {
			dispatch({ type: 'INSTANT_DEPOSIT_END', deposit: null });
			writeFailed(registry, 'instantPayout', toUserMessage(error, 'instantPayout'));
			return null;
		}
	};

const resolvers = {
	getOverview:
		() =>
		async ({ dispatch, registry }: Args) => {
			try {
				dispatch({
					type: 'RECEIVE_OVERVIEW',
					overview: await fetchRead<DepositsOverviewAll>(overviewRead()),
				});
			} catch (error) {
				dispatch({ type: 'RECEIVE_OVERVIEW_ERROR', error: toApiError(error) });
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(toUserMessage(error, 'payouts.overviews'));
			}
		},
};

export const store = createListStore(
	{
		list: depositsList,
		messages: {
			list: __('Error retrieving payouts.', 'woocommerce-payments'),
			summary: null,
			item: (error) => toUserMessage(error, 'payout.load'),
		},
	},
	{ initialState, reducer, selectors, actions: { refreshDeposits, submitInstantDeposit }, resolvers }
);

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
