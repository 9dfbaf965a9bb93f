/**
 * One evidence file field (spec 002 §4.5, §5.3): idle (an 'Upload file' button over a pdf/png/jpeg file
 * input), uploading (busy, with the file's name), done (the file's name — from this session's upload or
 * GET /file/{id}/details — with a download button and, while editable, a remove button; an image shows its
 * preview, fetched from GET /file/{id}) and error (the server's message under the field; the field is
 * cleared). A file that would take the dispute over its total size is refused with the catalogue's info
 * text. Remote names render as text. The field is a fieldset named by its legend, which also names the file
 * input.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import {
	downloadEvidenceFile,
	filePreviewUrl,
	isPreviewableFile,
	useFileDetails,
	type EvidenceKey,
} from '../../data/dispute-details';
import { toUserMessage } from '../../utils/errors';
import { FILE_ACCEPT } from './rules';
import { FILE_LIMIT_MESSAGE } from './messages';
import type { UploadState } from './use-evidence-form';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

export interface FileFieldProps {
	fieldKey: EvidenceKey;
	label: string;
	description?: string;
	/** The file id the evidence holds ('' or undefined: none). */
	fileId?: string;
	/** The name of a file uploaded on this screen. */
	knownName?: string;
	upload?: UploadState;
	readOnly: boolean;
	onSelect: (file: File) => void;
	onRemove: () => void;
}

/**
 * The name of a stored file: known from this session, else its details; with the error of a failed details
 * load ('Error retrieving file.' is shown beside the file, whose id stands in for its name), and its type
 * when the details say it.
 */
function useFileName(
	fileId: string | undefined,
	knownName: string | undefined
): { name: string | null; type: string | null; loadError: boolean } {
	const details = useFileDetails(fileId && !knownName ? fileId : null);
	if (!fileId) {
		return { name: null, type: null, loadError: false };
	}
	const loadError = !knownName && !details.data && Boolean(details.error);
	return {
		name: knownName ?? details.data?.filename ?? (loadError ? fileId : null),
		type: knownName ? null : (details.data?.type ?? null),
		loadError,
	};
}

/**
 * The preview of a stored image file. A preview that cannot be loaded says so, with a retry that loads the
 * image again (a new element: the browser fetches it anew); the file's name and download stay usable.
 */
function FilePreview({ fileId, name }: { fileId: string; name: string }) {
	const [failed, setFailed] = useState<{ id: string; attempt: number } | null>(null);
	const [attempt, setAttempt] = useState(0);
	if (failed?.id === fileId && failed.attempt === attempt) {
		return (
			<span className="wcpay-evidence-file__preview-error">
				{sprintf(
					/* translators: %s: file name */
					__('The preview of %s could not be loaded.', 'woocommerce-payments'),
					name
				)}{' '}
				<Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
					{__('Try again', 'woocommerce-payments')}
				</Button>
			</span>
		);
	}
	return (
		<img
			key={`${fileId}-${attempt}`}
			className="wcpay-evidence-file__preview"
			src={filePreviewUrl(fileId)}
			alt={sprintf(
				/* translators: %s: file name */
				__('Preview of %s', 'woocommerce-payments'),
				name
			)}
			onError={() => setFailed({ id: fileId, attempt })}
		/>
	);
}

const DOWNLOAD_ERROR_NOTICE = 'wcpay-evidence-download-error';

