import { useDispatch, useSelect } from '@wordpress/data';

import type { ResolutionSelectors } from '../shared/resolution';
import { store, type CurrentUser } from './store';

/** The signed-in admin (`/wp/v2/users/me`), fetched once per page. */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
	return useSelect((select) => {
		const s = select(store) as ReturnType<typeof select<typeof store>> & ResolutionSelectors;
		return { user: s.getCurrentUser(), isLoading: !s.hasFinishedResolution('getCurrentUser', []) };
	}, []);
}

/**
 * One wc-admin user preference as `[ value, setValue, isLoading ]`. Values are any JSON; `setValue( null )`
 * deletes. Hidden columns: `useUserPreference< string[] >( 'wc_payments_payouts_hidden_columns' )`.
 */
export function useUserPreference<T>(
	key: string
): [T | undefined, (value: T | null) => Promise<boolean>, boolean] {
	const { value, isLoading } = useSelect(
		(select) => {
			const s = select(store) as ReturnType<typeof select<typeof store>> & ResolutionSelectors;
			// Reading the user starts the one fetch; the preference reads from it.
			s.getCurrentUser();
			return {
				value: s.getUserPreference(key) as T | undefined,
				isLoading: !s.hasFinishedResolution('getCurrentUser', []),
			};
		},
		[key]
	);
	const { updateUserPreferences } = useDispatch(store);
	return [value, (next) => updateUserPreferences({ [key]: next }), isLoading];
}
