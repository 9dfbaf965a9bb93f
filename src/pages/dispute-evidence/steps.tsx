/**
 * The contents of the stepper's steps (spec 002 §2.4): 'Purchase info' (customer details, product details
 * with the product type selector, recommended documents), 'Shipping details' (carrier, tracking number,
 * date, address, proof of shipping) and 'Review' (the cover letter, 30 rows, with a warning once it was
 * edited by hand). Each step's heading is its own h2.
 */
import type { ReactNode } from 'react';
import { SelectControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { EvidenceKey, EvidenceProductType } from '../../data/dispute-details';
import { COVER_LETTER_ROWS } from './cover-letter';
import { EvidenceFields } from './fields';
import { productTypeOptions, type EvidenceFieldDef, type StepFields } from './sections';
import type { EvidenceForm } from './use-evidence-form';
import { Card, CardBody } from '../../components/card';
import { Notice } from '../../components/notice';

interface StepProps {
	form: EvidenceForm;
	today: string;
	onChange: (key: EvidenceKey, value: string) => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
	return (
		<Card className="wcpay-evidence-section">
			<CardBody>
				<h3>{title}</h3>
				{children}
			</CardBody>
		</Card>
	);
}

function Fields({ fields, ...props }: StepProps & { fields: EvidenceFieldDef[] }) {
	return <EvidenceFields fields={fields} form={props.form} today={props.today} onChange={props.onChange} />;
}

export function PurchaseInfoStep({ fields, ...props }: StepProps & { fields: StepFields }) {
	const { form } = props;
	return (
		<>
			<h2 className="wcpay-evidence-step__heading">
				{__("Let's gather the basics", 'woocommerce-payments')}
			</h2>
			<Group title={__('Customer details', 'woocommerce-payments')}>
				<Fields fields={fields.customer} {...props} />
			</Group>
			<Group title={__('Product details', 'woocommerce-payments')}>
				<SelectControl
					className="wcpay-evidence-product-type"
					label={__('Product type', 'woocommerce-payments')}
					value={form.productType}
					options={productTypeOptions()}
					disabled={!form.isEditable}
					onChange={(value: string) => form.setProductType(value as EvidenceProductType)}
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
				<Fields fields={fields.product} {...props} />
			</Group>
			<Group title={__('Recommended documents', 'woocommerce-payments')}>
				<p className="wcpay-evidence-section__description">
					{__(
						'Upload the documents that support your case: PDF, PNG or JPEG files, 4.5 MB in total at most.',
						'woocommerce-payments'
					)}
				</p>
				<Fields fields={fields.documents} {...props} />
			</Group>
		</>
	);
}

export function ShippingStep({ fields, ...props }: StepProps & { fields: StepFields }) {
	return (
		<>
			<h2 className="wcpay-evidence-step__heading">
				{__('Add your shipping details', 'woocommerce-payments')}
			</h2>
			<Group title={__('Shipping information', 'woocommerce-payments')}>
				<Fields fields={fields.shipping} {...props} />
			</Group>
		</>
	);
}

export function ReviewStep({
	text,
	isManual,
	isReady,
	readOnly,
	onEdit,
}: {
	text: string;
	isManual: boolean;
	isReady: boolean;
	readOnly: boolean;
	onEdit: (text: string) => void;
}) {
	return (
		<>
			<h2 className="wcpay-evidence-step__heading">
				{__('Review your cover letter', 'woocommerce-payments')}
			</h2>
			<Card className="wcpay-evidence-section">
				<CardBody>
					<p className="wcpay-evidence-section__description">
						{__(
							'The cover letter summarizes your case for the bank. It is written from your evidence; edit it as you see fit.',
							'woocommerce-payments'
						)}
					</p>
					{isManual && !readOnly && (
						<Notice
							status="warning"
							isDismissible={false}
							className="wcpay-evidence-letter-warning"
						>
							{__(
								'You have edited the cover letter, so it is no longer updated from your evidence. Clear it to generate it again.',
								'woocommerce-payments'
							)}
						</Notice>
					)}
					{readOnly && text.trim() === '' ? (
						<p className="wcpay-evidence-cover-letter-none">
							{__('No cover letter was submitted.', 'woocommerce-payments')}
						</p>
					) : (
						<TextareaControl
							className="wcpay-evidence-cover-letter"
							label={__('Cover letter', 'woocommerce-payments')}
							value={text}
							rows={COVER_LETTER_ROWS}
							disabled={readOnly || !isReady}
							onChange={onEdit}
							__nextHasNoMarginBottom
						/>
					)}
				</CardBody>
			</Card>
		</>
	);
}
