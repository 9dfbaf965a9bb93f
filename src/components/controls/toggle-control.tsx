/**
 * WordPress's `ToggleControl` (@wordpress/components), drawn as the elements it renders with the same class
 * names (WordPress's stylesheet draws the switch) and the same behaviour: a labelled switch, its help below
 * it (a function of the state, or text) naming the switch's description, `onChange` with the new state. The
 * host's component lays it out with styled components; its frame is in controls.scss here.
 */
import type { ReactNode } from 'react';
import { useInstanceId } from '@wordpress/compose';

import './controls.scss';

export interface ToggleControlProps {
	label?: ReactNode;
	checked?: boolean;
	help?: ReactNode | ((checked: boolean) => ReactNode);
	className?: string;
	disabled?: boolean;
	onChange: (checked: boolean) => void;
	/** Drop the space under the control (the host's newer layout). */
	__nextHasNoMarginBottom?: boolean;
}

/**
 * A labelled switch.
 *
 * @example
 * <ToggleControl __nextHasNoMarginBottom label={ label } checked={ on } onChange={ setOn } />
 */
export function ToggleControl({
	label,
	checked,
	help,
	className,
	disabled,
	onChange,
	__nextHasNoMarginBottom = false,
}: ToggleControlProps) {
	const id = `wcpay-toggle-control-${useInstanceId(ToggleControl)}`;
	const helpLabel = typeof help === 'function' ? (checked !== undefined ? help(checked) : undefined) : help;
	const describedBy = helpLabel ? `${id}__help` : undefined;
	const classes = [
		'components-base-control',
		'components-toggle-control',
		'wcpay-base-control',
		className,
		__nextHasNoMarginBottom ? '' : 'wcpay-toggle-control--spaced',
	]
		.filter(Boolean)
		.join(' ');
	return (
		<div className={classes}>
			<div className="components-base-control__field wcpay-base-control__field">
				<div className="components-flex components-h-stack wcpay-h-stack wcpay-h-stack--toggle">
					<span
						className={[
							'components-form-toggle',
							checked ? 'is-checked' : '',
							disabled ? 'is-disabled' : '',
						]
							.filter(Boolean)
							.join(' ')}
					>
						<input
							className="components-form-toggle__input"
							id={id}
							type="checkbox"
							checked={checked}
							onChange={(event) => onChange(event.target.checked)}
							disabled={disabled}
							aria-describedby={describedBy}
						/>
						<span className="components-form-toggle__track" />
						<span className="components-form-toggle__thumb" />
					</span>
					<label
						htmlFor={id}
						className={[
							'components-flex-item',
							'components-flex-block',
							'components-toggle-control__label',
							'wcpay-flex-block',
							disabled ? 'is-disabled' : '',
						]
							.filter(Boolean)
							.join(' ')}
					>
						{label}
					</label>
				</div>
			</div>
			{helpLabel ? (
				<p id={`${id}__help`} className="components-base-control__help wcpay-base-control__help">
					<span className="components-toggle-control__help">{helpLabel}</span>
				</p>
			) : null}
		</div>
	);
}
