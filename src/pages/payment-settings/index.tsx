import { useEffect, useState } from 'react';
import { Spinner } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { SETTINGS_LOAD_NOTICE_ID, useSettings, type PaymentSettings } from '../../data/settings';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import {
	AdvancedSection,
	ExpressCheckoutSection,
	FraudSection,
	GeneralSection,
	PaymentMethodsSection,
	PayoutsSection,
	TransactionsSection,
} from './sections';
import { serverFieldErrors, trimmedValues, validateSettings, type SettingsErrors } from './validation';
import './style.scss';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

/**
 * Shows `found` under their fields and moves focus to the first one; answers whether there was one. Nothing
 * found clears the errors shown.
 */
function showErrors(found: SettingsErrors, setErrors: (errors: SettingsErrors) => void): boolean {
	setErrors(found);
	const first = Object.keys(found)[0];
	if (first) {
		document.getElementById(`wcpay-field-${first}`)?.focus();
	}
	return Boolean(first);
}

/**
 * Payment settings (spec 001 §2.10, §3.9): every field of the settings object, edited locally and saved
 * whole, its text fields trimmed. A field the page or the server refuses shows why under it and takes the
 * focus; a failed save keeps what the merchant typed (and the dirty flag); leaving with unsaved changes
 * asks first.
 */
export default function PaymentSettingsPage() {
	const {
		settings,
		isLoading,
		loadError,
		isDirty,
		isSaving,
		updateSettingsValues,
		saveSettings,
		startBillingMigration,
		isStartingMigration,
		savingError,
	} = useSettings();
	const [errors, setErrors] = useState<SettingsErrors>({});
	// A field the server refused is marked with its reason too, beside the save notice.
	useEffect(() => {
		showErrors(serverFieldErrors(savingError), setErrors);
	}, [savingError]);
	useUnsavedChangesGuard(isDirty);
	// The page says a load failure in place of the settings (below): the store's notice of it would say it twice.
	const { removeNotice } = useDispatch(noticesStore);
	useEffect(() => {
		if (loadError) {
			void removeNotice(SETTINGS_LOAD_NOTICE_ID);
		}
	}, [loadError, removeNotice]);

	if (isLoading && !settings) {
		return (
			<div className="wcpay-page-loading" role="status">
				<Spinner />
				<span>{__('Loading settings…', 'woocommerce-payments')}</span>
			</div>
		);
	}
	if (!settings) {
		return (
			<Notice status="error" isDismissible={false}>
				{loadError ? __('Error retrieving settings.', 'woocommerce-payments') : null}
			</Notice>
		);
	}

	const update = (values: Partial<PaymentSettings>) => {
		updateSettingsValues(values);
		// Re-check only the fields that already showed an error, so typing clears it.
		if (Object.keys(errors).length) {
			setErrors(validateSettings({ ...settings, ...values }));
		}
	};

	const onSave = async () => {
		// The text fields go out trimmed, so what is checked here is what the server checks.
		const trimmed = trimmedValues(settings);
		if (Object.keys(trimmed).length > 0) {
			updateSettingsValues(trimmed);
		}
		if (showErrors(validateSettings({ ...settings, ...trimmed }), setErrors)) {
			return;
		}
		await saveSettings();
	};

	const props = { settings, update, errors, disabled: isSaving };
	return (
		<form
			className="wcpay-payment-settings"
			aria-label={__('Payment settings', 'woocommerce-payments')}
			onSubmit={(event) => {
				event.preventDefault();
				onSave();
			}}
			noValidate
		>
			<GeneralSection {...props} />
			<PaymentMethodsSection {...props} />
			<ExpressCheckoutSection {...props} />
			<TransactionsSection {...props} />
			<PayoutsSection {...props} />
			<FraudSection {...props} />
			<AdvancedSection
				{...props}
				onStartMigration={() => startBillingMigration()}
				isStartingMigration={isStartingMigration}
			/>
			<div className="wcpay-settings-save">
				{isDirty && !isSaving && (
					<span className="wcpay-settings-save__dirty">
						{__('You have unsaved changes.', 'woocommerce-payments')}
					</span>
				)}
				<Button
					variant="primary"
					type="submit"
					isBusy={isSaving}
					disabled={isSaving || !isDirty}
					accessibleWhenDisabled
				>
					{__('Save changes', 'woocommerce-payments')}
				</Button>
			</div>
		</form>
	);
}
