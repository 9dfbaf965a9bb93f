/**
 * The evidence fields of both variants: text, textarea, date and file (file-field.tsx), each bound to the
 * form (use-evidence-form.ts). The shipping date shows today's date when empty and the shipping address
 * shows its newlines as spaces (spec 002 §5.3). Read-only disputes show every field disabled.
 */
import { TextControl, TextareaControl } from '@wordpress/components';

import type { EvidenceKey } from '../../data/dispute-details';
import { FileField } from './file-field';
import { shippingAddressShown, shippingDateShown } from './rules';
import type { EvidenceFieldDef } from './sections';
import type { EvidenceForm } from './use-evidence-form';

/** The value a text field shows. */
export function shownValue(key: EvidenceKey, value: string | undefined, today: string): string {
	if (key === 'shipping_date') {
		return shippingDateShown(value, today);
	}
	if (key === 'shipping_address') {
		return shippingAddressShown(value);
	}
	return value ?? '';
}

export interface EvidenceFieldProps {
	field: EvidenceFieldDef;
	form: EvidenceForm;
	today: string;
	/** Sets a text value (the stepper counts its cover letter towards the total). */
	onChange?: (key: EvidenceKey, value: string) => void;
}

export function EvidenceField({ field, form, today, onChange }: EvidenceFieldProps) {
	const { key, label, description, type } = field;
	const readOnly = !form.isEditable;
	const value = form.evidence[key];
	const set = (next: string) => (onChange ? onChange(key, next) : form.setField(key, next));
	const id = `wcpay-evidence-${key}`;

	if (type === 'file') {
		return (
			<FileField
				fieldKey={key}
				label={label}
				description={description}
				fileId={value}
				knownName={value ? form.fileNames[value] : undefined}
				upload={form.uploads[key]}
				readOnly={readOnly}
				onSelect={(file) => void form.upload(key, file)}
				onRemove={() => form.removeFile(key)}
			/>
		);
	}
	if (type === 'textarea') {
		return (
			<TextareaControl
				label={label}
				help={description}
				value={value ?? ''}
				rows={4}
				disabled={readOnly}
				onChange={set}
				__nextHasNoMarginBottom
			/>
		);
	}
	return (
		<TextControl
			id={id}
			label={label}
			help={description}
			type={type === 'date' ? 'date' : 'text'}
			value={shownValue(key, value, today)}
			disabled={readOnly}
			onChange={set}
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
}

/** A list of fields. */
export function EvidenceFields({
	fields,
	...rest
}: Omit<EvidenceFieldProps, 'field'> & { fields: EvidenceFieldDef[] }) {
	return (
		<div className="wcpay-evidence-fields">
			{fields.map((field) => (
				<EvidenceField key={field.key} field={field} {...rest} />
			))}
		</div>
	);
}
