/**
 * The store-details step of the onboarding wizard (spec 000 §2 "Other copy exists for a store-details step"),
 * on the partner-hosted path taken when the embedded verification cannot load: estimated annual revenue and
 * go-live timeframe, both required ("Please provide a response" once touched). Continue touches both and moves
 * on only without errors; Back returns to the business step. The values live in the wizard, so they are kept
 * when going back and forth.
 */
import { useEffect, useMemo, useRef } from 'react';
import { __ } from '@wordpress/i18n';

import {
	annualRevenueOptions,
	goLiveOptions,
	touchAllStoreDetails,
	validateStoreDetails,
	type Option,
	type OnboardingValues,
	type StoreFieldName,
	type StoreTouched,
} from './fields';
import { RequiredSelect } from './required-select';
import { Button } from '../../components/button';

export const storeFieldId = (name: StoreFieldName) => `wcpay-onboarding-${name}`;

interface Props {
	values: OnboardingValues;
	touched: StoreTouched;
	onChange: (name: StoreFieldName, value: string) => void;
	onTouch: (name: StoreFieldName) => void;
	onTouchAll: (touched: StoreTouched) => void;
	onContinue: () => void;
	onBack: () => void;
}

export function StoreStep({ values, touched, onChange, onTouch, onTouchAll, onContinue, onBack }: Props) {
	const heading = useRef<HTMLHeadingElement>(null);
	const errors = useMemo(() => validateStoreDetails(values), [values]);
	const fields = useMemo(
		(): Array<{ name: StoreFieldName; label: string; options: Option[] }> => [
			{
				name: 'annual_revenue',
				label: __('Estimated annual revenue', 'woocommerce-payments'),
				options: annualRevenueOptions(),
			},
			{
				name: 'go_live_timeframe',
				label: __('When are you planning to go live?', 'woocommerce-payments'),
				options: goLiveOptions(),
			},
		],
		[]
	);
	const shown = (name: StoreFieldName) => (touched[name] ? errors[name] : undefined);

	// A new step: screen reader and keyboard users start at its heading.
	useEffect(() => heading.current?.focus(), []);

	const submit = () => {
		const inError = fields.map((f) => f.name).filter((name) => errors[name]);
		if (inError.length === 0) {
			onContinue();
			return;
		}
		onTouchAll(touchAllStoreDetails());
		document.getElementById(storeFieldId(inError[0]))?.focus();
	};

	return (
		<div className="wcpay-onboarding__step">
			<h1 className="wcpay-onboarding__heading" tabIndex={-1} ref={heading}>
				{__('Tell us a bit more about your store', 'woocommerce-payments')}
			</h1>
			<p className="wcpay-onboarding__subheading">
				{__(
					'Our financial partner will finish verifying your business on its own secure site. These answers help it get your account ready.',
					'woocommerce-payments'
				)}
			</p>
			<form
				className="wcpay-onboarding__form"
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
			>
				{fields.map(({ name, label, options }) => {
					const error = shown(name);
					return (
						<RequiredSelect
							key={name}
							id={storeFieldId(name)}
							label={label}
							placeholder={__('Select an option', 'woocommerce-payments')}
							value={values[name]}
							options={options}
							error={error}
							onChange={(value) => onChange(name, value)}
							onTouch={() => onTouch(name)}
						/>
					);
				})}
				<div className="wcpay-onboarding__buttons">
					<Button variant="secondary" type="button" onClick={onBack} __next40pxDefaultSize>
						{__('Back', 'woocommerce-payments')}
					</Button>
					<Button variant="primary" type="submit" __next40pxDefaultSize>
						{__('Continue', 'woocommerce-payments')}
					</Button>
				</div>
			</form>
		</div>
	);
}
