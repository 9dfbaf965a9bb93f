/**
 * Fee details of the payment timeline (spec 002 §3.6 `fee_rates`, §4.4): how rates, taxes and exchange rates
 * read, the label of the tax on our fees by country, the line of each fee component, and the conversion
 * line of a payment in another currency. Pure text; the timeline card lays the lines out.
 *
 * Rules: fee rates are percentages with up to 3 decimals and no trailing zeros ('2.9%', '1.235%'); a tax
 * rate has exactly 2 decimals ('20.00%'); an exchange rate has 5 decimals, or 6 under 1 ('1.08500',
 * '0.006700'). Rates travel as fractions (0.029 is 2.9 %). Decimal separators follow the display locale.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { FeeHistoryItem, FeeRates, TimelineEvent } from '../../../data/payment-details';
import { formatCurrency, getLocaleSeparators, toMajorUnits } from '../../../utils/money';

/** EU member states: their tax on our fees is labelled '<code> VAT' (Greece also as 'EL'). */
const EU_VAT_COUNTRIES =
	'AT BE BG HR CY CZ DK EE FI FR DE GR EL HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');

/**
 * A decimal number rounded half up at `decimals` places (on its decimal reading, so 1.2345 → 1.235), with
 * the locale's decimal separator; trailing zeros dropped when `trim`.
 */
function decimal(value: number, decimals: number, trim: boolean): string {
	const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(12));
	const rounded = Math.round(scaled) / 10 ** decimals;
	let text = rounded.toFixed(decimals);
	if (trim && text.includes('.')) {
		text = text.replace(/\.?0+$/, '');
	}
	const sign = value < 0 && rounded !== 0 ? '-' : '';
	return sign + text.replace('.', getLocaleSeparators().decimal);
}

/**
 * A fee rate (a fraction) as a percentage with up to 3 decimals.
 *
 * @example
 * formatFeeRate( 0.029 ); // '2.9%'
 * formatFeeRate( 0.012345 ); // '1.235%'
 */
export function formatFeeRate(rate: number): string {
	return `${decimal(rate * 100, 3, true)}%`;
}

/**
 * A tax rate (a fraction) as a percentage with exactly 2 decimals.
 *
 * @example
 * formatTaxRate( 0.2 ); // '20.00%'
 */
export function formatTaxRate(rate: number): string {
	return `${decimal(rate * 100, 2, false)}%`;
}

/**
 * An exchange rate with 5 decimals, or 6 when it is under 1.
 *
 * @example
 * formatExchangeRate( 1.085 ); // '1.08500'
 * formatExchangeRate( 0.0067 ); // '0.006700'
 */
export function formatExchangeRate(rate: number): string {
	return decimal(rate, Math.abs(rate) < 1 ? 6 : 5, false);
}

/**
 * The label of the tax on our fees from the tax's description, whose first two letters are the country
 * ('GB VAT', 'DE VAT', 'AU GST'; a bare code works too): EU countries '<code> VAT', GB 'UK VAT', AU, NZ and
 * SG '<code> GST', CH 'CH VAT', JP 'JP JCT', anything else 'Tax'.
 *
 * @example
 * feeTaxLabel( 'GB VAT' ); // 'UK VAT'
 * feeTaxLabel( 'US' ); // 'Tax'
 */
export function feeTaxLabel(description: string | null | undefined): string {
	const country =
		/^([A-Za-z]{2})(?:\b|_|$)/.exec(String(description ?? '').trim())?.[1]?.toUpperCase() ?? '';
	if (country === 'GB') {
		return __('UK VAT', 'woocommerce-payments');
	}
	if (EU_VAT_COUNTRIES.includes(country) || country === 'CH') {
		/* translators: %s: two-letter country code, e.g. DE */
		return sprintf(__('%s VAT', 'woocommerce-payments'), country);
	}
	if (['AU', 'NZ', 'SG'].includes(country)) {
		/* translators: %s: two-letter country code: AU, NZ or SG */
		return sprintf(__('%s GST', 'woocommerce-payments'), country);
	}
	if (country === 'JP') {
		return __('JP JCT', 'woocommerce-payments');
	}
	return __('Tax', 'woocommerce-payments');
}

/** The name of a fee component. */
function feeItemLabel(item: FeeHistoryItem): string {
	if (item.type === 'base') {
		return __('Base fee', 'woocommerce-payments');
	}
	if (item.type === 'discount') {
		return __('Discount', 'woocommerce-payments');
	}
	switch (item.additional_type) {
		case 'international':
			return __('International card fee', 'woocommerce-payments');
		case 'fx':
			return __('Currency conversion fee', 'woocommerce-payments');
		case 'wcpay-subscription':
			return __('Subscription transaction fee', 'woocommerce-payments');
		default:
			return __('Additional fee', 'woocommerce-payments');
	}
}

/**
 * A rate and fixed part: '2.9% + $0.30', '1.5%', '$0.30'.
 *
 * @example
 * formatRateAndFixed( 0.029, 30, 'usd' ); // '2.9% + $0.30'
 */
export function formatRateAndFixed(rate: number, fixed: number, currency: string): string {
	const pct = formatFeeRate(Math.abs(rate));
	const amount = formatCurrency(Math.abs(fixed), currency);
	if (fixed && rate) {
		/* translators: 1: percentage, e.g. 2.9%, 2: fixed amount, e.g. $0.30 */
		return sprintf(__('%1$s + %2$s', 'woocommerce-payments'), pct, amount);
	}
	return fixed ? amount : pct;
}

