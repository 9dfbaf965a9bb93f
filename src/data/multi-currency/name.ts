/** The name of the multi-currency store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/multi-currency';
