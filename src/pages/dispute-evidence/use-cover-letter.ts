/**
 * The new flow's cover letter state (spec 002 §3.5, §4.5): generated from the dispute, the evidence and the
 * merchant's details (store settings; support email and phone from the payment settings); regenerated while
 * the merchant has not edited it; kept as written once edited; generated again when cleared. Starts once the
 * payment settings have loaded (or failed), so a saved letter is compared with a complete generated one.
 * Its unsaved state counts only for a letter written by hand: a generated letter is never a loss.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';

import type { DisputeDetail, Evidence } from '../../data/dispute-details';
import { useSettings } from '../../data/settings';
import {
	buildCoverLetter,
	COVER_LETTER_KEY,
	coverLetterData,
	editCoverLetter,
	initialCoverLetter,
	isGeneratedLetter,
	regenerateCoverLetter,
	type CoverLetterState,
} from './cover-letter';
import { merchantDetails } from './merchant';
import { limitValue } from './rules';

/**
 * The cover letter of a dispute for the evidence being edited.
 *
 * @example
 * const letter = useCoverLetter( dispute, form.evidence, form.showLimitNotice );
 * letter.edit( 'My own words' ); // letter.isManual → true
 */
export function useCoverLetter(
	dispute: DisputeDetail,
	evidence: Evidence,
	onLimit: () => void = () => undefined
) {
	const { settings, isLoading, loadError } = useSettings();
	const ready = Boolean(settings) || Boolean(loadError) || !isLoading;
	const email = settings?.account_business_support_email;
	const phone = settings?.account_business_support_phone;
	const [today] = useState(() => new Date());
	// The letter repeats the evidence, so it could outgrow the limits (§5.3: 20 000 characters a field,
	// 150 000 in all) and no save would pass: it is cut to the room left, and the limit notice shows.
	const data = useMemo(
		() => coverLetterData({ dispute, evidence, merchant: merchantDetails({ email, phone }), now: today }),
		[dispute, evidence, email, phone, today]
	);
	const { value: generated, limited } = useMemo(
		() => limitValue(evidence, COVER_LETTER_KEY, buildCoverLetter(data)),
		[evidence, data]
	);
	useEffect(() => {
		if (limited) {
			onLimit();
		}
	}, [limited, onLimit]);
	const [letter, setLetter] = useState<CoverLetterState | null>(null);
	const [savedText, setSavedText] = useState(() => dispute.evidence?.[COVER_LETTER_KEY] ?? '');

	useEffect(() => {
		if (!ready) {
			return;
		}
		// A letter saved as generated, on another day or with other merchant details, is not the merchant's
		// own: it is generated again.
		setLetter((prev) =>
			prev
				? regenerateCoverLetter(prev, generated)
				: initialCoverLetter(
						savedText,
						generated,
						(text) => text === generated || isGeneratedLetter(text, data)
					)
		);
		// The saved text is read once, at the start.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ready, generated]);

	const edit = useCallback((text: string) => setLetter(editCoverLetter(text, generated)), [generated]);

	/** The letter to send: the current one, or the saved one while it has not started. */
	const text = letter?.text ?? savedText;
	const isDirty = Boolean(letter?.manual && letter.text !== savedText);

	return {
		text,
		isReady: letter !== null,
		isManual: Boolean(letter?.manual),
		isDirty,
		edit,
		/** After a successful save: the letter sent is the saved one. */
		markSaved: setSavedText,
	};
}
