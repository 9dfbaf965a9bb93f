import { useDispatch, useSelect } from '@wordpress/data';

import type { ResolutionSelectors } from '../shared/resolution';
import { store } from './store';
import type { PaymentSettings } from './types';

/** The payment settings with their editing state; pages edit and save through this hook. */
export function useSettings() {
	const state = useSelect((select) => {
		const s = select(store) as ReturnType<typeof select<typeof store>> & ResolutionSelectors;
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

/** One field of the settings object as a `[ value, setValue ]` pair. */
export function useSettingsField<K extends keyof PaymentSettings>(
	key: K
): [PaymentSettings[K] | undefined, (value: PaymentSettings[K]) => void] {
	const value = useSelect((select) => select(store).getSettings()?.[key], [key]);
	const { updateSettingsValues } = useDispatch(store);
	return [value, (next) => updateSettingsValues({ [key]: next } as Partial<PaymentSettings>)];
}
