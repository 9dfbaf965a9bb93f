/** The name of the documents store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/documents';
