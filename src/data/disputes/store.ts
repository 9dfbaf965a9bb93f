/**
 * `wcpay/disputes`: disputes list and summary (list-store factory) and their CSV export (downloaded and
 * e-mailed). The dispute detail, evidence and accept calls belong to the dispute screens' own store.
 */
import { __ } from '@wordpress/i18n';

import { createExportThunk } from '../shared/export-thunk';
import { composeListStore } from '../shared/list-extensions';
import type { Dispute, DisputesSummary } from './types';

export const STORE_NAME = 'wcpay/disputes';

export interface DisputesExtraState {
	isExporting: boolean;
}

type ExtraAction = { type: 'SET_EXPORTING'; exporting: boolean };

function reducer(state: DisputesExtraState, action: ExtraAction): DisputesExtraState {
	return action.type === 'SET_EXPORTING' ? { ...state, isExporting: action.exporting } : state;
}

export type { ExportRunOptions } from '../shared/export-thunk';

const actions = {
	/** Exports the disputes matching `filters` (downloaded and e-mailed to `userEmail` or the current user). */
	exportDisputes: createExportThunk({ path: '/disputes/download', emailNoticeId: 'wcpay-disputes-export' }),
};

export const { store, config: storeConfig } = composeListStore<Dispute, DisputesSummary, DisputesExtraState>(
	{
		name: STORE_NAME,
		path: '/disputes',
		summaryPath: '/disputes/summary',
		getId: (d) => d.dispute_id,
		messages: {
			list: __('Error retrieving disputes.', 'woocommerce-payments'),
			summary: __('Error retrieving the summary of disputes.', 'woocommerce-payments'),
		},
	},
	{
		initialState: { isExporting: false },
		reducer,
		actions,
		selectors: { isExporting: (state: DisputesExtraState) => state.isExporting },
	}
);
