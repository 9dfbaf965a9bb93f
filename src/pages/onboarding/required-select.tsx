/**
 * A required select of the wizard: a disabled placeholder first, its error under it once shown (the field is
 * then marked invalid), and a change or blur marks the field touched.
 */
import { SelectControl } from '@wordpress/components';

export interface RequiredSelectProps {
	id: string;
	label: string;
	placeholder: string;
	value: string | undefined;
	options: Array<{ key: string; name: string }>;
	/** The error to show (already filtered by "touched"), if any. */
	error?: string;
	onChange: (value: string) => void;
	onTouch: () => void;
}

export function RequiredSelect({
	id,
	label,
	placeholder,
	value,
	options,
	error,
	onChange,
	onTouch,
}: RequiredSelectProps) {
	return (
		<div className={`wcpay-field${error ? ' has-error' : ''}`}>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				id={id}
				label={label}
				value={value ?? ''}
				options={[
					{ label: placeholder, value: '', disabled: true },
					...options.map((o) => ({ label: o.name, value: o.key })),
				]}
				onChange={(next: string) => {
					onChange(next);
					onTouch();
				}}
				onBlur={onTouch}
				help={error ? <span className="wcpay-field__error">{error}</span> : undefined}
				aria-invalid={error ? true : undefined}
				required
			/>
		</div>
	);
}
