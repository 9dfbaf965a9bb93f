/**
 * What several payment settings sections share: their props (the settings being edited, the local update,
 * the validation errors and the saving flag), the inline error under a field, and the add/remove of one
 * value in a list of checkboxes.
 */
import type { PaymentSettings } from '../../../data/settings';
import type { SettingsErrors } from '../validation';

export interface SectionProps {
	settings: PaymentSettings;
	update: (values: Partial<PaymentSettings>) => void;
	errors: SettingsErrors;
	disabled: boolean;
}

/** `list` with `value` added (once) when `on`, removed otherwise. */
export function toggleIn<T>(list: T[], value: T, on: boolean): T[] {
	return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

/** A field's validation message, announced as an alert; nothing without a message. */
export function FieldError({ id, message }: { id: string; message?: string }) {
	if (!message) {
		return null;
	}
	return (
		<p id={id} className="wcpay-field-error" role="alert">
			{message}
		</p>
	);
}
