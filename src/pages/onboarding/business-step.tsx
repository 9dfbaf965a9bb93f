/**
 * Step 1 "business" of the onboarding wizard (spec 000 §2, §4, §5): country, business type (with
 * descriptions), company structure when the type offers structures, merchant category, the terms, and
 * Continue.
 * Fields are validated on every change; an error shows once its field was touched; Continue with errors
 * touches every field and focuses the first one in error.
 */
import { useMemo } from 'react';
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	businessTypesFor,
	countryOptions,
	structuresFor,
	touchAll,
	validate,
	visibleFields,
	type FieldContext,
	type FieldName,
	type OnboardingValues,
	type Touched,
} from './fields';
import { GroupedCombobox } from './grouped-combobox';
import { RequiredSelect } from './required-select';
import { Button } from '../../components/button';

const TERMS = 'https://wordpress.com/tos/';
const MERCHANT_TERMS = 'https://wordpress.com/tos/#more-woopay-specifically';
const PRIVACY = 'https://automattic.com/privacy/';

const fieldId = (name: FieldName) => `wcpay-onboarding-${name.replace('.', '-')}`;

interface Props {
	values: OnboardingValues;
	touched: Touched;
	ctx: FieldContext;
	onChange: (name: FieldName, value: string) => void;
	onTouch: (name: FieldName) => void;
	onTouchAll: (touched: Touched) => void;
	onContinue: () => void;
}

export function BusinessStep({ values, touched, ctx, onChange, onTouch, onTouchAll, onContinue }: Props) {
	const errors = useMemo(() => validate(values, ctx), [values, ctx]);
	const visible = visibleFields(values, ctx);
	const countries = useMemo(() => countryOptions(ctx.availableCountries), [ctx.availableCountries]);
	const types = businessTypesFor(ctx.data, values.country);
	const structures = structuresFor(types, values.business_type);
	const shown = (name: FieldName) => (touched[name] && visible[name] ? errors[name] : undefined);

	const submit = () => {
		const visibleErrors = (Object.keys(errors) as FieldName[]).filter((name) => visible[name]);
		if (Object.keys(errors).length === 0) {
			onContinue();
			return;
		}
		onTouchAll(touchAll());
		const first = visibleErrors[0];
		if (first) {
			const target =
				first === 'business_type'
					? document.querySelector<HTMLInputElement>(`input[name="${fieldId('business_type')}"]`)
					: document.getElementById(fieldId(first));
			target?.focus();
		}
	};

	return (
		<form
			className="wcpay-onboarding__form"
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				submit();
			}}
		>
			<RequiredSelect
				id={fieldId('country')}
				label={__('Where is your business located?', 'woocommerce-payments')}
				placeholder={__('Select a country', 'woocommerce-payments')}
				value={values.country}
				options={countries}
				error={shown('country')}
				onChange={(value) => onChange('country', value)}
				onTouch={() => onTouch('country')}
			/>

			{visible.business_type && (
				<fieldset
					className={`wcpay-field wcpay-radio-cards${shown('business_type') ? ' has-error' : ''}`}
					aria-describedby={
						shown('business_type') ? `${fieldId('business_type')}-error` : undefined
					}
				>
					<legend className="wcpay-field__label">
						{__('What type of legal entity is your business?', 'woocommerce-payments')}
					</legend>
					{types.map((type) => {
						const descId = `${fieldId('business_type')}-${type.key}-desc`;
						return (
							<label
								key={type.key}
								className={`wcpay-radio-card${values.business_type === type.key ? ' is-checked' : ''}`}
							>
								<input
									type="radio"
									name={fieldId('business_type')}
									value={type.key}
									checked={values.business_type === type.key}
									onChange={() => {
										onChange('business_type', type.key);
										onTouch('business_type');
									}}
									onBlur={(event) => {
										if (
											!event.currentTarget.form?.contains(
												event.relatedTarget as Node | null
											)
										) {
											onTouch('business_type');
										}
									}}
									aria-describedby={type.description ? descId : undefined}
									aria-invalid={shown('business_type') ? true : undefined}
									required
								/>
								<span className="wcpay-radio-card__text">
									<span className="wcpay-radio-card__title">{type.name}</span>
									{type.description && (
										<span id={descId} className="wcpay-radio-card__desc">
											{type.description}
										</span>
									)}
								</span>
							</label>
						);
					})}
					{shown('business_type') && (
						<p id={`${fieldId('business_type')}-error`} className="wcpay-field__error">
							{shown('business_type')}
						</p>
					)}
				</fieldset>
			)}

			{visible['company.structure'] && (
				<RequiredSelect
					id={fieldId('company.structure')}
					label={__(
						'What category of legal entity identifies your business?',
						'woocommerce-payments'
					)}
					placeholder={__('Select an option', 'woocommerce-payments')}
					value={values['company.structure']}
					options={structures}
					error={shown('company.structure')}
					onChange={(value) => onChange('company.structure', value)}
					onTouch={() => onTouch('company.structure')}
				/>
			)}

			{visible.mcc && (
				<div className="wcpay-field">
					<GroupedCombobox
						id={fieldId('mcc')}
						label={__(
							'What type of goods or services does your business sell?',
							'woocommerce-payments'
						)}
						placeholder={__('Search or select a category', 'woocommerce-payments')}
						value={values.mcc}
						groups={ctx.data.mccGroups}
						error={shown('mcc')}
						onChange={(value) => {
							onChange('mcc', value);
							onTouch('mcc');
						}}
						onBlur={() => onTouch('mcc')}
					/>
				</div>
			)}

			{visible.terms && (
				<p className="wcpay-onboarding__tos">
					{createInterpolateElement(
						__(
							'By using WooPayments you agree to be bound by our <a1>Terms of Service</a1> (including WooPayments <a2>merchant terms</a2>) and acknowledge that you have read our <a3>Privacy Policy</a3>.',
							'woocommerce-payments'
						),
						{
							a1: <a href={TERMS} target="_blank" rel="noopener noreferrer" />,
							a2: <a href={MERCHANT_TERMS} target="_blank" rel="noopener noreferrer" />,
							a3: <a href={PRIVACY} target="_blank" rel="noopener noreferrer" />,
						}
					)}
				</p>
			)}

			<Button
				variant="primary"
				type="submit"
				className="wcpay-onboarding__continue"
				__next40pxDefaultSize
			>
				{__('Continue', 'woocommerce-payments')}
			</Button>
		</form>
	);
}
