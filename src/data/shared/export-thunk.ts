/**
 * The CSV export action of the payouts, transactions and disputes stores (spec 001 §4.5, spec 002 §5.2):
 * flag the store as exporting, ask the server to prepare the file, poll its availability and download it
 * (src/utils/export-job.ts), and raise the notices. Each store keeps an `isExporting` flag that its reducer
 * sets on {@link SET_EXPORTING}.
 *
 * Two flavours:
 * - a file that is also e-mailed (transactions, disputes): the e-mail address and locale default to the
 *   signed-in user's, the snackbar "We're processing your export. The file will download automatically and
 *   be emailed to {email}." comes first, and only a failure raises an error notice (after the last poll
 *   without a file the e-mailed copy may still arrive);
 * - a file that is only downloaded (payouts): no snackbar, nothing defaulted, and no file after every poll
 *   is reported like a failure, since it would leave the merchant with nothing.
 *
 * The error notice is 'There was a problem generating your export.'.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { getPaymentsSettings } from '../../settings';
import { toUserMessage } from '../../utils/errors';
import { runExportJob, type ExportJobOptions, type ExportOutcome } from '../../utils/export-job';
import type { ExportAvailability, ExportStarted } from '../deposits/types';
import { apiGet, apiPost, type Query } from './api';

/** Options of an export: who it is for, and test hooks of the polling. */
export type ExportRunOptions = { userEmail?: string; locale?: string } & Pick<
	ExportJobOptions,
	'download' | 'sleep' | 'attempts' | 'intervalMs'
>;

/** The action type of a store's `isExporting` flag: `{ type: SET_EXPORTING, exporting }`. */
export const SET_EXPORTING = 'SET_EXPORTING';

export interface ExportThunkConfig {
	/** REST path of the prepare call, e.g. `/transactions/download`. */
	path: string;
	/** The file is also e-mailed: the id of the "We're processing your export…" snackbar. */
	emailNoticeId?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thunk = { dispatch: any; registry: any };

/**
 * The export action of a store: `exportX(filters, options)` exports the rows matching `filters` (the REST
 * filters of the page query) and resolves to the outcome of the job.
 */
export function createExportThunk(config: ExportThunkConfig) {
	const emailed = config.emailNoticeId !== undefined;
	return (filters: Query, options: ExportRunOptions = {}) =>
		async ({ dispatch, registry }: Thunk): Promise<ExportOutcome> => {
			const settings = emailed ? getPaymentsSettings() : undefined;
			const {
				userEmail = settings?.currentUserEmail ?? undefined,
				locale = settings?.userLocale?.code ?? undefined,
				...job
			} = options;
			const notices = registry.dispatch(noticesStore);
			dispatch({ type: SET_EXPORTING, exporting: true });
			if (emailed) {
				notices.createInfoNotice(
					sprintf(
						/* translators: %s: e-mail address of the current user */
						__(
							"We're processing your export. The file will download automatically and be emailed to %s.",
							'woocommerce-payments'
						),
						userEmail ?? ''
					),
					{ type: 'snackbar', id: config.emailNoticeId }
				);
			}
			try {
				const outcome = await runExportJob({
					...job,
					start: () =>
						apiPost<ExportStarted>(config.path, {
							...filters,
							...(userEmail ? { user_email: userEmail } : {}),
							...(locale ? { locale } : {}),
						}),
					poll: (id) => apiGet<ExportAvailability>(`/exports/${encodeURIComponent(id)}`),
				});
				if (outcome.status === 'failed' || (!emailed && outcome.status === 'timeout')) {
					const error = outcome.status === 'failed' ? outcome.error : undefined;
					notices.createErrorNotice(toUserMessage(error, 'export'));
				}
				return outcome;
			} finally {
				dispatch({ type: SET_EXPORTING, exporting: false });
			}
		};
}
