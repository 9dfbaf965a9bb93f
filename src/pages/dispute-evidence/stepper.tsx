/**
 * The new evidence flow, 'Challenge dispute' (spec 002 §2.4, §4.5, §5.3): steps 'Purchase info', 'Shipping
 * details' (not for duplicate, subscription_canceled and credit_not_processed) and 'Review'. Buttons: Cancel
 * (first step; to the dispute's payment details), Back, Next, Save for later and Submit (last step). Step
 * labels jump to their step. Moving to another step saves (without submitting) while the dispute needs a
 * response — not while an upload runs — then scrolls to the top; read-only disputes never save. The payload
 * drops empty keys and carries the cover letter as `uncategorized_text` (cover-letter.ts). Save for later
 * goes to the dispute's payment details once saved; a submitted dispute stays on screen, read-only, with
 * 'Evidence submitted!' (action 'View submitted evidence').
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { focusFirstHeading } from '../../components/focus-back';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import type { DisputeDetail, EvidenceKey } from '../../data/dispute-details';
import { COVER_LETTER_KEY } from './cover-letter';
import { goTo, paymentDetailsTarget, targetUrl } from './links';
import { READ_ONLY_NOTICE } from './messages';
import { hasShippingStep } from './reasons';
import { buildEvidencePayload, todayIso, withShownDefaults } from './rules';
import { getStepFields } from './sections';
import { PurchaseInfoStep, ReviewStep, ShippingStep } from './steps';
import { useCoverLetter } from './use-cover-letter';
import { useEvidenceForm, type AsSent } from './use-evidence-form';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

type StepKey = 'purchase' | 'shipping' | 'review';

/** The steps of a reason, in order (spec 002 §9: 3, or 2 without shipping). */
export function stepsFor(reason: string): StepKey[] {
	return hasShippingStep(reason) ? ['purchase', 'shipping', 'review'] : ['purchase', 'review'];
}

function stepLabel(step: StepKey): string {
	switch (step) {
		case 'purchase':
			return __('Purchase info', 'woocommerce-payments');
		case 'shipping':
			return __('Shipping details', 'woocommerce-payments');
		default:
			return __('Review', 'woocommerce-payments');
	}
}

