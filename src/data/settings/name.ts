/** The name of the payment settings store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/settings';
