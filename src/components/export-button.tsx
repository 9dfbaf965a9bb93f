/**
 * The Export button of a list table (spec 001 §4.5, §5): optionally asks for confirmation in an accessible
 * modal first (large exports without filters), then runs the export and shows its progress — the button is
 * busy and a live status message says what is happening — and how it ended.
 *
 * Generic: the caller passes the export to run (e.g. `exportDeposits( query )` of src/data/deposits, which
 * prepares, polls and downloads with src/utils/export-job.ts and raises the failure notice) and, when the
 * list needs it, the confirmation question (`exportConfirmationMessage( kind, total )`).
 *
 * @example
 * <ExportButton
 *     onExport={ () => exportDeposits( query ) }
 *     isExporting={ isExporting }
 *     getConfirmation={ () => ( needsExportConfirmation( 'deposits', total, hasFilters ) ? exportConfirmationMessage( 'deposits', total ) : null ) }
 * />
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { download as downloadIcon } from '@wordpress/icons';

import './export-button.scss';
import { RecordEvent } from '../utils/tracks';
import { Button } from './button';

/** What an export resolves to (src/utils/export-job.ts `ExportOutcome`, or anything with a status). */
export type ExportResult = { status: 'downloaded' | 'failed' | 'timeout' | string } | null | undefined | void;

export interface ExportButtonProps {
	/** Runs the export; resolves when it has finished (downloaded, failed or given up). */
	onExport: () => Promise<ExportResult>;
	/** Whether an export is running (e.g. the store's `isExporting`). */
	isExporting: boolean;
	/** Called on click: a question to confirm first, or null to export at once. */
	getConfirmation?: () => string | null;
	/** Button text; default 'Export'. */
	label?: string;
	/** Title of the confirmation dialog; default 'Export'. */
	confirmTitle?: string;
	/** Status text while the export runs; default 'Preparing your export…'. */
	busyMessage?: string;
	disabled?: boolean;
}

export function ExportButton({
	onExport,
	isExporting,
	getConfirmation,
	label = __('Export', 'woocommerce-payments'),
	confirmTitle = __('Export', 'woocommerce-payments'),
	busyMessage = __('Preparing your export…', 'woocommerce-payments'),
	disabled = false,
}: ExportButtonProps) {
	const [question, setQuestion] = useState<string | null>(null);
	const [running, setRunning] = useState(false);
	const [message, setMessage] = useState('');
	const mounted = useRef(true);
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const busy = isExporting || running;

	const run = async () => {
		setQuestion(null);
		setRunning(true);
		setMessage(busyMessage);
		let result: ExportResult;
		try {
			result = await onExport();
		} catch {
			result = { status: 'failed' };
		}
		if (!mounted.current) {
			return;
		}
		setRunning(false);
		switch (result?.status) {
			case 'downloaded':
				setMessage(__('Your export has been downloaded.', 'woocommerce-payments'));
				break;
			case 'timeout':
				setMessage(
					__(
						'Your export is taking longer than expected. Please try again in a moment.',
						'woocommerce-payments'
					)
				);
				break;
			default:
				// Failures raise their own error notice.
				setMessage('');
		}
	};

	const onClick = () => {
		if (busy) {
			return;
		}
		const ask = getConfirmation?.() ?? null;
		if (ask) {
			setQuestion(ask);
			return;
		}
		void run();
	};

	return (
		<div className="wcpay-export-button">
			<Button
				variant="secondary"
				icon={downloadIcon}
				onClick={onClick}
				isBusy={busy}
				disabled={busy || disabled}
				accessibleWhenDisabled
				__next40pxDefaultSize
			>
				{label}
			</Button>
			<span className="wcpay-export-button__status" role="status" aria-live="polite">
				{message}
			</span>
			{question && (
				<Modal
					title={confirmTitle}
					onRequestClose={() => setQuestion(null)}
					className="wcpay-export-confirm"
					size="medium"
				>
					<RecordEvent name="wcpay_export_confirm_modal_opened" />
					<p>{question}</p>
					<div className="wcpay-export-confirm__actions">
						<Button variant="tertiary" onClick={() => setQuestion(null)} __next40pxDefaultSize>
							{__('Cancel', 'woocommerce-payments')}
						</Button>
						<Button variant="primary" onClick={() => void run()} __next40pxDefaultSize>
							{__('Continue', 'woocommerce-payments')}
						</Button>
					</div>
				</Modal>
			)}
		</div>
	);
}
