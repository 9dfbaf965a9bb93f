/**
 * WordPress's `BaseControl` frame (@wordpress/components) as its elements: the control's box, the field
 * (with the space under it unless the newer layout), an optional label above the control, and the help
 * below, its id `<id>__help` for the control's `aria-describedby`. The host draws the frame with styled
 * components; its look here is controls.scss. Our plain controls (this folder) are drawn inside it.
 */
import type { ReactNode } from 'react';
import { useInstanceId } from '@wordpress/compose';

import './controls.scss';

export interface BaseControlProps {
	/** The control's id: the label's target and the help's id prefix. */
	id: string;
	/** A label above the control (a control that labels itself passes none). */
	label?: ReactNode;
	/** The help below the control: its description. */
	help?: ReactNode;
	/** Classes of the box, after WordPress's. */
	className?: string;
	/** Drop the space under the field and the help (the host's newer layout). */
	noMarginBottom: boolean;
	children: ReactNode;
}

/** The `aria-describedby` of a control with this help, or none. */
export const helpIdOf = (id: string, help: ReactNode) => (help ? `${id}__help` : undefined);

/** The frame of a control: box, field, label and help. */
export function BaseControl({ id, label, help, className, noMarginBottom, children }: BaseControlProps) {
	const margins = noMarginBottom ? '' : ' has-bottom-margin';
	return (
		<div
			className={['components-base-control', 'wcpay-base-control', className].filter(Boolean).join(' ')}
		>
			<div className={`components-base-control__field wcpay-base-control__field${margins}`}>
				{label && (
					<label className="components-base-control__label wcpay-visual-label" htmlFor={id}>
						{label}
					</label>
				)}
				{children}
			</div>
			{help ? (
				<p
					id={`${id}__help`}
					className={`components-base-control__help wcpay-base-control__help${margins}`}
				>
					{help}
				</p>
			) : null}
		</div>
	);
}

/** The props a control passes to its frame, as the host's controls name them. */
export interface FrameProps {
	id?: string;
	label?: ReactNode;
	help?: ReactNode;
	className?: string;
	/** Drop the space under the control (the host's newer layout). */
	__nextHasNoMarginBottom?: boolean;
}

/**
 * Splits a control's props into its frame's (with the control's id: the given one, or a new one with
 * `prefix`) and the rest, for the field itself.
 */
export function useFrame<P extends FrameProps>(props: P, owner: object, prefix: string) {
	const { id: idProp, label, help, className, __nextHasNoMarginBottom = false, ...rest } = props;
	const id = useInstanceId(owner, prefix, idProp) as string;
	return {
		frame: { id, label, help, className, noMarginBottom: __nextHasNoMarginBottom },
		helpId: helpIdOf(id, help),
		rest,
	};
}
