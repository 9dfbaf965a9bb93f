/**
 * The old single-page evidence form (spec 002 §2.4, §4.5, §5.3): the product type selector (disabled
 * placeholder 'Select one…'), the evidence sections of the reason and product type (sections.ts), 'Submit
 * evidence' (after the final confirmation) and 'Save for later'. After a successful save or submit the page
 * goes to the disputes awaiting a response once nothing is unsaved, with 'Evidence saved!' (action 'Return
 * to evidence submission') or 'Evidence submitted!' (action 'View submitted evidence'). Every field is sent,
 * empty ones included, so that a cleared field is cleared on the server too. Read-only disputes show the
 * notice and no buttons.
 */
import { useEffect, useState } from 'react';
import { SelectControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import type { DisputeDetail, Evidence, EvidenceKey, EvidenceProductType } from '../../data/dispute-details';
import { EvidenceFields } from './fields';
import { awaitingListTarget, challengeTarget, goTo, paymentDetailsTarget, targetUrl } from './links';
import { buildEvidencePayload, todayIso, withShownDefaults } from './rules';
import { getSections, productTypeOptions, sectionFields } from './sections';
import { READ_ONLY_NOTICE, SUBMIT_CONFIRMATION } from './messages';
import { useEvidenceForm } from './use-evidence-form';
import { Button } from '../../components/button';
import { Card, CardBody } from '../../components/card';
import { Notice } from '../../components/notice';

export function OldEvidenceForm({ dispute }: { dispute: DisputeDetail }) {
	const form = useEvidenceForm(dispute);
	const [leaving, setLeaving] = useState(false);
	const { createSuccessNotice } = useDispatch(noticesStore);
	const readOnly = !form.isEditable;
	// An empty shipping date shows today while it can still be sent; a read-only dispute shows what was sent.
	const today = readOnly ? (dispute.evidence?.shipping_date ?? '') : todayIso();
	const sections = form.productType ? getSections(dispute.reason, form.productType) : [];
	useUnsavedChangesGuard(form.isDirty);
	// What a save sends: the shipping date shown (today when empty) counts towards the total too.
	const shownKeys = sectionFields(sections).map((f) => f.key);
	const asSent = (evidence: Evidence) => withShownDefaults(evidence, shownKeys, today);
	const onChange = (key: EvidenceKey, value: string) => form.setField(key, value, asSent);

	// §4.5: after a successful save or submit, the list once nothing is unsaved.
	useEffect(() => {
		if (leaving && !form.isDirty) {
			goTo(awaitingListTarget());
		}
	}, [leaving, form.isDirty]);

	const onSave = async (submit: boolean) => {
		if (submit && !form.isUploading && !window.confirm(SUBMIT_CONFIRMATION())) {
			return;
		}
		const payload = buildEvidencePayload(asSent(form.evidence), false);
		if (!(await form.save(submit, payload, { variant: 'old' }))) {
			return;
		}
		if (submit) {
			void createSuccessNotice(__('Evidence submitted!', 'woocommerce-payments'), {
				type: 'snackbar',
				actions: [
					{
						label: __('View submitted evidence', 'woocommerce-payments'),
						url: targetUrl(paymentDetailsTarget(dispute)),
					},
				],
			});
		} else {
			void createSuccessNotice(__('Evidence saved!', 'woocommerce-payments'), {
				type: 'snackbar',
				actions: [
					{
						label: __('Return to evidence submission', 'woocommerce-payments'),
						url: targetUrl(challengeTarget(dispute.id)),
					},
				],
			});
		}
		setLeaving(true);
	};

	return (
		<form
			className="wcpay-evidence-form"
			aria-label={__('Dispute evidence', 'woocommerce-payments')}
			onSubmit={(event) => event.preventDefault()}
			noValidate
		>
			{readOnly && (
				<Notice status="info" isDismissible={false} className="wcpay-evidence-read-only">
					{READ_ONLY_NOTICE()}
				</Notice>
			)}
			<Card className="wcpay-evidence-section">
				<CardBody>
					<h2>{__('Product type', 'woocommerce-payments')}</h2>
					<SelectControl
						label={__('Product type', 'woocommerce-payments')}
						hideLabelFromVision
						help={__(
							'The type of product or service the customer bought; it decides which evidence is asked for.',
							'woocommerce-payments'
						)}
						value={form.productType}
						options={productTypeOptions()}
						disabled={readOnly}
						onChange={(value: string) => form.setProductType(value as EvidenceProductType)}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				</CardBody>
			</Card>
			{sections.map((section) => (
				<Card key={section.key} className="wcpay-evidence-section" data-section={section.key}>
					<CardBody>
						<h2>{section.title}</h2>
						{section.description && (
							<p className="wcpay-evidence-section__description">{section.description}</p>
						)}
						<EvidenceFields
							fields={section.fields}
							form={form}
							today={today}
							onChange={onChange}
						/>
					</CardBody>
				</Card>
			))}
			{!readOnly && (
				<div className="wcpay-evidence-actions">
					<Button
						variant="primary"
						onClick={() => void onSave(true)}
						isBusy={form.isSaving}
						disabled={form.isSaving}
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{__('Submit evidence', 'woocommerce-payments')}
					</Button>
					<Button
						variant="secondary"
						onClick={() => void onSave(false)}
						disabled={form.isSaving}
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{__('Save for later', 'woocommerce-payments')}
					</Button>
				</div>
			)}
		</form>
	);
}
