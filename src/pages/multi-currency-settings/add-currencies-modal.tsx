/**
 * The settings tab's currency picker: every available currency (the store currency fixed), the enabled ones
 * checked, recommended ones first, with a search over symbol, code and name; 'Update selected' saves the
 * enabled list.
 */
import { useMemo, useState } from 'react';
import { Modal, SearchControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import {
	recommendedFirst,
	searchCurrencies,
	useMultiCurrencyActions,
	type CurrenciesResponse,
} from '../../data/multi-currency';
import { currencyLabel } from '../../strings/currency-label';
import { Button } from '../../components/button';

export function AddCurrenciesModal({
	currencies,
	onClose,
}: {
	currencies: CurrenciesResponse;
	onClose: () => void;
}) {
	const { submitEnabledCurrencies, isSavingEnabled } = useMultiCurrencyActions();
	const [selected, setSelected] = useState(() => Object.keys(currencies.enabled));
	const [search, setSearch] = useState('');
	const ordered = useMemo(() => {
		const { recommended, others } = recommendedFirst(Object.keys(currencies.available));
		return [...recommended, ...others];
	}, [currencies]);
	const shown = searchCurrencies(currencies.available, ordered, search);
	const base = currencies.default.code;

	const save = async () => {
		if (await submitEnabledCurrencies([...new Set([base, ...selected])].sort())) {
			onClose();
		}
	};

	return (
		<Modal title={__('Add enabled currencies', 'woocommerce-payments')} onRequestClose={onClose}>
			<SearchControl
				__nextHasNoMarginBottom
				label={__('Search currencies', 'woocommerce-payments')}
				placeholder={__('Search currencies', 'woocommerce-payments')}
				value={search}
				onChange={(value: string) => setSearch(value)}
			/>
			{search && (
				<p>
					{sprintf(
						/* translators: %d: how many currencies match the search */
						__('Search results (%d currencies)', 'woocommerce-payments'),
						shown.length
					)}
				</p>
			)}
			<ul className="wcpay-mc-modal__list">
				{shown.map((code) => {
					const currency = currencies.available[code];
					const id = `wcpay-mc-modal-${currency.id}`;
					return (
						<li key={code} data-currency={code}>
							<input
								id={id}
								type="checkbox"
								checked={code === base || selected.includes(code)}
								disabled={code === base}
								onChange={(event) =>
									setSelected(
										event.target.checked
											? [...selected, code]
											: selected.filter((c) => c !== code)
									)
								}
							/>
							<label htmlFor={id}>
								<span aria-hidden="true">{currency.flag} </span>
								{currencyLabel(currency)}
							</label>
						</li>
					);
				})}
			</ul>
			<div className="wcpay-mc-modal__buttons">
				<Button variant="tertiary" onClick={onClose}>
					{__('Cancel', 'woocommerce-payments')}
				</Button>
				<Button variant="primary" isBusy={isSavingEnabled} disabled={isSavingEnabled} onClick={save}>
					{__('Update selected', 'woocommerce-payments')}
				</Button>
			</div>
		</Modal>
	);
}
