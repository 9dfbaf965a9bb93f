/**
 * The CSV export flow of spec 001 §4.5, shared by payouts, transactions (and disputes): ask the server to
 * prepare the file (→ `export_id`), poll the availability endpoint up to 5 times at 1-second intervals,
 * and download the file as soon as a `download_url` comes back. The stores wrap it with their notices
 * (src/data/deposits, src/data/transactions); this module stays free of API and store code so that it
 * is unit-testable with fake timers.
 */
import { __, sprintf } from '@wordpress/i18n';

/** Polls of the availability endpoint before giving up (spec 001 §9). */
export const EXPORT_POLL_ATTEMPTS = 5;

/** Milliseconds between polls (spec 001 §9). */
export const EXPORT_POLL_INTERVAL_MS = 1000;

/** Row counts from which an export without filters asks for confirmation (spec 001 §5, spec 002 §5.2). */
export const EXPORT_CONFIRMATION_THRESHOLDS = {
	deposits: 1000,
	transactions: 10000,
	disputes: 1000,
} as const;

export type ExportKind = keyof typeof EXPORT_CONFIRMATION_THRESHOLDS;

/** What the availability endpoint answers. */
export interface ExportPollAnswer {
	status: 'pending' | 'success' | 'failed';
	download_url: string | null;
}

export interface ExportJobOptions {
	/** Asks the server to prepare the file; resolves with its export id. */
	start: () => Promise<{ export_id: string }>;
	/** Reads the availability of an export. */
	poll: (exportId: string) => Promise<ExportPollAnswer>;
	/** Downloads the file; default: a temporary `<a download>` clicked once. */
	download?: (url: string) => void;
	attempts?: number;
	intervalMs?: number;
	/** Waits between polls (tests pass a fake). */
	sleep?: (ms: number) => Promise<void>;
}

export type ExportOutcome =
	| { status: 'downloaded'; exportId: string; url: string }
	/** The server reported a failure, or a call failed (`error` holds what it threw). */
	| { status: 'failed'; exportId?: string; error?: unknown }
	/** No file after every poll: nothing is downloaded (the e-mailed copy may still arrive). */
	| { status: 'timeout'; exportId: string };

/** Navigates a temporary link to the file (the server answers it as an attachment). */
export function downloadFromUrl(url: string): void {
	const link = document.createElement('a');
	link.href = url;
	link.download = '';
	link.rel = 'noopener';
	link.style.display = 'none';
	document.body.appendChild(link);
	try {
		link.click();
	} finally {
		link.remove();
	}
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs one export: prepare, poll (up to `attempts` times, `intervalMs` apart), download. Never throws. */
export async function runExportJob(options: ExportJobOptions): Promise<ExportOutcome> {
	const attempts = options.attempts ?? EXPORT_POLL_ATTEMPTS;
	const interval = options.intervalMs ?? EXPORT_POLL_INTERVAL_MS;
	const sleep = options.sleep ?? defaultSleep;
	const download = options.download ?? downloadFromUrl;
	let exportId: string;
	try {
		exportId = (await options.start()).export_id;
	} catch (error) {
		return { status: 'failed', error };
	}
	if (!exportId) {
		return { status: 'failed' };
	}
	for (let attempt = 0; attempt < attempts; attempt++) {
		await sleep(interval);
		let answer: ExportPollAnswer;
		try {
			answer = await options.poll(exportId);
		} catch (error) {
			return { status: 'failed', exportId, error };
		}
		if (answer.status === 'failed') {
			return { status: 'failed', exportId };
		}
		if (answer.download_url) {
			download(answer.download_url);
			return { status: 'downloaded', exportId, url: answer.download_url };
		}
	}
	return { status: 'timeout', exportId };
}

/**
 * Whether an export must be confirmed first: no filter is active and it would include at least the
 * threshold of rows (1000 payouts or disputes, 10000 transactions).
 */
export function needsExportConfirmation(kind: ExportKind, rowCount: number, hasFilters: boolean): boolean {
	return !hasFilters && rowCount >= EXPORT_CONFIRMATION_THRESHOLDS[kind];
}

/** The confirmation question (catalogue texts of spec 001 §5 and spec 002 §5.2). */
export function exportConfirmationMessage(kind: ExportKind, rowCount: number): string {
	switch (kind) {
		case 'deposits':
			return sprintf(
				/* translators: %d: number of payouts */
				__(
					"You are about to export %d deposits. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?",
					'woocommerce-payments'
				),
				rowCount
			);
		case 'transactions':
			return sprintf(
				/* translators: %d: number of transactions */
				__(
					"You are about to export %d transactions. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?",
					'woocommerce-payments'
				),
				rowCount
			);
		case 'disputes':
			return sprintf(
				/* translators: %d: number of disputes */
				__(
					"You are about to export %d disputes. If you'd like to reduce the size of your export, you can use one or more filters. Would you like to continue?",
					'woocommerce-payments'
				),
				rowCount
			);
	}
}
