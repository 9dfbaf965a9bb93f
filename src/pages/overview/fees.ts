/**
 * Account fees (spec 002 §3.9, `wcpaySettings.accountFees`): per payment method a base fee and discounts, each
 * with percentage_rate (0.029 = 2.9 %), fixed_rate (minor units) and currency; a discount may carry `discount`
 * (0.25 = 25 % off), volume_allowance, current_volume, volume_currency and end_time. Turned into texts here.
 */
import { __, sprintf } from '@wordpress/i18n';

import { paymentMethodLabel } from '../../strings/payment-method';
import { formatDate } from '../../utils/dates';
import { formatCurrency, formatFee, formatPercent } from '../../utils/money';

export interface FeeRate {
	percentage_rate?: number;
	fixed_rate?: number;
	currency?: string;
}

export interface FeeDiscount extends FeeRate {
	discount?: number;
	volume_allowance?: number | null;
	current_volume?: number | null;
	volume_currency?: string | null;
	end_time?: number | string | null;
}

export interface MethodFees {
	base?: FeeRate;
	discount?: FeeDiscount[];
	[key: string]: unknown;
}

export interface FeeDescription {
	method: string;
	label: string;
	/** The fee charged now: "2.9% + $0.30". */
	fee: string;
	/** The base fee, when a discount applies (shown struck through). */
	baseFee?: string;
	/** "25% discount". */
	discountLabel?: string;
	/** When the discount ends. */
	expiration?: string;
	/** "$1,000.00 of $5,000.00 discounted volume used". */
	volumeUsed?: string;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Rates are fractions (0.029); shown as percents (2.9 %). */
function rateText(rate: FeeRate, fallbackCurrency: string): string {
	return formatFee(
		num(rate.percentage_rate) * 100,
		Math.round(num(rate.fixed_rate)),
		rate.currency || fallbackCurrency
	);
}

/** When a discount ends (spec 002 §3.9): after a volume, on a date, or whichever comes first. */
export function discountExpiration(discount: FeeDiscount, fallbackCurrency: string): string | undefined {
	const volume = num(discount.volume_allowance);
	const end = discount.end_time ? formatDate(discount.end_time) : '';
	const volumeText = volume > 0 ? formatCurrency(volume, discount.volume_currency || fallbackCurrency) : '';
	if (volumeText && end) {
		return sprintf(
			/* translators: 1: payment volume, e.g. $5,000.00, 2: date */
			__(
				'Discounted base fee expires after the first %1$s of total payment volume or on %2$s.',
				'woocommerce-payments'
			),
			volumeText,
			end
		);
	}
	if (volumeText) {
		return sprintf(
			/* translators: %s: payment volume */
			__(
				'Discounted base fee expires after the first %s of total payment volume.',
				'woocommerce-payments'
			),
			volumeText
		);
	}
	if (end) {
		return sprintf(
			/* translators: %s: date */
			__('Discounted base fee expires on %s.', 'woocommerce-payments'),
			end
		);
	}
	return undefined;
}

/** The texts of one method's fees. */
export function describeFee(method: string, fees: MethodFees): FeeDescription {
	const base = fees.base ?? {};
	const currency = base.currency || 'usd';
	const discount = Array.isArray(fees.discount) && fees.discount.length > 0 ? fees.discount[0] : null;
	const out: FeeDescription = { method, label: paymentMethodLabel(method), fee: rateText(base, currency) };
	if (!discount) {
		return out;
	}
	const off = num(discount.discount);
	const percentage =
		typeof discount.percentage_rate === 'number'
			? discount.percentage_rate
			: num(base.percentage_rate) * (1 - off);
	const fixed =
		typeof discount.fixed_rate === 'number' ? discount.fixed_rate : num(base.fixed_rate) * (1 - off);
	out.baseFee = out.fee;
	out.fee = rateText(
		{ percentage_rate: percentage, fixed_rate: fixed, currency: discount.currency || currency },
		currency
	);
	if (off > 0) {
		out.discountLabel = sprintf(
			/* translators: %s: discount percentage, e.g. 25% */
			__('%s discount', 'woocommerce-payments'),
			formatPercent(off * 100)
		);
	}
	out.expiration = discountExpiration(discount, currency);
	const allowance = num(discount.volume_allowance);
	if (allowance > 0 && typeof discount.current_volume === 'number') {
		const volumeCurrency = discount.volume_currency || currency;
		out.volumeUsed = sprintf(
			/* translators: 1: volume processed, 2: discounted volume allowance */
			__('%1$s of %2$s discounted volume used', 'woocommerce-payments'),
			formatCurrency(discount.current_volume, volumeCurrency),
			formatCurrency(allowance, volumeCurrency)
		);
	}
	return out;
}

/** Every method of `accountFees` with a base fee, card first. */
export function describeAccountFees(accountFees: Record<string, unknown>): FeeDescription[] {
	const entries = Object.entries(accountFees ?? {}).filter(
		([, v]) => v && typeof v === 'object' && (v as MethodFees).base
	);
	entries.sort(([a], [b]) => (a === 'card' ? -1 : b === 'card' ? 1 : 0));
	return entries.map(([method, fees]) => describeFee(method, fees as MethodFees));
}
