/**
 * The REST paths of the tax details (spec 000 §7): `GET /wc/v3/payments/vat/{number}` validates a tax number
 * and answers the registered business; `POST /wc/v3/payments/vat` saves the VAT record. Store-free.
 */
import { restPath } from '../shared/api';

/** POST /vat: saves the VAT record. */
export const VAT_PATH = '/vat';

/**
 * The validation call of a tax number (the number as typed without its prefix, encoded as one segment).
 *
 * @example
 * vatValidationPath( '123456789' ); // '/wc/v3/payments/vat/123456789'
 * vatValidationPath( '12 345 678 901' ); // '/wc/v3/payments/vat/12%20345%20678%20901'
 */
export function vatValidationPath(number: string): string {
	return restPath(`${VAT_PATH}/${encodeURIComponent(number)}`);
}
