/**
 * WordPress's `SelectControl` (@wordpress/components), single choice, drawn as the elements it renders with
 * the same class names and the same behaviour: a labelled native `<select>` of the options, the help
 * below naming its description, `onChange` with the chosen value, the chevron on the inline end and the
 * frame that turns the theme colour while the select has focus. The host's component builds it from
 * InputControl's styled components (Flex, FlexItem, Text and five styled elements, each computing and
 * inserting its styles while it renders): a settings page of selects paid for that in its first render.
 * Its look is in controls.scss, both sizes (the 36 px default and `__next40pxDefaultSize`).
 */
import type { ReactNode, SelectHTMLAttributes } from 'react';

import { BaseControl, useFrame, type FrameProps } from './base-control';

export interface SelectOption {
	value: string;
	label: string;
	disabled?: boolean;
}

export interface SelectControlProps
	extends
		FrameProps,
		Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'multiple' | 'size'> {
	label: ReactNode;
	value: string;
	options: readonly SelectOption[];
	onChange: (value: string) => void;
	/** The 40 px tall control (the host's newer size). */
	__next40pxDefaultSize?: boolean;
}

/** WordPress's chevron-down icon (@wordpress/icons `chevronDown`). */
const CHEVRON_DOWN = 'M17.5 11.6L12 16l-5.5-4.4.9-1.2L12 14l4.5-3.6 1 1.2z';

/**
 * A select with its label and help.
 *
 * @example
 * <SelectControl label={ __( 'Payout frequency', 'woocommerce-payments' ) } value={ interval }
 *     options={ [ { value: 'daily', label: __( 'Daily', 'woocommerce-payments' ) } ] } onChange={ setInterval } />
 */
export function SelectControl(props: SelectControlProps) {
	// The class goes on the select's own box, not on the frame (as the host places it).
	const { frame, helpId, rest } = useFrame(
		{ ...props, className: undefined },
		SelectControl,
		'wcpay-select-control'
	);
	const { label, className } = props;
	const { value, options, onChange, disabled, __next40pxDefaultSize = false, ...selectProps } = rest;
	const { id } = frame;
	// The host marks the frame's elements with a `disabled` attribute too (its styles read it).
	const frameDisabled = disabled ? { disabled: true } : {};
	return (
		<BaseControl {...frame} label={undefined}>
			<div
				className={[
					'components-flex components-input-base components-select-control',
					className,
					'wcpay-select-control',
					__next40pxDefaultSize ? 'wcpay-select-control--40px' : '',
					disabled ? 'wcpay-select-control--disabled' : '',
				]
					.filter(Boolean)
					.join(' ')}
			>
				<div className="components-flex-item wcpay-select-control__label-item">
					<label
						htmlFor={id}
						className="components-truncate components-text components-input-control__label wcpay-select-control__label"
					>
						{label}
					</label>
				</div>
				<div
					className="components-input-control__container wcpay-select-control__container"
					{...frameDisabled}
				>
					<select
						aria-describedby={helpId}
						className="components-select-control__input wcpay-select-control__input"
						disabled={disabled}
						id={id}
						value={value}
						onChange={(event) => onChange(event.target.value)}
						{...selectProps}
					>
						{options.map((option, index) => (
							<option
								key={`${option.label}-${option.value}-${index}`}
								value={option.value}
								disabled={option.disabled}
							>
								{option.label}
							</option>
						))}
					</select>
					<span className="components-input-control__suffix wcpay-select-control__suffix">
						<div className="components-input-control-suffix-wrapper wcpay-select-control__suffix-wrapper">
							<div className="wcpay-select-control__arrow">
								<svg
									viewBox="0 0 24 24"
									xmlns="http://www.w3.org/2000/svg"
									width="18"
									height="18"
									aria-hidden="true"
									focusable="false"
								>
									<path d={CHEVRON_DOWN} />
								</svg>
							</div>
						</div>
					</span>
					<div
						aria-hidden="true"
						className="components-input-control__backdrop wcpay-select-control__backdrop"
						{...frameDisabled}
					/>
				</div>
			</div>
		</BaseControl>
	);
}
