/**
 * The evidence being edited, for both variants of the screen (spec 002 §4.5, §5.3): the evidence and the
 * product type with the last saved state (whether anything is unsaved), the character limits (with their
 * notice, shown once), the per-field uploads (type and total-size checks before the upload, busy while it
 * runs, the server's message and the field cleared on failure), and the save (refused while an upload runs,
 * the failure notice with the server's reason, analytics events). Uploads live here, not in the fields, so
 * that an upload finishing after its step was left still lands in the evidence.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import {
	uploadEvidenceFile,
	useDisputeActions,
	type DisputeDetail,
	type Evidence,
	type EvidenceKey,
	type EvidenceProductType,
} from '../../data/dispute-details';
import { writeNoticeId } from '../../data/shared/write-notices';
import { toUserMessage } from '../../utils/errors';
import { recordEvent } from '../../utils/tracks';
import {
	buildMetadata,
	defaultProductType,
	exceedsFileLimit,
	initialEvidence,
	isAcceptedFile,
	isEditableStatus,
	limitValue,
	sameEvidence,
} from './rules';
import { CHAR_LIMIT_MESSAGE, FILE_TYPE_MESSAGE, UPLOAD_WAIT_MESSAGE } from './messages';

/** The evidence in the form's state → the evidence a save sends (defaults shown, values kept outside). */
export type AsSent = (evidence: Evidence) => Evidence;

const sentAsIs: AsSent = (evidence) => evidence;

/** The state of one file field's upload; a field without an entry is idle (or done, when it holds a file). */
export type UploadState =
	| { status: 'uploading'; size: number; fileName: string }
	| { status: 'error'; message: string }
	| { status: 'limit' };

/** Ids of the screen's two warnings (the character limit, an upload still running). */
const CHAR_LIMIT_NOTICE = 'wcpay-evidence-char-limit';
const UPLOAD_WAIT_NOTICE = 'wcpay-evidence-upload-wait';

interface Saved {
	evidence: Evidence;
	productType: EvidenceProductType | '';
}

/**
 * The evidence form of a dispute; read once from the dispute when the screen opens (a refreshed dispute
 * after a save does not reset what is being typed).
 *
 * @example
 * const form = useEvidenceForm( dispute );
 * form.setField( 'shipping_carrier', 'UPS' );
 * await form.save( false, buildEvidencePayload( form.evidence, true ) );
 */
