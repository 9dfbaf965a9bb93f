/**
 * Step 2 of the tax-details modal (spec 000 §5 "Tax step 2"): the business name and address, prefilled with
 * what the tax number is registered to (empty without a number). Both are required and trimmed; Confirm is
 * disabled if either is empty or while loading. Confirm sends `POST /vat` (the number too when step 1 had
 * one); a failed call shows the server's message inline (spec 000 §8). Back returns to step 1.
 */
import { useEffect, useRef, useState } from 'react';
import { TextControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useVatActions, type VatDetails } from '../../data/vat';
import { toUserMessage } from '../../utils/errors';
import { canConfirm } from './rules';
import { Button } from '../button';
import { Notice } from '../notice';

export function BusinessStep({
	vatNumber,
	initialName,
	initialAddress,
	onBack,
	onSaved,
	onBusy,
}: {
	vatNumber: string | null;
	initialName: string;
	initialAddress: string;
	onBack: () => void;
	onSaved: (details: VatDetails) => void;
	onBusy: (busy: boolean) => void;
}) {
	const { saveVatDetails } = useVatActions();
	const [name, setName] = useState(initialName);
	const [address, setAddress] = useState(initialAddress);
	const [isLoading, setLoading] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const body = useRef<HTMLDivElement>(null);

	// The step opens with the first field focused.
	useEffect(() => {
		body.current?.querySelector<HTMLInputElement>('input')?.focus();
	}, []);

	const submit = async () => {
		setError(null);
		setLoading(true);
		onBusy(true);
		const result = await saveVatDetails({ vat_number: vatNumber, name, address });
		setLoading(false);
		onBusy(false);
		if (result.error) {
			setError(toUserMessage(result.error, 'vat'));
			return;
		}
		onSaved(result.data);
	};

	return (
		<div className="wcpay-tax-details__step-body" ref={body}>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				className="wcpay-tax-details__name"
				label={__('Business name', 'woocommerce-payments')}
				value={name}
				disabled={isLoading}
				autoComplete="organization"
				onChange={setName}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				className="wcpay-tax-details__address"
				label={__('Address', 'woocommerce-payments')}
				value={address}
				disabled={isLoading}
				rows={4}
				onChange={setAddress}
			/>
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
				<Button __next40pxDefaultSize variant="secondary" onClick={onBack} disabled={isLoading}>
					{__('Back', 'woocommerce-payments')}
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={() => void submit()}
					disabled={!canConfirm({ name, address, isLoading })}
					isBusy={isLoading}
					// Focus stays on the button while its call runs: a failure keeps it in the modal, and a success
					// lets the modal give it back to what opened it. Incomplete input disables it outright.
					accessibleWhenDisabled={isLoading}
				>
					{__('Confirm', 'woocommerce-payments')}
				</Button>
			</div>
		</div>
	);
}
