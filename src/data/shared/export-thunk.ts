/**
 * The CSV export action of the list stores with a server export (payouts, transactions, disputes; spec 001
 * §4.5, §7.3, spec 002 §5.2): flag the store as exporting, ask the server to prepare the file
 * (`GET …/download` with the filters), poll its availability and download it (src/utils/export-job.ts),
 * and raise the notices. The list store's reducer sets `isExporting` on `SET_EXPORTING` (list-state.ts). The
 * list store loads this module when an export starts, so pages that never export do not download it.
 *
 * Two flavours:
 * - a file that is also e-mailed (transactions, disputes): the e-mail address and locale default to the
 *   signed-in user's, the snackbar "We're processing your export. The file will download automatically and
 *   be emailed to {email}." comes first, and only a failure raises an error notice (after the last poll
 *   without a file the e-mailed copy may still arrive);
 * - a file that is only downloaded (payouts): no snackbar, and no file after every poll is reported like a
 *   failure, since it would leave the merchant with nothing.
 *
 * The error notice is 'There was a problem generating your export.'.
 */
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { getPaymentsSettings } from '../../settings';
import { toUserMessage } from '../../utils/errors';
import { runExportJob, type ExportJobOptions, type ExportOutcome } from '../../utils/export-job';
import { apiGet } from './api';
import { SET_EXPORTING } from './list-state';
import type { ThunkArgs } from './store';
import type { Query } from './types';
import { writeFailed, writeSucceeded } from './write-notices';

/** The answer of an export's prepare call. */
export interface ExportStarted {
	export_id: string;
}

export type ExportStatus = 'pending' | 'success' | 'failed';

/** GET /exports/{export_id} answer. */
export interface ExportAvailability {
	export_id: string;
	status: ExportStatus;
	/** Set once `status` is 'success': a same-origin URL of the CSV (carries the REST nonce). */
	download_url: string | null;
}

/** Options of an export: who it is for, and test hooks of the polling. */
export type ExportRunOptions = { userEmail?: string; locale?: string } & Pick<
	ExportJobOptions,
	'download' | 'sleep' | 'attempts' | 'intervalMs'
>;

export interface ExportThunkConfig {
	/** REST path of the prepare call, e.g. `/transactions/download`; empty when the list has no export. */
	path: string;
	/** The file is also e-mailed: the id of the "We're processing your export…" snackbar. */
	emailNoticeId?: string;
}

type ExportArgs = ThunkArgs<{ type: typeof SET_EXPORTING; exporting: boolean }, unknown>;

/**
 * The export action of a store: `exportList( filters, options )` exports the rows matching `filters` (the
 * REST filters of the page query) and resolves to the outcome of the job.
 *
 * @example
 * const outcome = await dispatch( transactionsStore ).exportList( transactions.filters( query ) );
 */
export function createExportThunk(config: ExportThunkConfig) {
	const emailed = config.emailNoticeId !== undefined;
	return (filters: Query, options: ExportRunOptions = {}) =>
		async ({ dispatch, registry }: ExportArgs): Promise<ExportOutcome> => {
			if (!config.path) {
				return { status: 'failed' };
			}
			const settings = getPaymentsSettings();
			const {
				userEmail = settings?.currentUserEmail || undefined,
				locale = settings?.userLocale?.code || undefined,
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
						apiGet<ExportStarted>(config.path, { ...filters, user_email: userEmail, locale }),
					poll: (id) => apiGet<ExportAvailability>(`/exports/${encodeURIComponent(id)}`),
				});
				if (outcome.status === 'failed' || (!emailed && outcome.status === 'timeout')) {
					const error = outcome.status === 'failed' ? outcome.error : undefined;
					// Nothing is on its way: the 'will be emailed' notice goes, the failure stays.
					if (emailed) {
						void notices.removeNotice(config.emailNoticeId as string);
					}
					writeFailed(registry, `export.${config.path}`, toUserMessage(error, 'export'));
				} else {
					writeSucceeded(registry, `export.${config.path}`);
				}
				return outcome;
			} finally {
				dispatch({ type: SET_EXPORTING, exporting: false });
			}
		};
}
