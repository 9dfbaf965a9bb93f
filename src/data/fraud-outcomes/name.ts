/** The name of the fraud outcomes store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/fraud-outcomes';
