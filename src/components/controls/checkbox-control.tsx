/**
 * WordPress's `CheckboxControl` (@wordpress/components), drawn as the elements it renders with the same
 * class names (WordPress's stylesheet draws the box, the tick and the label) and the same
 * behaviour: a labelled checkbox, its help text below it naming the box's description, `onChange` with the
 * new checked state, any other prop passed to the input. The host's component lays it out with styled
 * components (styles computed and inserted while it renders, through several context layers): a settings
 * page of checkboxes paid for that in its first render. Its look is in controls.scss.
 */
import type { InputHTMLAttributes } from 'react';

import { BaseControl, useFrame, type FrameProps } from './base-control';

export interface CheckboxControlProps
	extends
		FrameProps,
		Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type' | 'value'> {
	checked?: boolean;
	onChange: (checked: boolean) => void;
}

/** WordPress's check icon (@wordpress/icons `check`). */
const CHECK = 'M16.7 7.1l-6.3 8.5-3.3-2.5-.9 1.2 4.5 3.4L17.9 8z';

/**
 * A checkbox with its label and help.
 *
 * @example
 * <CheckboxControl label={ __( 'Enable WooPayments', 'woocommerce-payments' ) } checked={ on } onChange={ setOn } />
 */
export function CheckboxControl(props: CheckboxControlProps) {
	const { frame, helpId, rest } = useFrame(props, CheckboxControl, 'wcpay-checkbox-control');
	const { checked, onChange, ...inputProps } = rest;
	const { id, label, help } = frame;
	return (
		<BaseControl
			{...frame}
			label={undefined}
			help={help ? <span className="components-checkbox-control__help">{help}</span> : undefined}
			className={['components-checkbox-control', frame.className].filter(Boolean).join(' ')}
		>
			<div className="components-flex components-h-stack wcpay-h-stack">
				<span className="components-checkbox-control__input-container">
					<input
						id={id}
						className="components-checkbox-control__input"
						type="checkbox"
						value="1"
						onChange={(event) => onChange(event.target.checked)}
						checked={checked}
						aria-describedby={helpId}
						{...inputProps}
					/>
					{checked ? (
						<svg
							xmlns="http://www.w3.org/2000/svg"
							viewBox="0 0 24 24"
							width="24"
							height="24"
							role="presentation"
							className="components-checkbox-control__checked"
							aria-hidden="true"
							focusable="false"
						>
							<path d={CHECK} />
						</svg>
					) : null}
				</span>
				{label && (
					<label className="components-checkbox-control__label" htmlFor={id}>
						{label}
					</label>
				)}
			</div>
		</BaseControl>
	);
}
