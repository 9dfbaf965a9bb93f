/** The name of the card readers store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/readers';
