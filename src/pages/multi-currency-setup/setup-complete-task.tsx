/**
 * Task 3, 'Setup complete' (spec 002 §2.5, §4.6): entering it records the finished setup (option
 * wcpay_multi_currency_setup_completed); it links back to the store's home and to the multi-currency
 * settings.
 */
import { useEffect, useRef } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useCurrencies, useMultiCurrencyActions } from '../../data/multi-currency';
import { getAdminUrl } from '../../settings';
import { Button } from '../../components/button';

/** The multi-currency settings tab (spec 002 §2.5). */
export const MULTI_CURRENCY_SETTINGS_PATH = 'admin.php?page=wc-settings&tab=wcpay_multi_currency';

export function SetupCompleteTask() {
	const { data: currencies } = useCurrencies();
	const { recordSetupCompleted } = useMultiCurrencyActions();
	const recorded = useRef(false);
	useEffect(() => {
		if (!recorded.current) {
			recorded.current = true;
			void recordSetupCompleted();
		}
	}, [recordSetupCompleted]);

	return (
		<>
			<p className="wcpay-mc-setup__muted">
				{__(
					"You're ready to begin accepting payments using foreign currencies!",
					'woocommerce-payments'
				)}
			</p>
			<p className="wcpay-mc-setup__muted">
				{sprintf(
					/* translators: %s: the store currency's name, e.g. "Euro" */
					__(
						'Your product prices are automatically converted from your default currency (%s) based on the currency exchange rate and formatting rules for each currency.',
						'woocommerce-payments'
					),
					currencies?.default.name ?? ''
				)}
			</p>
			<p className="wcpay-mc-setup__muted">
				{__(
					'To enter your own exchange rates or update the formatting rules for each currency, visit the multi-currency settings.',
					'woocommerce-payments'
				)}
			</p>
			<div className="wcpay-mc-setup__buttons">
				<Button variant="primary" href={getAdminUrl('admin.php?page=wc-admin')}>
					{__('Back to home', 'woocommerce-payments')}
				</Button>
				<Button variant="tertiary" href={getAdminUrl(MULTI_CURRENCY_SETTINGS_PATH)}>
					{__('View Multi-Currency settings', 'woocommerce-payments')}
				</Button>
			</div>
		</>
	);
}
