/**
 * `wcpay/deposits`: payouts list, summary and single payout (list-store factory), the balance overview of
 * every currency (`getOverview`), instant payouts and the payouts CSV export.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiGet, apiPost, toApiError, type ApiError } from '../shared/api';
import { createExportThunk } from '../shared/export-thunk';
import { composeListStore } from '../shared/list-extensions';
import { toUserMessage } from '../../utils/errors';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import type { Deposit, DepositsOverviewAll, DepositsSummary } from './types';

export const STORE_NAME = 'wcpay/deposits';

export interface DepositsExtraState {
	overview: DepositsOverviewAll | null;
	overviewError: ApiError | null;
	isInstantDepositInProgress: boolean;
	/** The payout the last instant payout created. */
	instantDeposit: Deposit | null;
	isExporting: boolean;
}

const initialState: DepositsExtraState = {
	overview: null,
	overviewError: null,
	isInstantDepositInProgress: false,
	instantDeposit: null,
	isExporting: false,
};

type ExtraAction =
	| { type: 'RECEIVE_OVERVIEW'; overview: DepositsOverviewAll }
	| { type: 'RECEIVE_OVERVIEW_ERROR'; error: ApiError }
	| { type: 'INSTANT_DEPOSIT_START' }
	| { type: 'INSTANT_DEPOSIT_END'; deposit: Deposit | null }
	| { type: 'SET_EXPORTING'; exporting: boolean };

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
		case 'SET_EXPORTING':
			return { ...state, isExporting: action.exporting };
		default:
			return state;
	}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any; select: any; registry: any };

export type { ExportRunOptions } from '../shared/export-thunk';

const actions = {
	receiveOverview: (overview: DepositsOverviewAll) => ({ type: 'RECEIVE_OVERVIEW', overview }) as const,
	receiveOverviewError: (error: ApiError) => ({ type: 'RECEIVE_OVERVIEW_ERROR', error }) as const,

	/** Reloads the overview, lists, summaries and payouts on next read. */
	refreshDeposits:
		() =>
		({ dispatch }: Thunk) => {
			dispatch.invalidate();
			dispatch.invalidateResolutionForStoreSelector('getOverview');
		},

	/**
	 * Pays the instant balance of `currency` out (POST /deposits). Success: the notice 'Instant payout for
	 * (amount) in transit.' with a 'View details' link, and the overview and lists reload. Resolves to the
	 * new payout, or null after the error notice 'Error creating instant payout.'.
	 */
	submitInstantDeposit:
		(currency: string) =>
		async ({ dispatch, select, registry }: Thunk): Promise<Deposit | null> => {
			if (select.isInstantDepositInProgress()) {
				return null;
			}
			dispatch({ type: 'INSTANT_DEPOSIT_START' });
			try {
				const deposit = await apiPost<Deposit>('/deposits', { type: 'instant', currency });
				dispatch({ type: 'INSTANT_DEPOSIT_END', deposit });
				dispatch.receiveItem(deposit);
				dispatch.refreshDeposits();
				registry.dispatch(noticesStore).createSuccessNotice(
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
				registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'instantPayout'));
				return null;
			}
		},

	/**
	 * Exports the payouts matching `filters` (REST filters: `toDepositsFilters(query)`): prepare, poll up
	 * to 5 × 1 s, download. On failure, or without a file after the last poll: 'There was a problem
	 * generating your export.'.
	 */
	exportDeposits: createExportThunk({ path: '/deposits/download' }),
};

const selectors = {
	getOverview: (state: DepositsExtraState) => state.overview,
	getOverviewError: (state: DepositsExtraState) => state.overviewError,
	isInstantDepositInProgress: (state: DepositsExtraState) => state.isInstantDepositInProgress,
	getInstantDeposit: (state: DepositsExtraState) => state.instantDeposit,
	isExporting: (state: DepositsExtraState) => state.isExporting,
};

const resolvers = {
	getOverview:
		() =>
		async ({ dispatch, registry }: Thunk) => {
			try {
				dispatch.receiveOverview(await apiGet<DepositsOverviewAll>('/deposits/overview-all'));
			} catch (error) {
				dispatch.receiveOverviewError(toApiError(error));
				registry.dispatch(noticesStore).createErrorNotice(toUserMessage(error, 'payouts.overviews'));
			}
		},
};

export const { store, config: storeConfig } = composeListStore<Deposit, DepositsSummary, DepositsExtraState>(
	{
		name: STORE_NAME,
		path: '/deposits',
		summaryPath: '/deposits/summary',
		itemPath: (id) => `/deposits/${encodeURIComponent(id)}`,
		getId: (deposit) => deposit.id,
		messages: {
			list: __('Error retrieving payouts.', 'woocommerce-payments'),
			summary: null,
			item: (error) => toUserMessage(error, 'payout.load'),
		},
	},
	{ initialState, reducer, actions, selectors, resolvers }
);
