/** The name of the feedback store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/feedback';
