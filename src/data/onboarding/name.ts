/** The name of the onboarding store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/onboarding';
