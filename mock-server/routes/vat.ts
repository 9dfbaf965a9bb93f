/**
 * Tax details (spec 000 §7): `GET /wc/v3/payments/vat/{number}` validates a tax number for the account's
 * country and answers `{ vat_number, name, address }` of the registered business (400 with the reason
 * otherwise); `POST /wc/v3/payments/vat` `{ vat_number?, name, address }` saves the VAT record and marks tax
 * data submitted (400 on bad input, nothing changed). Both 404 `wcpay_account_not_found` without an account.
 * Domain: mock-server/domain/vat.ts; shapes: src/data/vat/types.ts.
 */
import { saveVatDetails, validateVat } from '../domain/vat';
import { bodyObject } from './params';
import { EDITABLE, READABLE, type RestRouter } from './router';

const BASE = '/wc/v3/payments/vat';

export function registerVatRoutes(router: RestRouter): void {
	router.add(READABLE, `${BASE}/(?P<number>[^/]+)`, ({ state, request }) =>
		validateVat(state, request.params.number)
	);
	router.add(EDITABLE, BASE, ({ state, request }) => saveVatDetails(state, bodyObject(request.body)));
}
