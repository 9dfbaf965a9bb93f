/** The name of the loans store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/loans';
