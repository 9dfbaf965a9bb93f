/** The name of the payouts store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/deposits';
