/**
 * `wcpay/settings`: the payment settings object (spec 001 §3.9) with the editing flags of spec 001 §4.3.
 * Edits stay local until saved: any edit sets `isDirty` and clears the saving error; a save sets
 * `isSaving`, clears `isDirty` only on success, and keeps the edits when it fails.
 */
import { store as noticesStore } from '@wordpress/notices';
import { __ } from '@wordpress/i18n';

import { apiPost, toApiError } from '../shared/api';
import { fetchRead } from '../shared/reads';
import { defineStore, resolveRead, type ThunkArgs } from '../shared/store';
import { writeFailed, writeSucceeded } from '../shared/write-notices';
import type { ApiError } from '../shared/types';
import { toUserMessage } from '../../utils/errors';
import { STORE_NAME } from './name';
import { settingsRead, storeRead } from './query';
import type { PaymentSettings, SettingsSaveAnswer } from './types';

export interface SettingsState {
	settings: PaymentSettings | null;
	isDirty: boolean;
	isSaving: boolean;
	savingError: ApiError | null;
	loadError: ApiError | null;
	savingOptions: Record<string, boolean>;
	isStartingMigration: boolean;
}

const initialState: SettingsState = {
	settings: null,
	isDirty: false,
	isSaving: false,
	savingError: null,
	loadError: null,
	savingOptions: {},
	isStartingMigration: false,
};

type Action =
	| { type: 'RECEIVE_SETTINGS'; settings: PaymentSettings }
	| { type: 'RECEIVE_LOAD_ERROR'; error: ApiError }
	| { type: 'UPDATE_VALUES'; values: Partial<PaymentSettings> }
	| { type: 'SAVE_START' }
	| { type: 'SAVE_SUCCESS'; settings: Partial<PaymentSettings> }
	| { type: 'SAVE_FAILURE'; error: ApiError }
	| { type: 'OPTION_SAVING'; option: string; saving: boolean }
	| { type: 'MIGRATION_STARTING'; starting: boolean };

export function reducer(state: SettingsState = initialState, action: Action): SettingsState {
	switch (action.type) {
		case 'RECEIVE_SETTINGS':
			return { ...state, settings: action.settings, isDirty: false, loadError: null };
		case 'RECEIVE_LOAD_ERROR':
			return { ...state, loadError: action.error };
		case 'UPDATE_VALUES':
			if (!state.settings) {
				return state;
			}
			return {
				...state,
				settings: { ...state.settings, ...action.values },
				isDirty: true,
				savingError: null,
			};
		case 'SAVE_START':
			return { ...state, isSaving: true, savingError: null };
		case 'SAVE_SUCCESS':
			return {
				...state,
				// What was sent is saved; the answer adds what the server derives (spec 001 §7.1: the statuses
				// of the payment methods, e.g. of a newly enabled one).
				settings: state.settings ? { ...state.settings, ...action.settings } : state.settings,
				isSaving: false,
				isDirty: false,
			};
		case 'SAVE_FAILURE':
			return { ...state, isSaving: false, savingError: action.error };
		case 'OPTION_SAVING':
			return { ...state, savingOptions: { ...state.savingOptions, [action.option]: action.saving } };
		case 'MIGRATION_STARTING':
			return { ...state, isStartingMigration: action.starting };
		default:
			return state;
	}
}

export const selectors = {
	/**
	 * The settings object with the local edits; null until loaded.
	 *
	 * @example
	 * const settings = select( settingsStore ).getSettings(); // PaymentSettings | null
	 */
	getSettings: (state: SettingsState) => state.settings,
	/**
	 * The error of the last load; null after a success.
	 *
	 * @example
	 * select( settingsStore ).getLoadError(); // ApiError | null
	 */
	getLoadError: (state: SettingsState) => state.loadError,
	/**
	 * Edited since the last load or save (spec 001 §4.3).
	 *
	 * @example
	 * select( settingsStore ).isDirty(); // true after updateSettingsValues()
	 */
	isDirty: (state: SettingsState) => state.isDirty,
	/**
	 * Whether the settings are being saved.
	 *
	 * @example
	 * select( settingsStore ).isSaving(); // false
	 */
	isSaving: (state: SettingsState) => state.isSaving,
	/**
	 * The error of the last save; null after a success or an edit.
	 *
	 * @example
	 * select( settingsStore ).getSavingError(); // ApiError | null
	 */
	getSavingError: (state: SettingsState) => state.savingError,
	/**
	 * Whether one option is being saved on its own.
	 *
	 * @example
	 * select( settingsStore ).isSavingOption( 'is_debug_log_enabled' ); // false
	 */
	isSavingOption: (state: SettingsState, option: string) => Boolean(state.savingOptions[option]),
	/**
	 * Whether the Stripe Billing migration is being started.
	 *
	 * @example
	 * select( settingsStore ).isStartingMigration(); // false
	 */
	isStartingMigration: (state: SettingsState) => state.isStartingMigration,
};

