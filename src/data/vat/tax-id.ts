/**
 * Which tax number a country's merchants give (spec 000 §5 "Tax step 1"), as data both the tax-details modal
 * and the mock server use: the kind of number — AU an ABN (11 digits), JP a Corporate Number (13 digits), NZ
 * an IRD Number (8 or 9 digits), SG a UEN or GST registration number, every other country a VAT number (8 to
 * 12 digits after a country prefix) — and the prefix the number field starts with (GR uses EL, CH uses CHE,
 * AU, JP, NZ and SG have none, any other country its own code). Labels live in the modal.
 */

export type TaxIdKind = 'abn' | 'corporate_number' | 'ird_number' | 'uen_or_gst' | 'vat_number';

/**
 * The kind of tax number of an account country (ISO 3166-1 alpha-2).
 *
 * @example
 * taxIdKind( 'AU' ); // 'abn'
 * taxIdKind( 'DE' ); // 'vat_number'
 */
export function taxIdKind(country: string): TaxIdKind {
	switch (country.toUpperCase()) {
		case 'AU':
			return 'abn';
		case 'JP':
			return 'corporate_number';
		case 'NZ':
			return 'ird_number';
		case 'SG':
			return 'uen_or_gst';
		default:
			return 'vat_number';
	}
}

/**
 * The prefix of a country's tax number, with the space that follows it ('' when there is none).
 *
 * @example
 * taxIdPrefix( 'GR' ); // 'EL '
 * taxIdPrefix( 'CH' ); // 'CHE '
 * taxIdPrefix( 'AU' ); // ''
 * taxIdPrefix( 'FR' ); // 'FR '
 */
export function taxIdPrefix(country: string): string {
	const code = country.trim().toUpperCase();
	if (taxIdKind(code) !== 'vat_number' || code === '') {
		return '';
	}
	switch (code) {
		case 'GR':
			return 'EL ';
		case 'CH':
			return 'CHE ';
		default:
			return `${code} `;
	}
}
