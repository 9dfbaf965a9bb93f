/**
 * The page's checks and the server's agree on the fields that show their own error: a value the page lets
 * through (trimmed, as a save sends it) is one the server takes, and a value the page refuses is one the
 * server would refuse too. Before, '   ', 'Café ☕ Shop', '123456' or 'a@b.c' passed the page and came back
 * 400 with only a banner. Also: the trimmed edits, and the server's reasons mapped to fields.
 */
import { validateSettings as serverValidate } from '../../../mock-server/domain/settings-validation';
import {
	FIELDS_WITH_ERRORS,
	serverFieldErrors,
	trimmedValues,
	validateSettings,
} from '../../../src/pages/payment-settings/validation';
import { setPageGlobals } from '../../support/page-globals';
import { SETTINGS } from './fixtures';

beforeEach(() => setPageGlobals());

const CASES: Record<string, Array<string | number | null>> = {
	account_statement_descriptor: [
		'',
		'   ',
		'MUG HOUSE',
		'  MUG HOUSE  ',
		'Café ☕ Shop',
		'AB',
		'12345678',
		'A'.repeat(22),
		'A'.repeat(23),
		'MUG <HOUSE>',
		"MUG'S HOUSE",
		'Mug-House.com 24/7',
	],
	account_business_support_email: [
		'',
		'help@mug.example',
		' help@mug.example ',
		'a@b.c',
		'a@b',
		'no-at-sign',
		'two@@mug.example',
		'a b@mug.example',
		'help@mug.co.uk',
	],
	account_business_support_phone: [
		'',
		'+1 555 0100',
		' +1 (555) 010-0100 ',
		'123456',
		'1234567',
		'((((()))))',
		'+12345678901234567',
		'555.0100.22',
		'phone',
		'+-1234567',
	],
	payment_request_button_border_radius: [null, 0, 4, 30, 31, -1, 2.5],
};

describe('the page and the server agree', () => {
	for (const [key, values] of Object.entries(CASES)) {
		for (const value of values) {
			it(`${key} = ${JSON.stringify(value)}`, () => {
				const edited = { ...SETTINGS, [key]: value } as typeof SETTINGS;
				const sent = { ...edited, ...trimmedValues(edited) };
				const pageRefuses = key in validateSettings(sent);
				const server = serverValidate({ [key]: sent[key as keyof typeof sent] }, SETTINGS, null);
				const serverRefuses = !server.ok && key in server.params;
				expect({ pageRefuses, serverRefuses }).toEqual({
					pageRefuses: serverRefuses,
					serverRefuses,
				});
			});
		}
	}
});

describe('trimmedValues', () => {
	it('trims only the text fields that need it', () => {
		expect(trimmedValues(SETTINGS)).toEqual({});
		expect(
			trimmedValues({
				...SETTINGS,
				account_statement_descriptor: ' MUG HOUSE ',
				account_business_support_phone: '+1 555 0100',
				account_business_support_email: '\thelp@mug.example\n',
			})
		).toEqual({
			account_statement_descriptor: 'MUG HOUSE',
			account_business_support_email: 'help@mug.example',
		});
	});
});

describe('serverFieldErrors', () => {
	it("marks the page's fields with the server's reasons, and nothing else", () => {
		expect(
			serverFieldErrors({
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): account_business_support_phone, deposit_delay_days',
				data: {
					status: 400,
					params: {
						account_business_support_phone: 'Invalid phone number.',
						deposit_delay_days: 'deposit_delay_days must be between 0 and 90 (inclusive).',
						constructor: 'x',
					},
				},
			})
		).toEqual({ account_business_support_phone: 'Invalid phone number.' });
		expect(
			serverFieldErrors({ code: 'wcpay_server_error', message: 'Down', data: { status: 500 } })
		).toEqual({});
		expect(serverFieldErrors(null)).toEqual({});
	});

	it('every field with an error of its own is one the server checks', () => {
		for (const key of FIELDS_WITH_ERRORS) {
			const server = serverValidate({ [key]: 12345 }, SETTINGS, null);
			expect(server.ok).toBe(false);
		}
	});
});
