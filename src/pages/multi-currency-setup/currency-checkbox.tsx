/** A currency with a checkbox in the wizard's lists: flag, name, symbol and code. */
import type { Currency } from '../../data/multi-currency/types';
import { currencyLabel } from '../../strings/currency-label';

export function CurrencyCheckbox({
	currency,
	checked,
	onChange,
	group,
}: {
	currency: Currency;
	checked: boolean;
	onChange: (code: string, checked: boolean) => void;
	group: string;
}) {
	const id = `wcpay-mc-${group}-${currency.id}`;
	return (
		<li className="wcpay-mc-currency" data-currency={currency.code}>
			<input
				id={id}
				type="checkbox"
				checked={checked}
				onChange={(event) => onChange(currency.code, event.target.checked)}
			/>
			<label htmlFor={id}>
				<span className="wcpay-mc-currency__flag" aria-hidden="true">
					{currency.flag}
				</span>
				{currencyLabel(currency)}
			</label>
		</li>
	);
}
