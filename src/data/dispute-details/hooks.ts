/**
 * Hooks of `wcpay/dispute-details` for the evidence screen, the legacy redirect and the dispute panel of the
 * payment details screen. Ids with non-word characters are never requested.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import type { Read } from '../shared/types';
import { isValidDisputeId } from './query';
import { store, type DisputeWriteOutcome } from './store';
import type { DisputeDetail, DisputeMetadata, Evidence, FileDetails } from './types';

/**
 * One dispute with its charge, order, evidence and metadata (GET /disputes/{id}); nothing is requested for
 * a null or invalid id.
 *
 * @example
 * const { data: dispute, isLoading, error } = useDispute( query.id );
 */
export function useDispute(id: string | null | undefined): Read<DisputeDetail | undefined> {
	return useSelect(
		(select) => {
			if (!isValidDisputeId(id)) {
				return { data: undefined, isLoading: false };
			}
			const s = select(store);
			const data = s.getDispute(id);
			return {
				data,
				isLoading: !data && !s.hasFinishedResolution('getDispute', [id]),
				error: s.getDisputeError(id),
			};
		},
		[id]
	);
}

/**
 * The writes of a dispute: `saveEvidence` (POST /disputes/{id}; no notices) and `acceptDispute` (POST
 * /disputes/{id}/close; raises the accept notices). Both resolve to `{ dispute }` or `{ error }`.
 *
 * @example
 * const { saveEvidence, acceptDispute, isSaving } = useDisputeActions();
 * const { error } = await saveEvidence( dispute.id, evidence, { __product_type: 'physical_product' }, true );
 */
export function useDisputeActions(): {
	saveEvidence: (
		id: string,
		evidence: Evidence,
		metadata: DisputeMetadata,
		submit: boolean
	) => Promise<DisputeWriteOutcome>;
	acceptDispute: (id: string) => Promise<DisputeWriteOutcome>;
	isSaving: (id: string) => boolean;
	isAccepting: (id: string) => boolean;
} {
	const { saveEvidence, acceptDispute } = useDispatch(store);
	// The running maps (not the selector functions), so that the component re-renders when one changes.
	const { saving, accepting } = useSelect((select) => {
		const s = select(store);
		return { saving: s.getSaving(), accepting: s.getAccepting() };
	}, []);
	const save = useCallback(
		(id: string, evidence: Evidence, metadata: DisputeMetadata, submit: boolean) =>
			saveEvidence(id, evidence, metadata, submit),
		[saveEvidence]
	);
	const accept = useCallback((id: string) => acceptDispute(id), [acceptDispute]);
	const isSaving = useCallback((id: string) => Boolean(saving[id]), [saving]);
	const isAccepting = useCallback((id: string) => Boolean(accepting[id]), [accepting]);
	return { saveEvidence: save, acceptDispute: accept, isSaving, isAccepting };
}

/**
 * An evidence file's details (GET /file/{id}/details): its name, size and type; nothing is requested for a
 * null or invalid id.
 *
 * @example
 * const { data: file } = useFileDetails( dispute.evidence.receipt );
 * // file?.filename → 'receipt.pdf'
 */
export function useFileDetails(fileId: string | null | undefined): Read<FileDetails | undefined> {
	return useSelect(
		(select) => {
			if (!isValidDisputeId(fileId)) {
				return { data: undefined, isLoading: false };
			}
			const s = select(store);
			const data = s.getFileDetails(fileId);
			return {
				data,
				isLoading: !data && !s.hasFinishedResolution('getFileDetails', [fileId]),
				error: s.getFileDetailsError(fileId),
			};
		},
		[fileId]
	);
}