export function FileField({
	fieldKey,
	label,
	description,
	fileId,
	knownName,
	upload,
	readOnly,
	onSelect,
	onRemove,
}: FileFieldProps) {
	const input = useRef<HTMLInputElement>(null);
	const { createErrorNotice, removeNotice } = useDispatch(noticesStore);
	const id = `wcpay-evidence-${fieldKey}`;
	const { name, type, loadError } = useFileName(fileId || undefined, knownName);
	const isUploading = upload?.status === 'uploading';
	const hasFile = Boolean(fileId) && !isUploading;
	const fieldset = useRef<HTMLFieldSetElement>(null);
	/** Set when the merchant starts an upload or removes the file: focus follows the field's new state. */
	const keepFocus = useRef(false);

	// The control that had focus goes with the state it belonged to (Upload file → uploading → Remove, or
	// back to Upload file after a failure or a removal): focus lost to the page moves to the new state's
	// control instead. Focus the merchant moved elsewhere is left alone.
	useLayoutEffect(() => {
		if (!keepFocus.current) {
			return;
		}
		const active = document.activeElement;
		if (active && active !== document.body && !fieldset.current?.contains(active)) {
			keepFocus.current = false;
			return;
		}
		if (!active || active === document.body) {
			fieldset.current?.querySelector<HTMLElement>('[data-focus-target]')?.focus();
		}
		if (!isUploading) {
			keepFocus.current = false;
		}
	}, [isUploading, hasFile, upload?.status]);

	const download = () => {
		if (fileId) {
			// One notice for a failed download; a download that then works takes it away.
			downloadEvidenceFile(fileId).then(
				() => void removeNotice(DOWNLOAD_ERROR_NOTICE),
				(error: unknown) => {
					void createErrorNotice(toUserMessage(error, 'evidence.download'), {
						id: DOWNLOAD_ERROR_NOTICE,
					});
				}
			);
		}
	};

	return (
		// A fieldset named by its legend: the label then names the file input alone (a lookup by label finds it).
		<fieldset
			ref={fieldset}
			className="wcpay-evidence-file"
			aria-describedby={description ? `${id}-help` : undefined}
			data-field={fieldKey}
		>
			<legend className="wcpay-evidence-file__label" id={`${id}-label`}>
				{label}
			</legend>
			{description && (
				<p className="wcpay-evidence-file__help" id={`${id}-help`}>
					{description}
				</p>
			)}
			{isUploading && (
				<div className="wcpay-evidence-file__row" role="status" tabIndex={-1} data-focus-target>
					<Spinner />
					<span>
						{sprintf(
							/* translators: %s: file name */
							__('Uploading %s…', 'woocommerce-payments'),
							upload.fileName
						)}
					</span>
				</div>
			)}
			{hasFile && (
				<div className="wcpay-evidence-file__row">
					{fileId && name && isPreviewableFile(name, type) ? (
						<FilePreview fileId={fileId} name={name} />
					) : null}
					<span className="wcpay-evidence-file__name">
						{name ?? __('Loading file details…', 'woocommerce-payments')}
					</span>
					<Button
						variant="link"
						onClick={download}
						data-focus-target={readOnly ? true : undefined}
						aria-label={sprintf(
							/* translators: %s: file name or the field's label */
							__('Download %s', 'woocommerce-payments'),
							name ?? label
						)}
					>
						{__('Download', 'woocommerce-payments')}
					</Button>
					{!readOnly && (
						<Button
							variant="link"
							isDestructive
							onClick={() => {
								keepFocus.current = true;
								onRemove();
							}}
							data-focus-target
							aria-label={sprintf(
								/* translators: %s: file name or the field's label */
								__('Remove %s', 'woocommerce-payments'),
								name ?? label
							)}
						>
							{__('Remove', 'woocommerce-payments')}
						</Button>
					)}
				</div>
			)}
			{hasFile && loadError && (
				<p className="wcpay-evidence-file__error" role="alert">
					{toUserMessage(null, 'file.load')}
				</p>
			)}
			{!hasFile && !isUploading && readOnly && (
				<p className="wcpay-evidence-file__empty">{__('No file', 'woocommerce-payments')}</p>
			)}
			{!hasFile && !isUploading && !readOnly && (
				<div className="wcpay-evidence-file__row">
					<input
						ref={input}
						type="file"
						id={id}
						name={fieldKey}
						accept={FILE_ACCEPT}
						hidden
						aria-labelledby={`${id}-label`}
						onChange={(event) => {
							const file = event.target.files?.[0];
							event.target.value = '';
							if (file) {
								keepFocus.current = true;
								onSelect(file);
							}
						}}
					/>
					<Button
						variant="secondary"
						onClick={() => input.current?.click()}
						data-focus-target
						aria-describedby={`${id}-label`}
						__next40pxDefaultSize
					>
						{__('Upload file', 'woocommerce-payments')}
					</Button>
				</div>
			)}
			{upload?.status === 'error' && (
				<p className="wcpay-evidence-file__error" role="alert">
					{upload.message}
				</p>
			)}
			{upload?.status === 'limit' && (
				<Notice status="info" isDismissible={false} className="wcpay-evidence-file__limit">
					{FILE_LIMIT_MESSAGE()}
				</Notice>
			)}
		</fieldset>
	);
}
