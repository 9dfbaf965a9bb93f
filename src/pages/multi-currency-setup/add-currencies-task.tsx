/**
 * Task 1, 'Add currencies' (spec 002 §2.5, §4.6, §5.4): the store currency and those already added, a search
 * box, the currencies that can be added — 'Recommended currencies' first (USD, EUR, JPY, GBP, AUD, CAD, INR,
 * preselected), then 'All currencies', or the search results — and the button that saves the enabled list
 * and moves on. The button is disabled while saving, or when only the default currency is enabled and none
 * is selected.
 */
import { useMemo, useState } from 'react';
import { SearchControl, Spinner } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	addableCodes,
	enabledAfterAdding,
	isAddCurrenciesDisabled,
	recommendedFirst,
	searchCurrencies,
	useCurrencies,
	useMultiCurrencyActions,
} from '../../data/multi-currency';
import { currencyLabel, currencyListLabel } from '../../strings/currency-label';
import { CurrencyCheckbox } from './currency-checkbox';
import { Button } from '../../components/button';

/** The button's text: the count to add, else 'Continue' (some already added) or 'Add currencies'. */
export function addButtonText(selectedCount: number, enabledCount: number): string {
	if (selectedCount === 0) {
		return enabledCount > 1
			? __('Continue', 'woocommerce-payments')
			: __('Add currencies', 'woocommerce-payments');
	}
	return sprintf(
		/* translators: %d: how many currencies are selected */
		_n('Add %d currency', 'Add %d currencies', selectedCount, 'woocommerce-payments'),
		selectedCount
	);
}

export function AddCurrenciesTask({ onDone }: { onDone: (added: number) => void }) {
	const { data: currencies, isLoading } = useCurrencies();
	const { submitEnabledCurrencies, isSavingEnabled } = useMultiCurrencyActions();
	const enabled = useMemo(() => Object.keys(currencies?.enabled ?? {}), [currencies]);
	const addable = useMemo(
		() => (currencies ? addableCodes(currencies.available, enabled) : []),
		[currencies, enabled]
	);
	const groups = useMemo(() => recommendedFirst(addable), [addable]);
	// The recommended currencies start selected, once the list is known.
	const [selected, setSelected] = useState<string[] | null>(null);
	const chosen = selected ?? groups.recommended;
	const [search, setSearch] = useState('');

	if (isLoading || !currencies) {
		return isLoading ? <Spinner /> : null;
	}
	const available = currencies.available;
	const toggle = (code: string, checked: boolean) =>
		setSelected(checked ? [...chosen, code] : chosen.filter((c) => c !== code));
	const results = search ? searchCurrencies(available, addable, search) : [];
	const others = enabled.filter((code) => code !== currencies.default.code).map((code) => available[code]);
	const disabled = isAddCurrenciesDisabled({
		enabledCount: enabled.length,
		selectedCount: chosen.length,
		isSaving: isSavingEnabled,
	});

	const onContinue = async () => {
		if (chosen.length > 0 && !(await submitEnabledCurrencies(enabledAfterAdding(enabled, chosen)))) {
			return;
		}
		onDone(chosen.length);
	};

	const box = (code: string, group: string) =>
		available[code] ? (
			<CurrencyCheckbox
				key={`${group}-${code}`}
				group={group}
				currency={available[code]}
				checked={chosen.includes(code)}
				onChange={toggle}
			/>
		) : null;

	return (
		<>
			<p className="wcpay-mc-setup__muted">
				{sprintf(
					/* translators: %s: the store currency, e.g. "United States (US) dollar ($ USD)" */
					__(
						"Add currencies so international customers can shop and pay in their local currency. Your store's default currency is %s.",
						'woocommerce-payments'
					),
					currencyLabel(currencies.default)
				)}
			</p>
			{others.length > 0 && (
				<p className="wcpay-mc-setup__muted" data-testid="mc-already-added">
					{sprintf(
						/* translators: %s: the currencies already enabled */
						__("You've already added %s to your store.", 'woocommerce-payments'),
						currencyListLabel(others)
					)}
				</p>
			)}
			<div className="wcpay-mc-setup__picker">
				<SearchControl
					__nextHasNoMarginBottom
					label={__('Search currencies', 'woocommerce-payments')}
					placeholder={__('Search currencies', 'woocommerce-payments')}
					value={search}
					onChange={(value: string) => setSearch(value)}
				/>
				{search ? (
					<section aria-labelledby="wcpay-mc-results">
						<h3 id="wcpay-mc-results">
							{sprintf(
								/* translators: %d: how many currencies match the search */
								__('Search results (%d currencies)', 'woocommerce-payments'),
								results.length
							)}
						</h3>
						<ul className="wcpay-mc-setup__list" data-testid="mc-search-results">
							{results.map((code) => box(code, 'search'))}
						</ul>
					</section>
				) : (
					<>
						{groups.recommended.length > 0 && (
							<section aria-labelledby="wcpay-mc-recommended">
								<h3 id="wcpay-mc-recommended">
									{__('Recommended currencies', 'woocommerce-payments')}
								</h3>
								<ul className="wcpay-mc-setup__list" data-testid="mc-recommended">
									{groups.recommended.map((code) => box(code, 'recommended'))}
								</ul>
							</section>
						)}
						<section aria-labelledby="wcpay-mc-all">
							<h3 id="wcpay-mc-all">{__('All currencies', 'woocommerce-payments')}</h3>
							<ul className="wcpay-mc-setup__list" data-testid="mc-all">
								{groups.others.map((code) => box(code, 'all'))}
							</ul>
						</section>
					</>
				)}
			</div>
			<Button variant="primary" isBusy={isSavingEnabled} disabled={disabled} onClick={onContinue}>
				{addButtonText(chosen.length, enabled.length)}
			</Button>
		</>
	);
}
