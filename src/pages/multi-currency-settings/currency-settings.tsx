/**
 * One currency's settings (spec 002 §7 `currencies/{code}`): the exchange rate — fetched automatically (the
 * current rate and when it was updated) or a manual rate (a positive number) — and the formatting rules:
 * price rounding and charm pricing, whose choices depend on whether the currency has decimals. 'Save changes'
 * sends the four settings; the back link returns to the enabled currencies.
 */
import { useState } from 'react';
import { Spinner } from '@wordpress/components';
import { RadioControl } from '../../components/controls/radio-control';
import { SelectControl } from '../../components/controls/select-control';
import { TextControl } from '../../components/controls/text-control';
import { __, sprintf } from '@wordpress/i18n';

import {
	charmChoices,
	roundingChoices,
	useCurrencies,
	useCurrencySettings,
	useIsSavingCurrency,
	useMultiCurrencyActions,
	type CurrencySettings,
	type ExchangeRateType,
} from '../../data/multi-currency';
import { SettingsSection } from '../../components/settings-section';
import { formatDateTime } from '../../utils/dates';
import { showCurrency } from './navigation';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { Button } from '../../components/button';

/** A rounding or charm choice as the select shows it. */
export function choiceLabel(value: string, recommended: string): string {
	if (value === 'none' || value === '0.00') {
		return __('None', 'woocommerce-payments');
	}
	/* translators: %s: a rounding step, e.g. "1.00" */
	return value === recommended ? sprintf(__('%s (recommended)', 'woocommerce-payments'), value) : value;
}

/** A manual rate as typed (a comma reads as a decimal point): a positive number, else null. */
export function parseManualRate(text: string): number | null {
	const clean = text.trim().replace(/,/g, '.');
	if (!/^\d+(\.\d+)?$/.test(clean)) {
		return null;
	}
	const value = Number(clean);
	return value > 0 ? value : null;
}

