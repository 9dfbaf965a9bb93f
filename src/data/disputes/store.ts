/**
 * `wcpay/disputes`: disputes list and summary (list-store factory) and their CSV export (downloaded and
 * e-mailed). The dispute detail, evidence and accept calls belong to the dispute screens' own store.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { apiGet, apiPost, type Query } from '../shared/api';
import { composeListStore } from '../shared/list-extensions';
import { getPaymentsSettings } from '../../settings';
import { toUserMessage } from '../../utils/errors';
import { runExportJob, type ExportJobOptions, type ExportOutcome } from '../../utils/export-job';
import type { ExportAvailability, ExportStarted } from '../deposits/types';
import type { Dispute, DisputesSummary } from './types';

export const STORE_NAME = 'wcpay/disputes';

export interface DisputesExtraState {
	isExporting: boolean;
}

type ExtraAction = { type: 'SET_EXPORTING'; exporting: boolean };

function reducer(state: DisputesExtraState, action: ExtraAction): DisputesExtraState {
	return action.type === 'SET_EXPORTING' ? { ...state, isExporting: action.exporting } : state;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any; select: any; registry: any };

export type ExportRunOptions = { userEmail?: string; locale?: string } & Pick<
	ExportJobOptions,
	'download' | 'sleep' | 'attempts' | 'intervalMs'
>;

const actions = {
	/** Exports the disputes matching `filters` (downloaded and e-mailed to `userEmail` or the current user). */
	exportDisputes:
		(filters: Query, options: ExportRunOptions = {}) =>
		async ({ dispatch, registry }: Thunk): Promise<ExportOutcome> => {
			const settings = getPaymentsSettings();
			const {
				userEmail = settings?.currentUserEmail ?? '',
				locale = settings?.userLocale?.code ?? '',
				...job
			} = options;
			dispatch({ type: 'SET_EXPORTING', exporting: true });
			registry.dispatch(noticesStore).createInfoNotice(
				sprintf(
					/* translators: %s: e-mail address of the current user */
					__(
						"We're processing your export. The file will download automatically and be emailed to %s.",
						'woocommerce-payments'
					),
					userEmail
				),
				{ type: 'snackbar', id: 'wcpay-disputes-export' }
			);
			try {
				const outcome = await runExportJob({
					...job,
					start: () =>
						apiPost<ExportStarted>('/disputes/download', {
							...filters,
							...(userEmail ? { user_email: userEmail } : {}),
							...(locale ? { locale } : {}),
						}),
					poll: (id) => apiGet<ExportAvailability>(`/exports/${encodeURIComponent(id)}`),
				});
				if (outcome.status === 'failed') {
					registry.dispatch(noticesStore).createErrorNotice(toUserMessage(outcome.error, 'export'));
				}
				return outcome;
			} finally {
				dispatch({ type: 'SET_EXPORTING', exporting: false });
			}
		},
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
