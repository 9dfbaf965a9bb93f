/**
 * Step 1 of the tax-details modal (spec 000 §5 "Tax step 1"): the checkbox "I have a valid {label}"; when
 * checked, the number field (it starts with the country's prefix and keeps it) with the format hint. Continue
 * is disabled while loading, or while the box is checked and only the prefix is entered; without the box it
 * goes on with no number. With a number it asks `GET /vat/{number}` and hands the registered business on to
 * step 2; a failed call shows the server's message inline (spec 000 §8).
 */
import { useState } from 'react';
import { TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { useVatActions } from '../../data/vat';
import { toUserMessage } from '../../utils/errors';
import { canContinue, numberToValidate, taxIdFormatHint, taxIdLabel, taxIdPrefix, withPrefix } from './rules';
import { Button } from '../button';
import { Notice } from '../notice';
import { CheckboxControl } from '../controls/checkbox-control';

export interface NumberStepResult {
	/** The number as validated (without its prefix); null without one. */
	vatNumber: string | null;
	name: string;
	address: string;
}

export function NumberStep({
	country,
	onDone,
	onBusy,
}: {
	country: string;
	onDone: (result: NumberStepResult) => void;
	onBusy: (busy: boolean) => void;
}) {
	const label = taxIdLabel(country);
	const prefix = taxIdPrefix(country);
	const { validateVatNumber } = useVatActions();
	const [hasNumber, setHasNumber] = useState(false);
	const [value, setValue] = useState('');
	const [isLoading, setLoading] = useState(false);
	const [error, setError] = useState<string | null>(null);

	const submit = async () => {
		setError(null);
		if (!hasNumber) {
			onDone({ vatNumber: null, name: '', address: '' });
			return;
		}
		const number = numberToValidate(value, prefix);
		setLoading(true);
		onBusy(true);
		const result = await validateVatNumber(number);
		setLoading(false);
		onBusy(false);
		if (result.error) {
			setError(toUserMessage(result.error, 'vat'));
			return;
		}
		onDone({ vatNumber: number, name: result.data.name ?? '', address: result.data.address ?? '' });
	};

	return (
		<div className="wcpay-tax-details__step-body">
			<CheckboxControl
				__nextHasNoMarginBottom
				className="wcpay-tax-details__has-number"
				label={sprintf(
					/* translators: %s: the name of the tax number, e.g. VAT Number, ABN, Corporate Number */
					__('I have a valid %s', 'woocommerce-payments'),
					label
				)}
				checked={hasNumber}
				disabled={isLoading}
				onChange={(checked: boolean) => {
					setHasNumber(checked);
					setValue(checked ? prefix : '');
					setError(null);
				}}
			/>
			{hasNumber && (
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					className="wcpay-tax-details__number"
					label={label}
					help={taxIdFormatHint(country)}
					value={value}
					disabled={isLoading}
					autoComplete="off"
					spellCheck={false}
					onChange={(next: string) => setValue(withPrefix(next, prefix))}
				/>
			)}
			{error && (
				<Notice
					status="error"
					isDismissible={false}
					className="wcpay-tax-details__error"
					spokenMessage={error}
				>
					{error}
				</Notice>
			)}
			<div className="wcpay-tax-details__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={() => void submit()}
					disabled={!canContinue({ hasNumber, value, prefix, isLoading })}
					isBusy={isLoading}
					// Focus stays on the button while its call runs: a failure keeps it in the modal, and a success
					// lets the modal give it back to what opened it. Incomplete input disables it outright.
					accessibleWhenDisabled={isLoading}
				>
					{__('Continue', 'woocommerce-payments')}
				</Button>
			</div>
		</div>
	);
}
