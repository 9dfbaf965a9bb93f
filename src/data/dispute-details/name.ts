/** The name of the single-dispute store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/dispute-details';
