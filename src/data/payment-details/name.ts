/** The name of the payment details store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/payment-details';
