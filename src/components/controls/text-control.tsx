/**
 * WordPress's `TextControl` and `TextareaControl` (@wordpress/components), drawn as the elements they
 * render with the same class names and behaviour: a labelled input (or text area) in the BaseControl
 * frame, its help naming its description, `onChange` with the new text, any other prop passed to the
 * field. The host's components draw their frame (and the text area itself) with styled components, styles
 * computed and inserted while they render; a settings page of fields paid for that in its first render.
 * WordPress's stylesheet draws the input by its class; the frame and the text area are in controls.scss.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useInstanceId } from '@wordpress/compose';

import { BaseControl, helpIdOf } from './base-control';

interface FieldProps {
	label?: ReactNode;
	help?: ReactNode;
	onChange: (value: string) => void;
	/** Drop the space under the control (the host's newer layout). */
	__nextHasNoMarginBottom?: boolean;
}

export interface TextControlProps
	extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
	value: string | number;
	/** The 40 px tall field (the host's newer size). */
	__next40pxDefaultSize?: boolean;
}

export interface TextareaControlProps
	extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
	value: string;
}

/**
 * A text field with its label and help.
 *
 * @example
 * <TextControl label={ __( 'Support email', 'woocommerce-payments' ) } type="email" value={ email } onChange={ setEmail } />
 */
export function TextControl({
	label,
	help,
	value,
	onChange,
	className,
	id: idProp,
	type = 'text',
	__nextHasNoMarginBottom = false,
	__next40pxDefaultSize = false,
	...inputProps
}: TextControlProps) {
	const id = useInstanceId(TextControl, 'wcpay-text-control', idProp) as string;
	return (
		<BaseControl
			id={id}
			label={label}
			help={help}
			className={className}
			noMarginBottom={__nextHasNoMarginBottom}
		>
			<input
				className={`components-text-control__input${__next40pxDefaultSize ? ' is-next-40px-default-size' : ''}`}
				type={type}
				id={id}
				value={value}
				onChange={(event) => onChange(event.target.value)}
				aria-describedby={helpIdOf(id, help)}
				{...inputProps}
			/>
		</BaseControl>
	);
}

/**
 * A text area with its label and help.
 *
 * @example
 * <TextareaControl label={ __( 'Custom message', 'woocommerce-payments' ) } value={ message } onChange={ setMessage } />
 */
export function TextareaControl({
	label,
	help,
	value,
	onChange,
	className,
	id: idProp,
	rows = 4,
	__nextHasNoMarginBottom = false,
	...textareaProps
}: TextareaControlProps) {
	const id = useInstanceId(TextareaControl, 'wcpay-textarea-control', idProp) as string;
	return (
		<BaseControl
			id={id}
			label={label}
			help={help}
			className={className}
			noMarginBottom={__nextHasNoMarginBottom}
		>
			<textarea
				className="components-textarea-control__input wcpay-textarea-control__input"
				id={id}
				rows={rows}
				onChange={(event) => onChange(event.target.value)}
				aria-describedby={helpIdOf(id, help)}
				value={value}
				{...textareaProps}
			/>
		</BaseControl>
	);
}
