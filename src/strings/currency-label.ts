/**
 * How a multi-currency currency is named on the setup wizard and the multi-currency settings tab: its name
 * with its symbol and code, e.g. 'Euro (€ EUR)' — the code alone when the symbol is the code, e.g. 'Swiss
 * franc (CHF)' — and a list of them in a sentence ('A, B, and C').
 */
import { __, sprintf } from '@wordpress/i18n';

/** What a currency label needs. */
export interface NamedCurrency {
	code: string;
	name: string;
	symbol: string;
}

/**
 * A currency's label: name, then symbol and code in parentheses.
 *
 * @example
 * currencyLabel( { code: 'EUR', name: 'Euro', symbol: '€' } ); // 'Euro (€ EUR)'
 */
export function currencyLabel(currency: NamedCurrency): string {
	const hint = currency.symbol === currency.code ? currency.code : `${currency.symbol} ${currency.code}`;
	/* translators: 1: currency name, 2: its symbol and code, e.g. "€ EUR" */
	return sprintf(__('%1$s (%2$s)', 'woocommerce-payments'), currency.name, hint);
}

/**
 * Several currencies in a sentence: 'A', 'A and B', 'A, B, and C'.
 *
 * @example
 * currencyListLabel( [ euro, pound ] ); // 'Euro (€ EUR) and Pound sterling (£ GBP)'
 */
export function currencyListLabel(currencies: readonly NamedCurrency[]): string {
	const labels = currencies.map(currencyLabel);
	if (labels.length <= 1) {
		return labels[0] ?? '';
	}
	if (labels.length === 2) {
		/* translators: 1: a currency, 2: another currency */
		return sprintf(__('%1$s and %2$s', 'woocommerce-payments'), labels[0], labels[1]);
	}
	const last = labels.pop() ?? '';
	/* translators: 1: a comma-separated list of currencies, 2: the last currency */
	return sprintf(__('%1$s, and %2$s', 'woocommerce-payments'), labels.join(', '), last);
}
