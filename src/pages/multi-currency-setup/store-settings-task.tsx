/**
 * Task 2, 'Review store settings' (spec 002 §4.6): automatic switching to the customer's currency and — only
 * with the Storefront theme — the storefront currency switcher. Continue turns multi-currency on first when
 * it is off, then saves both flags ('yes' / 'no') and moves on.
 */
import { useState } from 'react';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	isMultiCurrencyEnabledOnPage,
	offersStorefrontSwitcher,
	useMultiCurrencyActions,
	useStoreSettings,
} from '../../data/multi-currency';
import { Button } from '../../components/button';
import { CheckboxControl } from '../../components/controls/checkbox-control';

/** Multi-currency turned on by this page (the page settings say how the page was loaded). */
let enabledHere = false;

export function StoreSettingsTask({ onDone }: { onDone: () => void }) {
	const { data: settings, isLoading } = useStoreSettings();
	const { submitStoreSettings, enableMultiCurrency, isSavingStoreSettings, isSavingOption } =
		useMultiCurrencyActions();
	const [autoCurrency, setAutoCurrency] = useState<boolean | null>(null);
	const [switcher, setSwitcher] = useState<boolean | null>(null);

	if (isLoading) {
		return <Spinner />;
	}
	const auto = autoCurrency ?? settings?.enable_auto_currency ?? false;
	const storefront = switcher ?? settings?.enable_storefront_switcher ?? false;
	const showSwitcher = offersStorefrontSwitcher(settings ?? null);
	const busy = isSavingStoreSettings || isSavingOption;

	const onContinue = async () => {
		if (!isMultiCurrencyEnabledOnPage() && !enabledHere) {
			if (!(await enableMultiCurrency())) {
				return;
			}
			enabledHere = true;
		}
		if (await submitStoreSettings(auto, storefront)) {
			onDone();
		}
	};

	return (
		<>
			<p className="wcpay-mc-setup__muted">
				{__(
					'These settings can be changed any time by visiting the Multi-Currency settings',
					'woocommerce-payments'
				)}
			</p>
			<div className="wcpay-mc-setup__settings">
				<CheckboxControl
					__nextHasNoMarginBottom
					checked={auto}
					onChange={setAutoCurrency}
					label={__(
						'Automatically switch customers to their local currency if it has been enabled',
						'woocommerce-payments'
					)}
					help={__('Customers will be notified via store alert banner.', 'woocommerce-payments')}
				/>
				{showSwitcher && (
					<CheckboxControl
						__nextHasNoMarginBottom
						checked={storefront}
						onChange={setSwitcher}
						label={__(
							'Add a currency switcher to the Storefront theme on breadcrumb section.',
							'woocommerce-payments'
						)}
						help={__(
							'A currency switcher is also available in your widgets.',
							'woocommerce-payments'
						)}
					/>
				)}
			</div>
			<Button variant="primary" isBusy={busy} disabled={busy} onClick={onContinue}>
				{__('Continue', 'woocommerce-payments')}
			</Button>
		</>
	);
}
