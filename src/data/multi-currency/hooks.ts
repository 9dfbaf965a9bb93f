/** Hooks of `wcpay/multi-currency` for the setup wizard and the multi-currency settings tab. */
import { useDispatch, useSelect } from '@wordpress/data';

import type { Read } from '../shared/types';
import { store } from './store';
import type { CurrenciesResponse, CurrencySettings, StoreSettings } from './types';

/**
 * The currencies (available, enabled, default), read once; `data` is undefined until loaded.
 *
 * @example
 * const { data: currencies, isLoading, error } = useCurrencies();
 * const enabledCodes = Object.keys( currencies?.enabled ?? {} );
 */
export function useCurrencies(): Read<CurrenciesResponse | undefined> {
	return useSelect((select) => {
		const s = select(store);
		const data = s.getCurrencies();
		return {
			data,
			isLoading: !data && !s.hasFinishedResolution('getCurrencies', []),
			error: s.getCurrenciesError(),
		};
	}, []);
}

/**
 * One currency's settings (nothing is read for a null code); `data` is undefined until loaded.
 *
 * @example
 * const { data: settings, isLoading } = useCurrencySettings( 'EUR' );
 */
export function useCurrencySettings(code: string | null): Read<CurrencySettings | undefined> {
	return useSelect(
		(select) => {
			if (!code) {
				return { data: undefined, isLoading: false };
			}
			const s = select(store);
			const data = s.getCurrencySettings(code);
			return {
				data,
				isLoading: !data && !s.hasFinishedResolution('getCurrencySettings', [code]),
				error: s.getCurrencySettingsError(code),
			};
		},
		[code]
	);
}

/**
 * The store settings (auto switch, storefront switcher, site theme…); `data` is undefined until loaded.
 *
 * @example
 * const { data: storeSettings, isLoading } = useStoreSettings();
 */
export function useStoreSettings(): Read<StoreSettings | undefined> {
	return useSelect((select) => {
		const s = select(store);
		const data = s.getStoreSettings();
		return {
			data,
			isLoading: !data && !s.hasFinishedResolution('getStoreSettings', []),
			error: s.getStoreSettingsError(),
		};
	}, []);
}

/**
 * The multi-currency saves, each resolving to true on success (the store raises the notices), and what is
 * being saved.
 *
 * @example
 * const { submitEnabledCurrencies, isSavingEnabled } = useMultiCurrencyActions();
 * await submitEnabledCurrencies( [ 'EUR', 'USD' ] );
 */
export function useMultiCurrencyActions() {
	const actions = useDispatch(store);
	const saving = useSelect((select) => {
		const s = select(store);
		return {
			isSavingEnabled: s.isSaving('enabled'),
			isSavingStoreSettings: s.isSaving('store'),
			isSavingOption: s.isSaving('option'),
		};
	}, []);
	return {
		...saving,
		submitEnabledCurrencies: actions.submitEnabledCurrencies,
		submitCurrencySettings: actions.submitCurrencySettings,
		submitStoreSettings: actions.submitStoreSettings,
		enableMultiCurrency: actions.enableMultiCurrency,
		recordSetupCompleted: actions.recordSetupCompleted,
	};
}

/**
 * Whether one currency's settings are being saved.
 *
 * @example
 * const isSaving = useIsSavingCurrency( 'EUR' );
 */
export function useIsSavingCurrency(code: string): boolean {
	return useSelect((select) => select(store).isSaving(`currency:${code}`), [code]);
}
