/** The name of the tax-details (VAT) store; import it to name the store without loading or registering it. */
export const STORE_NAME = 'wcpay/vat';
