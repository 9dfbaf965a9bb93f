/**
 * WordPress's `RadioControl` (@wordpress/components), drawn as the elements it renders with the same class
 * names (WordPress's stylesheet draws the radios) and the same behaviour: a fieldset named by its legend,
 * one radio per option (with its description when it has one), the help naming the fieldset's
 * description, `onChange` with the chosen value. The host's component lays it out with styled components;
 * its frame is in controls.scss here.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useInstanceId } from '@wordpress/compose';

import './controls.scss';

export interface RadioOption {
	label: ReactNode;
	value: string;
	description?: ReactNode;
}

export interface RadioControlProps extends Omit<
	InputHTMLAttributes<HTMLInputElement>,
	'onChange' | 'type' | 'value' | 'checked' | 'id' | 'name'
> {
	label?: ReactNode;
	selected?: string;
	options: readonly RadioOption[];
	onChange: (value: string) => void;
	help?: ReactNode;
	hideLabelFromVision?: boolean;
	className?: string;
	id?: string;
}

/**
 * A group of radios.
 *
 * @example
 * <RadioControl label="Button size" selected={ size } options={ sizes } onChange={ setSize } />
 */
export function RadioControl({
	label,
	className,
	selected,
	help,
	onChange,
	hideLabelFromVision = false,
	options,
	id: preferredId,
	...inputProps
}: RadioControlProps) {
	const id = useInstanceId(RadioControl, 'wcpay-radio-control', preferredId) as string;
	if (!options.length) {
		return null;
	}
	return (
		<fieldset
			id={id}
			className={[className, 'components-radio-control', 'wcpay-radio-control']
				.filter(Boolean)
				.join(' ')}
			aria-describedby={help ? `${id}__help` : undefined}
		>
			<legend
				className={
					hideLabelFromVision
						? 'screen-reader-text'
						: 'components-base-control__label wcpay-visual-label'
				}
			>
				{label}
			</legend>
			<div
				className={[
					'components-flex',
					'components-h-stack',
					'components-v-stack',
					'components-radio-control__group-wrapper',
					'wcpay-v-stack',
					help ? 'has-help' : '',
				]
					.filter(Boolean)
					.join(' ')}
			>
				{options.map((option, index) => (
					<div className="components-radio-control__option" key={`${id}-${index}`}>
						<input
							id={`${id}-${index}`}
							className="components-radio-control__input"
							type="radio"
							name={id}
							value={option.value}
							onChange={(event) => onChange(event.target.value)}
							checked={option.value === selected}
							aria-describedby={
								option.description ? `${id}-${index}-option-description` : undefined
							}
							{...inputProps}
						/>
						<label className="components-radio-control__label" htmlFor={`${id}-${index}`}>
							{option.label}
						</label>
						{option.description ? (
							<p
								id={`${id}-${index}-option-description`}
								className="components-radio-control__option-description wcpay-base-control__help"
							>
								{option.description}
							</p>
						) : null}
					</div>
				))}
			</div>
			{help ? (
				<p id={`${id}__help`} className="components-base-control__help wcpay-base-control__help">
					{help}
				</p>
			) : null}
		</fieldset>
	);
}
