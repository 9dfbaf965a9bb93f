/** The name of the disputes store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/disputes';
