/** Hooks of `wcpay/user`: the signed-in admin and their wc-admin preferences. */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import type { Read } from '../shared/types';
import { store, type CurrentUser } from './store';

/**
 * The signed-in admin (`/wp/v2/users/me`), fetched once per page; `data` is null until loaded.
 *
 * @example
 * const { data: user } = useCurrentUser();
 * const name = user?.first_name;
 */
export function useCurrentUser(): Read<CurrentUser | null> {
	return useSelect((select) => {
		const s = select(store);
		return {
			data: s.getCurrentUser(),
			isLoading: !s.hasFinishedResolution('getCurrentUser', []),
			error: s.getUserError() ?? undefined,
		};
	}, []);
}

/**
 * One wc-admin user preference as `[ value, setValue, isLoading ]`. The value is what the user's meta holds
 * (any JSON, `undefined` when unset): read it defensively, it may have been written by anything.
 * `setValue( null )` deletes.
 *
 * @example
 * const [ hidden, setHidden ] = useUserPreference( 'wc_payments_payouts_hidden_columns' );
 * const list = Array.isArray( hidden ) ? hidden : [];
 */
export function useUserPreference(key: string): [unknown, (value: unknown) => Promise<boolean>, boolean] {
	const { value, isLoading } = useSelect(
		(select) => {
			const s = select(store);
			// Reading the user starts the one fetch; the preference reads from it.
			s.getCurrentUser();
			return {
				value: s.getUserPreference(key),
				isLoading: !s.hasFinishedResolution('getCurrentUser', []),
			};
		},
		[key]
	);
	const { updateUserPreferences } = useDispatch(store);
	// The same function while the key stays: components may depend on it without re-rendering for nothing.
	const save = useCallback(
		(next: unknown) => updateUserPreferences({ [key]: next }),
		[updateUserPreferences, key]
	);
	return [value, save, isLoading];
}