/**
 * One fee component: 'Base fee: 2.9% + $0.30', 'Currency conversion fee: 1%'; a capped one names its cap.
 *
 * @example
 * feeItemText( { type: 'additional', additional_type: 'international', percentage_rate: 0.015, fixed_rate: 0, currency: 'usd' } );
 * // 'International card fee: 1.5%'
 */
export function feeItemText(item: FeeHistoryItem): string {
	const label = feeItemLabel(item);
	if (item.capped) {
		/* translators: 1: fee name, e.g. Base fee, 2: the most it costs, e.g. $5.00 */
		return sprintf(
			__('%1$s: capped at %2$s', 'woocommerce-payments'),
			label,
			formatCurrency(item.fixed_rate, item.currency)
		);
	}
	/* translators: 1: fee name, e.g. Base fee, 2: its rate, e.g. 2.9% + $0.30 */
	return sprintf(
		__('%1$s: %2$s', 'woocommerce-payments'),
		label,
		formatRateAndFixed(item.percentage_rate, item.fixed_rate, item.currency)
	);
}

/**
 * The lines under a captured payment's fee: each component (or the total rate when the components are not
 * given), the fee before tax and the tax with its label and rate, and the fee's exchange rate.
 *
 * @example
 * feeBreakdown( { percentage: 0.029, fixed: 30, fixed_currency: 'usd', history: [ base ] } );
 * // [ 'Base fee: 2.9% + $0.30' ]
 */
export function feeBreakdown(rates: FeeRates): string[] {
	const lines =
		rates.history && rates.history.length > 0
			? rates.history.map(feeItemText)
			: [
					sprintf(
						/* translators: %s: the fee's rate, e.g. 2.9% + $0.30 */
						__('Fee rate: %s', 'woocommerce-payments'),
						formatRateAndFixed(rates.percentage, rates.fixed, rates.fixed_currency)
					),
				];
	if (rates.before_tax) {
		lines.push(
			/* translators: %s: amount, e.g. -$0.50 */
			sprintf(
				__('Fee before tax: %s', 'woocommerce-payments'),
				formatCurrency(-rates.before_tax.amount, rates.before_tax.currency)
			)
		);
	}
	if (rates.tax) {
		lines.push(
			sprintf(
				/* translators: 1: tax name, e.g. UK VAT, 2: tax rate, e.g. 20.00%, 3: tax amount, e.g. -$0.10 */
				__('%1$s (%2$s): %3$s', 'woocommerce-payments'),
				feeTaxLabel(rates.tax.description),
				formatTaxRate(rates.tax.percentage_rate),
				formatCurrency(-rates.tax.amount, rates.tax.currency)
			)
		);
	}
	const fx = rates.fee_exchange_rate;
	if (fx && fx.fromCurrency && fx.fromCurrency.toLowerCase() !== rates.fixed_currency.toLowerCase()) {
		lines.push(
			sprintf(
				/* translators: 1: currency code, e.g. USD, 2: exchange rate, e.g. 0.92593, 3: currency code, e.g. EUR */
				__('Fee converted at 1 %1$s = %2$s %3$s', 'woocommerce-payments'),
				fx.fromCurrency.toUpperCase(),
				formatExchangeRate(fx.rate),
				rates.fixed_currency.toUpperCase()
			)
		);
	}
	return lines;
}

/** The currency symbol part of a formatted amount. */
const symbolOf = (text: string) => text.replace(/[\d\s.,'-]/g, '');

/**
 * The conversion of a payment in the customer's currency into the store's: '€10.00 → $10.85: 1.08500
 * USD/EUR' (codes are added to the amounts when both read with the same symbol). Null when the currencies
 * are the same or an amount is missing.
 *
 * @example
 * conversionText( { customer_currency: 'eur', customer_amount: 1000, store_currency: 'usd', store_amount: 1085, store_fee: 0 } );
 * // '€10.00 → $10.85: 1.08500 USD/EUR'
 */
export function conversionText(details: TimelineEvent['transaction_details']): string | null {
	if (!details) {
		return null;
	}
	const { customer_currency: from, store_currency: to, customer_amount: paid, store_amount: got } = details;
	if (!from || !to || from.toLowerCase() === to.toLowerCase() || !paid || !got) {
		return null;
	}
	const rate = toMajorUnits(Math.abs(got), to) / toMajorUnits(Math.abs(paid), from);
	let fromText = formatCurrency(paid, from);
	let toText = formatCurrency(got, to);
	if (symbolOf(fromText) === symbolOf(toText)) {
		fromText = formatCurrency(paid, from, { withCode: true });
		toText = formatCurrency(got, to, { withCode: true });
	}
	return sprintf(
		/* translators: 1: amount paid, e.g. €10.00, 2: amount in the store currency, e.g. $10.85, 3: exchange rate, e.g. 1.08500, 4: store currency code, 5: customer currency code */
		__('%1$s → %2$s: %3$s %4$s/%5$s', 'woocommerce-payments'),
		fromText,
		toText,
		formatExchangeRate(rate),
		to.toUpperCase(),
		from.toUpperCase()
	);
}
