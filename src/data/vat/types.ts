/**
 * The tax details (VAT record) of spec 000 §3, §5, §7: what `GET /wc/v3/payments/vat/{number}` answers for a
 * valid tax number (the registered business's name and address), what `POST /wc/v3/payments/vat` takes and
 * answers, and the limits both sides check. The mock server validates and serialises with these shapes.
 */

/** GET /vat/{number}: the business the tax number is registered to. */
export interface VatValidation {
	/** The number as the server normalised it (e.g. 'DE123456789'). */
	vat_number: string;
	name: string;
	address: string;
}

/** POST /vat: the business name and address (required, trimmed), and the number when the merchant has one. */
export interface VatDetailsRequest {
	vat_number?: string;
	name: string;
	address: string;
}

/** The stored VAT record (spec 000 §3): `vat_number` is null when the merchant has none. */
export interface VatDetails {
	vat_number: string | null;
	name: string;
	address: string;
}

/** At most this many characters of a business name (after trimming). */
export const VAT_NAME_MAX = 200;
/** At most this many characters of an address (after trimming). */
export const VAT_ADDRESS_MAX = 1000;
/** At most this many characters of a tax number as typed. */
export const VAT_NUMBER_MAX = 40;
