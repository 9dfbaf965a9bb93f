/**
 * 'Store settings' of the settings tab (spec 002 §3.7, §7): automatic switching to the customer's currency
 * and — only with the Storefront theme — the storefront currency switcher, saved together ('yes' / 'no').
 */
import { useState } from 'react';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	offersStorefrontSwitcher,
	useMultiCurrencyActions,
	useStoreSettings,
} from '../../data/multi-currency';
import { SettingsSection } from '../../components/settings-section';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { Button } from '../../components/button';
import { CheckboxControl } from '../../components/controls/checkbox-control';

export function StoreSettingsSection() {
	const { data: settings, isLoading } = useStoreSettings();
	const { submitStoreSettings, isSavingStoreSettings } = useMultiCurrencyActions();
	const [autoCurrency, setAutoCurrency] = useState<boolean | null>(null);
	const [switcher, setSwitcher] = useState<boolean | null>(null);
	const auto = autoCurrency ?? settings?.enable_auto_currency ?? false;
	const storefront = switcher ?? settings?.enable_storefront_switcher ?? false;
	const showSwitcher = offersStorefrontSwitcher(settings ?? null);
	// Changed from what is saved: leaving asks first.
	const isDirty =
		Boolean(settings) &&
		(auto !== (settings?.enable_auto_currency ?? false) ||
			storefront !== (settings?.enable_storefront_switcher ?? false));
	useUnsavedChangesGuard(isDirty && !isSavingStoreSettings);

	return (
		<>
			<SettingsSection
				id="wcpay-mc-store-settings"
				title={__('Store settings', 'woocommerce-payments')}
				description={__(
					'Store settings allow your customers to choose which currency they would like to use when shopping at your store.',
					'woocommerce-payments'
				)}
			>
				{isLoading && <Spinner />}
				{settings && (
					<>
						<CheckboxControl
							__nextHasNoMarginBottom
							checked={auto}
							onChange={setAutoCurrency}
							label={__(
								'Automatically switch customers to their local currency if it has been enabled',
								'woocommerce-payments'
							)}
							help={__(
								'Customers will be notified via store alert banner.',
								'woocommerce-payments'
							)}
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
					</>
				)}
			</SettingsSection>
			<div className="wcpay-mc-settings__save">
				<Button
					variant="primary"
					isBusy={isSavingStoreSettings}
					disabled={!settings || isSavingStoreSettings}
					onClick={() => void submitStoreSettings(auto, storefront)}
				>
					{__('Save changes', 'woocommerce-payments')}
				</Button>
			</div>
		</>
	);
}