export function CurrencySettingsView({ code }: { code: string }) {
	const { data: currencies } = useCurrencies();
	const { data: saved, isLoading, error } = useCurrencySettings(code);
	const { submitCurrencySettings } = useMultiCurrencyActions();
	const isSaving = useIsSavingCurrency(code);
	const [edits, setEdits] = useState<Partial<CurrencySettings> & { rateText?: string }>({});
	const [rateError, setRateError] = useState(false);
	const currency = currencies?.available[code];
	const store = currencies?.default;
	// Changed from what is saved: leaving asks first (the manual rate as typed, the other choices as picked).
	const savedRateText = saved?.manual_rate ? String(saved.manual_rate) : String(currency?.rate ?? '');
	const isDirty =
		(edits.rateText !== undefined &&
			edits.rateText !== savedRateText &&
			parseManualRate(edits.rateText) !== (saved?.manual_rate || null)) ||
		(edits.exchange_rate_type !== undefined &&
			edits.exchange_rate_type !== (saved?.exchange_rate_type ?? 'automatic')) ||
		(edits.price_rounding !== undefined && edits.price_rounding !== saved?.price_rounding) ||
		(edits.price_charm !== undefined && edits.price_charm !== saved?.price_charm);
	useUnsavedChangesGuard(isDirty && !isSaving);

	const back = (
		<Button variant="link" onClick={() => showCurrency(null)}>
			{__('Enabled currencies', 'woocommerce-payments')}
		</Button>
	);
	if (!currency || !store) {
		return <nav className="wcpay-mc-settings__crumb">{back}</nav>;
	}
	const zero = currency.is_zero_decimal;
	const type: ExchangeRateType = edits.exchange_rate_type ?? saved?.exchange_rate_type ?? 'automatic';
	const rateText = edits.rateText ?? savedRateText;
	const rounding = edits.price_rounding ?? saved?.price_rounding ?? (zero ? '100' : '1.00');
	const charm = edits.price_charm ?? saved?.price_charm ?? '0.00';

	const save = () => {
		const manual = parseManualRate(rateText);
		if (type === 'manual' && manual === null) {
			setRateError(true);
			return;
		}
		setRateError(false);
		void submitCurrencySettings(code, {
			exchange_rate_type: type,
			manual_rate: manual ?? saved?.manual_rate ?? 0,
			price_rounding: rounding,
			price_charm: charm,
		});
	};

	return (
		<div className="wcpay-mc-currency-settings" data-currency={code}>
			<nav className="wcpay-mc-settings__crumb" aria-label={__('Breadcrumb', 'woocommerce-payments')}>
				{back} {' › '}
				<span className="wcpay-mc-settings__crumb-current" aria-current="page" tabIndex={-1}>
					{currency.name} ({currency.code}) <span aria-hidden="true">{currency.flag}</span>
				</span>
			</nav>
			{isLoading && <Spinner />}
			{error && !isLoading && (
				// The catalogue's message is the page's error notice; here, what is missing and what to do.
				<p className="wcpay-mc-currency-settings__failed">
					{__(
						"This currency's settings could not be loaded. Please reload the page.",
						'woocommerce-payments'
					)}
				</p>
			)}
			{!isLoading && saved && (
				<>
					<SettingsSection
						id="wcpay-mc-currency-settings"
						title={__('Currency settings', 'woocommerce-payments')}
						description={__(
							'Choose between automatic or manual exchange rates and modify formatting rules to refine the display of your prices.',
							'woocommerce-payments'
						)}
					>
						<RadioControl
							label={__('Exchange rate', 'woocommerce-payments')}
							selected={type}
							onChange={(value: string) =>
								setEdits({ ...edits, exchange_rate_type: value as ExchangeRateType })
							}
							options={[
								{
									label: __('Fetch rates automatically', 'woocommerce-payments'),
									value: 'automatic',
								},
								{ label: __('Manual', 'woocommerce-payments'), value: 'manual' },
							]}
						/>
						<p className="wcpay-mc-currency-settings__hint" data-testid="mc-current-rate">
							{sprintf(
								/* translators: 1: store currency code, 2: rate, 3: currency code, 4: date and time */
								__(
									'Current rate: 1 %1$s = %2$s %3$s (Last updated: %4$s)',
									'woocommerce-payments'
								),
								store.code,
								String(currency.rate),
								currency.code,
								formatDateTime(currency.last_updated)
							)}
						</p>
						{type === 'manual' && (
							<TextControl
								__nextHasNoMarginBottom
								label={__('Manual Rate', 'woocommerce-payments')}
								value={rateText}
								onChange={(value: string) => setEdits({ ...edits, rateText: value })}
								help={__(
									'Enter the manual rate you would like to use. Must be a positive number.',
									'woocommerce-payments'
								)}
								aria-invalid={rateError || undefined}
							/>
						)}
						{rateError && (
							<p className="wcpay-mc-currency-settings__error" role="alert">
								{__(
									'Enter the manual rate you would like to use. Must be a positive number.',
									'woocommerce-payments'
								)}
							</p>
						)}
						<SelectControl
							__nextHasNoMarginBottom
							label={__('Price Rounding', 'woocommerce-payments')}
							value={rounding}
							onChange={(value: string) => setEdits({ ...edits, price_rounding: value })}
							options={roundingChoices(zero).map((value) => ({
								value,
								label: choiceLabel(value, zero ? '100' : '1.00'),
							}))}
							help={sprintf(
								/* translators: %s: currency code */
								__(
									"Make your %s prices consistent by rounding them up after they're converted.",
									'woocommerce-payments'
								),
								currency.code
							)}
						/>
						<SelectControl
							__nextHasNoMarginBottom
							label={__('Charm Pricing', 'woocommerce-payments')}
							value={charm}
							onChange={(value: string) => setEdits({ ...edits, price_charm: value })}
							options={charmChoices(zero).map((value) => ({
								value,
								label: choiceLabel(value, ''),
							}))}
							help={__(
								'Reduce the converted price for a specific amount',
								'woocommerce-payments'
							)}
						/>
					</SettingsSection>
					<div className="wcpay-mc-settings__save">
						<Button variant="primary" isBusy={isSaving} disabled={isSaving} onClick={save}>
							{__('Save changes', 'woocommerce-payments')}
						</Button>
					</div>
				</>
			)}
		</div>
	);
}
