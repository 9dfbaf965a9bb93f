/**
 * WordPress's `TextControl` and `TextareaControl` (@wordpress/components), drawn as the elements they
 * render with the same class names and behaviour: a labelled input (or text area) in the BaseControl
 * frame, its help naming its description, `onChange` with the new text, any other prop passed to the
 * field. The host's components draw their frame (and the text area itself) with styled components, styles
 * computed and inserted while they render; a settings page of fields paid for that in its first render.
 * WordPress's stylesheet draws the input by its class; the frame and the text area are in controls.scss.
 */
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { BaseControl, useFrame, type FrameProps } from './base-control';

interface FieldProps extends FrameProps {
	onChange: (value: string) => void;
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
export function TextControl(props: TextControlProps) {
	const { frame, helpId, rest } = useFrame(props, TextControl, 'wcpay-text-control');
	const { value, onChange, type = 'text', __next40pxDefaultSize = false, ...inputProps } = rest;
	return (
		<BaseControl {...frame}>
			<input
				className={`components-text-control__input${__next40pxDefaultSize ? ' is-next-40px-default-size' : ''}`}
				type={type}
				id={frame.id}
				value={value}
				onChange={(event) => onChange(event.target.value)}
				aria-describedby={helpId}
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
export function TextareaControl(props: TextareaControlProps) {
	const { frame, helpId, rest } = useFrame(props, TextareaControl, 'wcpay-textarea-control');
	const { value, onChange, rows = 4, ...textareaProps } = rest;
	return (
		<BaseControl {...frame}>
			<textarea
				className="components-textarea-control__input wcpay-textarea-control__input"
				id={frame.id}
				rows={rows}
				onChange={(event) => onChange(event.target.value)}
				aria-describedby={helpId}
				value={value}
				{...textareaProps}
			/>
		</BaseControl>
	);
}