type Args = ThunkArgs<Action, typeof selectors>;

/** Local edit of one or more fields. */
const updateSettingsValues = (values: Partial<PaymentSettings>): Action => ({
	type: 'UPDATE_VALUES',
	values,
});

export const actions = {
	updateSettingsValues,
	/** Selects or unselects a payment method: edits the enabled list. */
	togglePaymentMethod:
		(id: string, enabled: boolean) =>
		({ dispatch, select }: Args): void => {
			const current = select.getSettings()?.enabled_payment_method_ids ?? [];
			const next = enabled ? [...new Set([...current, id])] : current.filter((m) => m !== id);
			dispatch(updateSettingsValues({ enabled_payment_method_ids: next }));
		},
	/**
	 * Saves the whole settings object. Resolves to true on success. A failure raises the catalogue text of
	 * `errorContext` ('fraud.save' on the fraud protection page: "Settings were not saved." and the reason).
	 */
	saveSettings:
		(errorContext: 'settings.save' | 'fraud.save' = 'settings.save') =>
		async ({ dispatch, select, registry }: Args): Promise<boolean> => {
			const settings = select.getSettings();
			if (!settings || select.isSaving()) {
				return false;
			}
			dispatch({ type: 'SAVE_START' });
			try {
				const answer = await apiPost<SettingsSaveAnswer | null>('/settings', settings);
				const statuses = answer?.data?.payment_method_statuses;
				dispatch({
					type: 'SAVE_SUCCESS',
					settings:
						statuses && typeof statuses === 'object' ? { payment_method_statuses: statuses } : {},
				});
				writeSucceeded(registry, 'settings.save');
				void registry
					.dispatch(noticesStore)
					.createSuccessNotice(__('Settings saved.', 'woocommerce-payments'), { type: 'snackbar' });
				return true;
			} catch (error) {
				dispatch({ type: 'SAVE_FAILURE', error: toApiError(error) });
				writeFailed(registry, 'settings.save', toUserMessage(error, errorContext));
				return false;
			}
		},
	/** Saves one option right away (POST /settings/{option}). */
	saveOption:
		(option: string, value: unknown) =>
		async ({ dispatch, registry }: Args): Promise<boolean> => {
			dispatch({ type: 'OPTION_SAVING', option, saving: true });
			try {
				await apiPost(`/settings/${encodeURIComponent(option)}`, { value });
				writeSucceeded(registry, `settings.option.${option}`);
				return true;
			} catch (error) {
				writeFailed(registry, `settings.option.${option}`, toUserMessage(error, 'settings.option'));
				return false;
			} finally {
				dispatch({ type: 'OPTION_SAVING', option, saving: false });
			}
		},
	/** Starts the Stripe Billing migration, then reloads the settings for its counts. */
	startBillingMigration:
		() =>
		async ({ dispatch, registry }: Args): Promise<boolean> => {
			dispatch({ type: 'MIGRATION_STARTING', starting: true });
			try {
				await apiPost('/settings/schedule-stripe-billing-migration', {});
				dispatch.invalidateResolutionForStoreSelector('getSettings');
				writeSucceeded(registry, 'billing.migration');
				return true;
			} catch (error) {
				writeFailed(registry, 'billing.migration', toUserMessage(error, 'billing.migration'));
				return false;
			} finally {
				dispatch({ type: 'MIGRATION_STARTING', starting: false });
			}
		},
};

/** The id of the generic 'Error retrieving settings.' notice, for pages that show their own text instead. */
export const SETTINGS_LOAD_NOTICE_ID = 'wcpay-settings-load-error';

export const resolvers = {
	getSettings:
		() =>
		async ({ dispatch, registry }: Args) => {
			try {
				dispatch({
					type: 'RECEIVE_SETTINGS',
					settings: await fetchRead<PaymentSettings>(settingsRead()),
				});
			} catch (error) {
				// The notice first: a page that words the failure itself removes it once it sees the error.
				void registry
					.dispatch(noticesStore)
					.createErrorNotice(toUserMessage(error, 'settings.load'), {
						id: SETTINGS_LOAD_NOTICE_ID,
					});
				dispatch({ type: 'RECEIVE_LOAD_ERROR', error: toApiError(error) });
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors, resolvers });

// The reads of ./query start through this store once it is defined (shared/reads.ts `readStart`).
storeRead.resolveThrough(() => resolveRead(store));
