/** Hooks of `wcpay/onboarding` for the connect page and the onboarding wizard. */
import { useDispatch, useSelect } from '@wordpress/data';

import { store } from './store';

/**
 * The embedded-verification session and the actions that create, reset and finalize it.
 *
 * @example
 * const { session, createKycSession } = useKycSession();
 * if ( session.status === 'idle' ) {
 *     await createKycSession( { self_assessment, capabilities } );
 * }
 */
export function useKycSession() {
	const state = useSelect(
		(select) => ({
			session: select(store).getKycSession(),
			isFinalizing: select(store).isFinalizing(),
		}),
		[]
	);
	const { createKycSession, createAccountSession, resetSession, finalizeKyc } = useDispatch(store);
	return { ...state, createKycSession, createAccountSession, resetSession, finalizeKyc };
}

/**
 * One-shot calls of the connect page: promotion, test drive and account-status polls.
 *
 * @example
 * const { fetchAccountStatus } = useConnectActions();
 * const status = await fetchAccountStatus(); // '' when the call failed
 */
export function useConnectActions() {
	const { activatePromo, requestTestDrive, fetchAccountStatus } = useDispatch(store);
	return { activatePromo, requestTestDrive, fetchAccountStatus };
}
