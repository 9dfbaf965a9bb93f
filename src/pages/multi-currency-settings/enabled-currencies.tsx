/**
 * 'Enabled currencies' (spec 002 §3.7): each enabled currency with its flag, name, symbol and code and its
 * exchange rate against the store currency ('Default currency' for the store currency); 'Manage' opens a
 * currency's settings and 'Remove' disables it; 'Add currencies' opens a picker of every available currency.
 */
import { Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useRef, useState } from 'react';

import { useCurrencies, useMultiCurrencyActions, type Currency } from '../../data/multi-currency';
import { currencyLabel } from '../../strings/currency-label';
import { SettingsSection } from '../../components/settings-section';
import { requestFocusBack, useFocusBack } from '../../components/focus-back';
import { AddCurrenciesModal } from './add-currencies-modal';
import { showCurrency } from './navigation';
import { Button } from '../../components/button';

/**
 * The rate of a currency as the list shows it: '1 USD → 0.93 EUR' ('1,000 JPY → …' for a zero-decimal store
 * currency); 'Default currency' for the store currency.
 */
export function rateText(currency: Currency, store: Currency): string {
	if (currency.is_default) {
		return __('Default currency', 'woocommerce-payments');
	}
	const per = store.is_zero_decimal ? 1000 : 1;
	const rate = (currency.rate * per).toFixed(2);
	return `${per === 1000 ? '1,000' : '1'} ${store.code} → ${rate} ${currency.code}`;
}

const REMOVED_KEY = 'mc-currency-removed';
const ADDED_KEY = 'mc-currencies-added';

export function EnabledCurrencies() {
	const { data: currencies, isLoading } = useCurrencies();
	const { submitEnabledCurrencies, isSavingEnabled } = useMultiCurrencyActions();
	const [isAdding, setAdding] = useState(false);
	const enabled = Object.values(currencies?.enabled ?? {});

	// Focus lost while the list renders anew goes to the list (after a removal: the row and its button are
	// gone) or back to 'Add currencies' (after the picker saved).
	const list = useRef<HTMLUListElement>(null);
	const addButton = useRef<HTMLButtonElement>(null);
	useFocusBack(REMOVED_KEY, list);
	useFocusBack(ADDED_KEY, addButton);
	const remove = (code: string) => {
		requestFocusBack(REMOVED_KEY);
		void submitEnabledCurrencies(enabled.map((c) => c.code).filter((c) => c !== code));
	};

	return (
		<SettingsSection
			id="wcpay-mc-enabled"
			title={__('Enabled currencies', 'woocommerce-payments')}
			description={__(
				'Accept payments in multiple currencies. Prices are converted based on exchange rates and rounding rules.',
				'woocommerce-payments'
			)}
		>
			{isLoading && <Spinner />}
			{currencies && (
				<>
					<ul
						ref={list}
						tabIndex={-1}
						className="wcpay-mc-enabled"
						aria-label={__('Enabled currencies', 'woocommerce-payments')}
					>
						{enabled.map((currency) => (
							<li
								key={currency.code}
								className="wcpay-mc-enabled__item"
								data-currency={currency.code}
							>
								<span className="wcpay-mc-enabled__flag" aria-hidden="true">
									{currency.flag}
								</span>
								<span className="wcpay-mc-enabled__name">{currencyLabel(currency)}</span>
								<span className="wcpay-mc-enabled__rate">
									{rateText(currency, currencies.default)}
								</span>
								{!currency.is_default && (
									<span className="wcpay-mc-enabled__actions">
										<Button
											variant="link"
											className="wcpay-mc-enabled__manage"
											onClick={() => showCurrency(currency.code)}
											aria-label={sprintf(
												/* translators: %s: currency name */
												__('Manage %s', 'woocommerce-payments'),
												currency.name
											)}
										>
											{__('Manage', 'woocommerce-payments')}
										</Button>
										<Button
											variant="link"
											disabled={isSavingEnabled}
											accessibleWhenDisabled
											onClick={() => remove(currency.code)}
											aria-label={sprintf(
												/* translators: %s: currency name */
												__('Remove %s', 'woocommerce-payments'),
												currency.name
											)}
										>
											{__('Remove', 'woocommerce-payments')}
										</Button>
									</span>
								)}
							</li>
						))}
					</ul>
					<Button
						ref={addButton}
						variant="secondary"
						onClick={() => setAdding(true)}
						disabled={isSavingEnabled}
						// Stays focusable while saving: the modal gives focus back to it as it closes.
						accessibleWhenDisabled
					>
						{__('Add currencies', 'woocommerce-payments')}
					</Button>
					{isAdding && (
						<AddCurrenciesModal
							currencies={currencies}
							onClose={() => {
								requestFocusBack(ADDED_KEY);
								setAdding(false);
							}}
						/>
					)}
				</>
			)}
		</SettingsSection>
	);
}
