/** Hooks of `wcpay/settings` for the payment settings screen and the pages that read a setting. */
import { useDispatch, useSelect } from '@wordpress/data';

import { store } from './store';
import type { PaymentSettings } from './types';

/**
 * The payment settings with their editing state; pages edit and save through this hook. `settings` is null
 * until loaded.
 *
 * @example
 * const { settings, isLoading, isDirty, isSaving, updateSettingsValues, saveSettings } = useSettings();
 * updateSettingsValues( { is_manual_capture_enabled: true } );
 * await saveSettings();
 */
export function useSettings() {
	const state = useSelect((select) => {
		const s = select(store);
		return {
			settings: s.getSettings(),
			isLoading: !s.hasFinishedResolution('getSettings', []),
			loadError: s.getLoadError(),
			isDirty: s.isDirty(),
			isSaving: s.isSaving(),
			savingError: s.getSavingError(),
			isStartingMigration: s.isStartingMigration(),
		};
	}, []);
	const { updateSettingsValues, saveSettings, togglePaymentMethod, saveOption, startBillingMigration } =
		useDispatch(store);
	return {
		...state,
		updateSettingsValues,
		saveSettings,
		togglePaymentMethod,
		saveOption,
		startBillingMigration,
	};
}

/**
 * One field of the settings object as a `[ value, setValue ]` pair (the edit stays local until saved).
 *
 * @example
 * const [ descriptor, setDescriptor ] = useSettingsField( 'account_statement_descriptor' );
 */
export function useSettingsField<K extends keyof PaymentSettings>(
	key: K
): [PaymentSettings[K] | undefined, (value: PaymentSettings[K]) => void] {
	const value = useSelect((select) => select(store).getSettings()?.[key], [key]);
	const { updateSettingsValues } = useDispatch(store);
	return [value, (next) => void updateSettingsValues({ [key]: next } as Partial<PaymentSettings>)];
}