export function useEvidenceForm(dispute: DisputeDetail) {
	const [initial] = useState<Saved>(() => ({
		evidence: initialEvidence(dispute),
		productType: defaultProductType(dispute),
	}));
	const [evidence, setEvidence] = useState<Evidence>(initial.evidence);
	const [productType, setProductTypeState] = useState<EvidenceProductType | ''>(initial.productType);
	const [saved, setSaved] = useState<Saved>(initial);
	const [uploads, setUploads] = useState<Partial<Record<EvidenceKey, UploadState>>>({});
	/** File id → name and size, for files uploaded on this screen. */
	const [uploaded, setUploaded] = useState<Record<string, { name: string; size: number }>>({});
	const [isSaving, setIsSaving] = useState(false);
	const limitShown = useRef(false);
	const { saveEvidence } = useDisputeActions();
	const { createNotice, createErrorNotice, removeNotice } = useDispatch(noticesStore);

	const isEditable = isEditableStatus(dispute.status);
	const isUploading = Object.values(uploads).some((u) => u?.status === 'uploading');
	const sizes = useMemo(() => {
		const result: Record<string, number> = { ...(dispute.fileSize ?? {}) };
		for (const [id, file] of Object.entries(uploaded)) {
			result[id] = file.size;
		}
		return result;
	}, [dispute.fileSize, uploaded]);
	const fileNames = useMemo(() => {
		const result: Record<string, string> = {};
		for (const [id, file] of Object.entries(uploaded)) {
			result[id] = file.name;
		}
		return result;
	}, [uploaded]);
	const isDirty = !sameEvidence(evidence, saved.evidence) || productType !== saved.productType;

	// 'Please wait until file upload is finished' holds only while an upload runs; this screen's warnings
	// leave with it (a save that goes on to the disputes list must not carry them there).
	useEffect(() => {
		if (!isUploading) {
			void removeNotice(UPLOAD_WAIT_NOTICE);
		}
	}, [isUploading, removeNotice]);
	useEffect(
		() => () => {
			void removeNotice(UPLOAD_WAIT_NOTICE);
			void removeNotice(CHAR_LIMIT_NOTICE);
		},
		[removeNotice]
	);

	const showLimitNotice = useCallback(() => {
		if (!limitShown.current) {
			limitShown.current = true;
			void createNotice('warning', CHAR_LIMIT_MESSAGE(), { id: CHAR_LIMIT_NOTICE });
		}
	}, [createNotice]);

	/**
	 * Sets a text field, cut to the limits. `asSent` gives the evidence as a save sends it (the shipping date
	 * shown for an empty one, the cover letter kept outside this state): all of it counts towards the total.
	 */
	const setField = useCallback(
		(key: EvidenceKey, value: string, asSent: AsSent = sentAsIs) => {
			setEvidence((prev) => {
				const limited = limitValue(asSent(prev), key, value);
				if (limited.limited) {
					showLimitNotice();
				}
				return { ...prev, [key]: limited.value };
			});
		},
		[showLimitNotice]
	);

	/** Cuts a value kept outside this state (the cover letter) to the limits, counting the rest as sent. */
	const limitExternal = useCallback(
		(key: EvidenceKey, value: string, asSent: AsSent = sentAsIs) => {
			const limited = limitValue(asSent(evidence), key, value);
			if (limited.limited) {
				showLimitNotice();
			}
			return limited.value;
		},
		[evidence, showLimitNotice]
	);

	const setProductType = useCallback(
		(type: EvidenceProductType | '') => {
			setProductTypeState(type);
			recordEvent('wcpay_dispute_product_selected', { selection: type, dispute_id: dispute.id });
		},
		[dispute.id]
	);

	const setUpload = (key: EvidenceKey, state: UploadState | undefined) =>
		setUploads((prev) => {
			const next = { ...prev };
			if (state) {
				next[key] = state;
			} else {
				delete next[key];
			}
			return next;
		});

	/** While an upload runs: says 'Please wait until file upload is finished' and answers true. */
	const refuseWhileUploading = (): boolean => {
		if (isUploading) {
			void createNotice('warning', UPLOAD_WAIT_MESSAGE(), { id: UPLOAD_WAIT_NOTICE });
		}
		return isUploading;
	};

	/** Uploads a file into a field after the type and total-size checks. */
	const upload = async (key: EvidenceKey, file: File) => {
		if (!isAcceptedFile(file)) {
			setUpload(key, { status: 'error', message: FILE_TYPE_MESSAGE() });
			return;
		}
		const inFlight = Object.entries(uploads)
			.filter(([other, u]) => other !== key && u?.status === 'uploading')
			.reduce((sum, [, u]) => sum + (u?.status === 'uploading' ? u.size : 0), 0);
		if (exceedsFileLimit(evidence, sizes, key, file.size + inFlight)) {
			setUpload(key, { status: 'limit' });
			recordEvent('wcpay_dispute_file_upload_refused', { type: key, size: file.size });
			return;
		}
		setUpload(key, { status: 'uploading', size: file.size, fileName: file.name });
		recordEvent('wcpay_dispute_file_upload_started', { type: key });
		try {
			const result = await uploadEvidenceFile(file);
			setUploaded((prev) => ({ ...prev, [result.id]: { name: result.filename, size: result.size } }));
			setEvidence((prev) => ({ ...prev, [key]: result.id }));
			setUpload(key, undefined);
			recordEvent('wcpay_dispute_file_upload_success', { type: key });
		} catch (error) {
			setEvidence((prev) => ({ ...prev, [key]: '' }));
			setUpload(key, { status: 'error', message: toUserMessage(error, 'evidence.upload') });
			recordEvent('wcpay_dispute_file_upload_failed', {
				type: key,
				message: toUserMessage(error, 'evidence.upload'),
			});
		}
	};

	/** Removes a field's file. */
	const removeFile = (key: EvidenceKey) => {
		setEvidence((prev) => ({ ...prev, [key]: '' }));
		setUpload(key, undefined);
	};

	/**
	 * Saves (or submits) `payload` with the product type. Refused with a notice while an upload runs; a
	 * failure raises the catalogue's notice with the server's reason. On success the evidence as it was when
	 * sent becomes the saved state (what was typed meanwhile stays unsaved).
	 *
	 * @param submit  Whether this is the final submission.
	 * @param payload The evidence to send.
	 * @param extra   Properties for the analytics events.
	 */
	const save = async (
		submit: boolean,
		payload: Evidence,
		extra: Record<string, string> = {}
	): Promise<boolean> => {
		if (refuseWhileUploading()) {
			return false;
		}
		const action = submit ? 'submit' : 'save';
		const props = { dispute_id: dispute.id, reason: dispute.reason, ...extra };
		recordEvent(`wcpay_dispute_${action}_evidence_clicked`, props);
		const sent: Saved = { evidence, productType };
		setIsSaving(true);
		const { error } = await saveEvidence(dispute.id, payload, buildMetadata(productType), submit);
		setIsSaving(false);
		// One notice for the evidence's last failed save or submit, gone once one succeeds.
		const noticeId = writeNoticeId(`evidence.${dispute.id}`);
		if (error) {
			void createErrorNotice(toUserMessage(error, submit ? 'evidence.submit' : 'evidence.save'), {
				id: noticeId,
			});
			recordEvent(`wcpay_dispute_${action}_evidence_failed`, props);
			return false;
		}
		void removeNotice(noticeId);
		setSaved(sent);
		recordEvent(`wcpay_dispute_${action}_evidence_success`, props);
		return true;
	};

	return {
		evidence,
		productType,
		isEditable,
		isDirty,
		isSaving,
		isUploading,
		uploads,
		fileNames,
		setField,
		limitExternal,
		showLimitNotice,
		setProductType,
		upload,
		removeFile,
		refuseWhileUploading,
		save,
	};
}

export type EvidenceForm = ReturnType<typeof useEvidenceForm>;