export function NewEvidenceFlow({ dispute }: { dispute: DisputeDetail }) {
	const form = useEvidenceForm(dispute);
	const readOnly = !form.isEditable;
	// An empty shipping date shows today while it can still be sent; a read-only dispute shows what was
	// sent (the dispute as last saved, so also right after a submit).
	const today = readOnly ? (dispute.evidence?.shipping_date ?? '') : todayIso();
	const steps = stepsFor(dispute.reason);
	const withShipping = steps.includes('shipping');
	const fields = getStepFields(dispute.reason, form.productType, withShipping);
	// What a save sends: the shipping date shown (today when empty) counts, in the letter too.
	const shown = useMemo(
		() => withShownDefaults(form.evidence, withShipping ? ['shipping_date'] : [], today),
		[form.evidence, withShipping, today]
	);
	const letter = useCoverLetter(dispute, shown, form.showLimitNotice);
	const [index, setIndex] = useState(0);
	const [leaving, setLeaving] = useState(false);
	const { createSuccessNotice } = useDispatch(noticesStore);
	const step = steps[index];
	const isDirty = form.isDirty || letter.isDirty;
	useUnsavedChangesGuard(isDirty);

	useEffect(() => {
		if (leaving && !isDirty) {
			goTo(paymentDetailsTarget(dispute));
		}
	}, [leaving, isDirty, dispute]);

	const withLetter = { [COVER_LETTER_KEY]: letter.text };
	// The limits count the evidence as a save sends it: the shipping date shown and the letter.
	const asSent: AsSent = (evidence) => ({
		...withShownDefaults(evidence, withShipping ? ['shipping_date'] : [], today),
		...withLetter,
	});
	const onChange = (key: EvidenceKey, value: string) => form.setField(key, value, asSent);
	const payload = () => buildEvidencePayload(asSent(form.evidence), true);

	const save = async (submit: boolean, extra: Record<string, string>) => {
		const sent = letter.text;
		const ok = await form.save(submit, payload(), { variant: 'new', ...extra });
		if (ok) {
			letter.markSaved(sent);
		}
		return ok;
	};

	// Focus follows the merchant: to the new step's heading after Next, Back or a step link (the buttons that
	// had it may be gone), and to the read-only notice once the evidence is submitted.
	const stepRef = useRef<HTMLDivElement>(null);
	const noticeRef = useRef<HTMLDivElement>(null);
	const stepMoved = useRef(false);
	const submitted = useRef(false);
	useEffect(() => {
		if (!stepMoved.current) {
			return;
		}
		stepMoved.current = false;
		focusFirstHeading(stepRef.current);
	}, [index]);
	useEffect(() => {
		if (readOnly && submitted.current) {
			submitted.current = false;
			noticeRef.current?.focus({ preventScroll: true });
		}
	}, [readOnly]);

	const goToStep = async (next: number) => {
		if (next === index || next < 0 || next >= steps.length) {
			return;
		}
		if (form.isEditable) {
			if (form.refuseWhileUploading()) {
				return;
			}
			await save(false, { autosave: 'step', step: steps[next] });
		}
		stepMoved.current = true;
		setIndex(next);
		window.scrollTo(0, 0);
	};

	const onSaveForLater = async () => {
		if (await save(false, {})) {
			void createSuccessNotice(__('Evidence saved!', 'woocommerce-payments'), { type: 'snackbar' });
			setLeaving(true);
		}
	};

	const onSubmit = async () => {
		submitted.current = true;
		if (await save(true, {})) {
			void createSuccessNotice(__('Evidence submitted!', 'woocommerce-payments'), {
				type: 'snackbar',
				actions: [
					{
						label: __('View submitted evidence', 'woocommerce-payments'),
						url: targetUrl(paymentDetailsTarget(dispute)),
					},
				],
			});
			window.scrollTo(0, 0);
		} else {
			submitted.current = false;
		}
	};

	const stepProps = { form, today, onChange };
	const busy = form.isSaving;
	return (
		<div className="wcpay-evidence-stepper">
			{readOnly && (
				<div ref={noticeRef} tabIndex={-1} className="wcpay-evidence-read-only-focus">
					<Notice status="info" isDismissible={false} className="wcpay-evidence-read-only">
						{READ_ONLY_NOTICE()}
					</Notice>
				</div>
			)}
			<nav
				className="wcpay-evidence-steps"
				aria-label={__('Challenge dispute steps', 'woocommerce-payments')}
			>
				<ol>
					{steps.map((key, i) => (
						<li key={key} className={i === index ? 'is-current' : undefined}>
							<Button
								variant="link"
								aria-current={i === index ? 'step' : undefined}
								disabled={busy}
								accessibleWhenDisabled
								onClick={() => void goToStep(i)}
							>
								<span className="wcpay-evidence-steps__number" aria-hidden="true">
									{i + 1}
								</span>
								<span className="screen-reader-text">
									{sprintf(
										/* translators: 1: step number, 2: number of steps */
										__('Step %1$d of %2$d:', 'woocommerce-payments'),
										i + 1,
										steps.length
									)}{' '}
								</span>
								{stepLabel(key)}
							</Button>
						</li>
					))}
				</ol>
			</nav>
			<div className="wcpay-evidence-step" data-step={step} ref={stepRef}>
				{step === 'purchase' && <PurchaseInfoStep fields={fields} {...stepProps} />}
				{step === 'shipping' && <ShippingStep fields={fields} {...stepProps} />}
				{step === 'review' && (
					<ReviewStep
						text={readOnly ? (dispute.evidence?.[COVER_LETTER_KEY] ?? '') : letter.text}
						isManual={letter.isManual}
						isReady={letter.isReady}
						readOnly={readOnly}
						onEdit={(text) => letter.edit(form.limitExternal(COVER_LETTER_KEY, text, asSent))}
					/>
				)}
			</div>
			<div className="wcpay-evidence-actions">
				{index === 0 && (
					<Button
						variant="tertiary"
						onClick={() => goTo(paymentDetailsTarget(dispute))}
						__next40pxDefaultSize
					>
						{__('Cancel', 'woocommerce-payments')}
					</Button>
				)}
				{index > 0 && (
					<Button
						variant="secondary"
						onClick={() => void goToStep(index - 1)}
						disabled={busy}
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{__('Back', 'woocommerce-payments')}
					</Button>
				)}
				{!readOnly && (
					<Button
						variant="secondary"
						onClick={() => void onSaveForLater()}
						disabled={busy}
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{__('Save for later', 'woocommerce-payments')}
					</Button>
				)}
				{index < steps.length - 1 && (
					<Button
						variant="primary"
						onClick={() => void goToStep(index + 1)}
						isBusy={busy}
						disabled={busy}
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{__('Next', 'woocommerce-payments')}
					</Button>
				)}
				{index === steps.length - 1 && !readOnly && (
					<Button
						variant="primary"
						onClick={() => void onSubmit()}
						isBusy={busy}
						disabled={busy}
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{__('Submit', 'woocommerce-payments')}
					</Button>
				)}
			</div>
		</div>
	);
}
