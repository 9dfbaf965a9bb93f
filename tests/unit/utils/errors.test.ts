/**
 * @jest-environment jsdom
 */
import {
	captureErrorMessage,
	captureErrorReason,
	getErrorCode,
	getErrorStatus,
	getServerMessage,
	isNetworkError,
	isSuppressedError,
	toUserMessage,
} from '../../../src/utils/errors';
import type { ErrorContext } from '../../../src/utils/errors';
import type { WcpaySettings, WcSettings } from '../../../src/settings/types';

const serverError = {
	code: 'wcpay_bad_request',
	message: 'Statement descriptor is too long.',
	data: { status: 400 },
};
const emptyMessage = { code: 'wcpay_bad_request', message: '', data: { status: 400 } };
const noMessage = { code: 'wcpay_bad_request', data: { status: 500 } };
const networkError = { code: 'fetch_error', message: 'You are probably offline.' };
const invalidJson = { code: 'invalid_json', message: 'The response is not a valid JSON response.' };
const thrown = new Error('Cannot read properties of undefined');

beforeEach(() => {
	window.wcpaySettings = {
		zeroDecimalCurrencies: ['jpy'],
		currencyData: {
			US: {
				code: 'USD',
				symbol: '$',
				symbolPosition: 'left',
				thousandSeparator: ',',
				decimalSeparator: '.',
				precision: 2,
			},
		},
	} as unknown as WcpaySettings;
	window.wcSettings = {
		adminUrl: '/wp-admin/',
		timeZone: 'UTC',
		locale: { siteLocale: 'en_US', userLocale: 'en_US', weekdaysShort: [] },
	} as unknown as WcSettings;
});

afterEach(() => {
	delete (window as Partial<Window>).wcpaySettings;
	delete (window as Partial<Window>).wcSettings;
});

/** Contexts whose text never depends on the error. */
const FIXED: Array<[ErrorContext, string]> = [
	['settings.load', 'Error retrieving settings.'],
	['settings.option', 'Error saving option'],
	['billing.migration', 'Error starting the Stripe Billing migration.'],
	['loans.load', 'Error retrieving the active loan summary.'],
	['documents.load', 'Error retrieving documents.'],
	['authorizations.load', 'Error retrieving uncaptured transactions.'],
	['authorization.load', 'Error retrieving authorization.'],
	['file.load', 'Error retrieving file.'],
	['export', 'There was a problem generating your export.'],
	['payout.missing', 'The deposit you are looking for cannot be found.'],
	['payouts.load', 'Error retrieving payouts.'],
	['payouts.overviews', "Error retrieving all payouts' overviews."],
	['transactions.load', 'Error retrieving transactions.'],
	['transaction.load', 'Error retrieving transaction.'],
	['transactions.review', 'Error retrieving on review transactions.'],
	['instantPayout', 'Error creating instant payout.'],
	['readers.stats', 'Readers details not loaded'],
	[
		'render',
		'There was an error rendering this view. Please contact support for assistance if the problem persists.',
	],
	['sandbox', 'An error occurred while setting up your sandbox account. Please try again!'],
	['account.invalid', 'Please complete your setup to process payments.'],
	[
		'promotion',
		'There was an error applying the promotion. Please contact support for assistance if the problem persists',
	],
	['onboarding.paused', "We've temporarily paused new account creation. We'll notify you when we resume!"],
	['onboarding.start', 'Unable to start onboarding. If this problem persists, please contact support.'],
	['dashboard.redirect', 'There was a problem redirecting you to the account dashboard. Please try again.'],
	[
		'loan.redirect',
		'There was a problem redirecting you to the loan offer. Please check that it is not expired and try again.',
	],
	[
		'link.redirect',
		'There was a problem redirecting you to the requested link. Please check that it is valid and try again.',
	],
	['account.reset', 'There was a problem resetting your account. Please wait a few seconds and try again.'],
	['inbox.load', 'There was an error getting your inbox. Please try again.'],
	['inbox.dismiss', 'Message could not be dismissed'],
	['inbox.dismissAll', 'Messages could not be dismissed'],
	[
		'fraud.load',
		'There was an error retrieving your fraud protection settings. Please refresh the page to try again.',
	],
	['payment.load', 'Payment details not loaded'],
	['timeline.load', 'Error while loading timeline'],
	['evidence.download', 'Error downloading file'],
	['order.view', 'Unable to view order. Order not found.'],
	['dispute.redirect', 'Error retrieving dispute'],
	['dispute.redirect.detail', 'Please check your network and try again.'],
	['dispute.view', 'Dispute not loaded'],
	['dispute.load', 'Error retrieving dispute.'],
	['disputes.load', 'Error retrieving disputes.'],
	['disputes.summary', 'Error retrieving the summary of disputes.'],
	['dispute.accept', 'There has been an error accepting the dispute. Please try again later.'],
	['multiCurrency.enabledCurrencies.save', 'Error updating enabled currencies.'],
	['multiCurrency.currencySettings.save', 'Error updating currency settings.'],
	['multiCurrency.storeSettings.save', 'Error saving store settings.'],
	['multiCurrency.currencies.load', 'Error retrieving currencies.'],
	['multiCurrency.currencySettings.load', 'Error retrieving single currency settings.'],
	['multiCurrency.storeSettings.load', 'Error retrieving store settings.'],
	['accountStatus', 'Error determining the connection status.'],
];

const ERRORS: Array<[string, unknown]> = [
	['server error with message', serverError],
	['server error with empty message', emptyMessage],
	['server error without message', noMessage],
	['network failure', networkError],
	['invalid JSON', invalidJson],
	['thrown Error', thrown],
	['string', 'boom'],
	['undefined', undefined],
	['null', null],
	['number', 500],
];

describe('toUserMessage: fixed catalogue texts', () => {
	describe.each(FIXED)('%s', (context, expected) => {
		it.each(ERRORS)('%s', (_label, error) => {
			expect(toUserMessage(error, context)).toBe(expected);
		});
	});
});

/** Contexts that show the server's message, per error: [context, expected for each of ERRORS in order]. */
const WITH_REASON: Array<[ErrorContext, string, string]> = [
	// context, with server message, without one
	['settings.save', 'Error saving settings. Statement descriptor is too long.', 'Error saving settings.'],
	['fraud.save', 'Settings were not saved. Statement descriptor is too long.', 'Settings were not saved.'],
	// The server's message replaces '(reason)': no literal parentheses.
	[
		'evidence.submit',
		'Failed to submit evidence. Statement descriptor is too long.',
		'Failed to submit evidence.',
	],
	[
		'evidence.save',
		'Failed to save evidence. Statement descriptor is too long.',
		'Failed to save evidence.',
	],
	[
		'evidence.upload',
		'Statement descriptor is too long.',
		'An unexpected error occurred. Please try again later.',
	],
	[
		'dispute.newFlow',
		'Statement descriptor is too long.',
		'An unexpected error occurred. Please try again later.',
	],
	['vat', 'Statement descriptor is too long.', 'An unexpected error occurred. Please try again later.'],
	[
		'kyc.load',
		'Statement descriptor is too long.',
		'Unable to start onboarding. If this problem persists, please contact support.',
	],
];

describe('toUserMessage: texts followed by the server message', () => {
	describe.each(WITH_REASON)('%s', (context, withReason, withoutReason) => {
		it('appends the server message', () => {
			expect(toUserMessage(serverError, context)).toBe(withReason);
		});

		it.each(ERRORS.slice(1))('no server message: %s', (_label, error) => {
			expect(toUserMessage(error, context)).toBe(withoutReason);
		});
	});

	it('shows the server message as plain text: tags removed, entities decoded, whitespace collapsed', () => {
		const error = {
			code: 'rest_invalid_param',
			message: 'Invalid <b>parameter</b>:\n  account&#8217;s &amp; &lt;name&gt;',
			data: { status: 400 },
		};
		expect(toUserMessage(error, 'settings.save')).toBe(
			'Error saving settings. Invalid parameter: account’s & <name>'
		);
	});
});

describe('toUserMessage: code- and status-dependent texts', () => {
	it.each([
		[{ code: 'authorization_missing', message: 'Missing', data: { status: 404 } }, ''],
		[{ code: 'wcpay_intent_not_found', data: { status: 404 } }, 'Error retrieving authorization.'],
	])('authorization.load %j → %j', (error, expected) => {
		expect(toUserMessage(error, 'authorization.load')).toBe(expected);
	});

	it('suppresses wcpay_fraud_outcome_not_found on review reads (an empty result)', () => {
		expect(toUserMessage({ code: 'wcpay_fraud_outcome_not_found' }, 'transactions.review')).toBe('');
		expect(toUserMessage({ code: 'wcpay_fraud_outcome_not_found' }, 'transactions.load')).toBe(
			'Error retrieving transactions.'
		);
	});

	it.each([
		[
			{ code: 'wcpay_deposit_not_found', data: { status: 404 } },
			'The deposit you are looking for cannot be found.',
		],
		[{ code: 'wcpay_server_error', data: { status: 500 } }, 'Error retrieving payout.'],
		[networkError, 'Error retrieving payout.'],
		[undefined, 'Error retrieving payout.'],
	])('payout.load %j → %s', (error, expected) => {
		expect(toUserMessage(error, 'payout.load')).toBe(expected);
	});

	it.each([
		[{ code: 'invalid_request_error', message: 'Use HTTPS' }],
		[{ code: 'account_session_error', type: 'invalid_request_error', message: 'x' }],
		[{ code: 'x', data: { status: 400, type: 'invalid_request_error' } }],
	])('kyc.load with an invalid request error %j warns about HTTPS', (error) => {
		expect(toUserMessage(error, 'kyc.load')).toBe(
			'Payment activation through our financial partner requires HTTPS and cannot be completed.'
		);
	});

	it.each([
		['pi_123', 'There has been an error refunding the payment #pi_123. Please try again later.'],
		[42, 'There has been an error refunding the payment #42. Please try again later.'],
	])('refund with id %j', (id, expected) => {
		expect(toUserMessage(serverError, 'refund', { id })).toBe(expected);
		expect(toUserMessage(networkError, 'refund', { id })).toBe(expected);
	});
});

describe('error inspection helpers', () => {
	it.each([
		[serverError, 'wcpay_bad_request', 400, false, 'Statement descriptor is too long.'],
		[noMessage, 'wcpay_bad_request', 500, false, undefined],
		[networkError, 'fetch_error', undefined, true, undefined],
		[invalidJson, 'invalid_json', undefined, false, undefined],
		[thrown, undefined, undefined, false, undefined],
		[{ message: 'no code' }, undefined, undefined, false, undefined],
		[{ code: 'x', message: 'm', data: { status: '503' } }, 'x', 503, false, 'm'],
		['text', undefined, undefined, false, undefined],
		[null, undefined, undefined, false, undefined],
	])('%j', (error, code, status, network, message) => {
		expect(getErrorCode(error)).toBe(code);
		expect(getErrorStatus(error)).toBe(status);
		expect(isNetworkError(error)).toBe(network);
		expect(getServerMessage(error)).toBe(message);
	});

	it('treats a failed fetch and an abort as network errors', () => {
		expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
		const abort = new Error('aborted');
		abort.name = 'AbortError';
		expect(isNetworkError(abort)).toBe(true);
	});

	it('isSuppressedError', () => {
		expect(isSuppressedError({ code: 'authorization_missing' }, 'authorization.load')).toBe(true);
		expect(isSuppressedError({ code: 'authorization_missing' }, 'authorizations.load')).toBe(false);
		expect(isSuppressedError(undefined, 'authorization.load')).toBe(false);
	});
});

describe('captureErrorMessage (spec 001 §8)', () => {
	const REASONS: Array<[string, unknown, string]> = [
		['wcpay_missing_order', { code: 'wcpay_missing_order' }, 'The order could not be found.'],
		[
			'wcpay_refunded_order_uncapturable',
			{ code: 'wcpay_refunded_order_uncapturable' },
			'Payment cannot be processed for partially or fully refunded orders.',
		],
		[
			'wcpay_intent_order_mismatch',
			{ code: 'wcpay_intent_order_mismatch' },
			'The payment cannot be processed due to a mismatch with order details.',
		],
		[
			'wcpay_payment_uncapturable',
			{ code: 'wcpay_payment_uncapturable' },
			'This payment cannot be processed in its current state.',
		],
		[
			'wcpay_capture_error',
			{ code: 'wcpay_capture_error', message: 'x', data: { status: 502 } },
			'The payment capture failed to complete.',
		],
		[
			'wcpay_capture_error, amount_too_small with minimum',
			{
				code: 'wcpay_capture_error',
				data: {
					status: 400,
					error_type: 'amount_too_small',
					extra_details: { minimum_amount: 50, minimum_amount_currency: 'usd' },
				},
			},
			'The minimum amount that can be processed is $0.50 USD.',
		],
		[
			'amount_too_small via extra_details.error_code, zero-decimal currency',
			{
				code: 'wcpay_capture_error',
				data: {
					status: 400,
					extra_details: {
						error_code: 'amount_too_small',
						minimum_amount: 50,
						minimum_amount_currency: 'jpy',
					},
				},
			},
			'The minimum amount that can be processed is ¥50 JPY.',
		],
		[
			'amount_too_small, currency whose symbol is its code',
			{
				code: 'wcpay_capture_error',
				data: {
					error_type: 'amount_too_small',
					extra_details: { minimum_amount: 50, minimum_amount_currency: 'CHF' },
				},
			},
			'The minimum amount that can be processed is 0.50 CHF.',
		],
		[
			'amount_too_small code variant with string minimum',
			{
				code: 'wcpay_capture_error_amount_too_small',
				data: { extra_details: { minimum_amount: '30', minimum_amount_currency: 'eur' } },
			},
			'The minimum amount that can be processed is €0.30 EUR.',
		],
		[
			'amount_too_small without minimum',
			{ code: 'wcpay_capture_error', data: { status: 400, error_type: 'amount_too_small' } },
			'The payment amount is too small to be processed.',
		],
		[
			'amount_too_small without currency',
			{
				code: 'wcpay_capture_error',
				data: { error_type: 'amount_too_small', extra_details: { minimum_amount: 50 } },
			},
			'The payment amount is too small to be processed.',
		],
		[
			'wcpay_cancel_error',
			{ code: 'wcpay_cancel_error' },
			'The payment cancellation failed to complete.',
		],
		[
			'wcpay_server_error',
			{ code: 'wcpay_server_error', message: 'Internal' },
			'An unexpected error occurred. Please try again later.',
		],
		[
			'unknown code',
			{ code: 'something_else', message: 'raw' },
			'Unable to process the payment. Please try again later.',
		],
		['network failure', networkError, 'Unable to process the payment. Please try again later.'],
		['no code', { message: 'raw' }, 'Unable to process the payment. Please try again later.'],
		['thrown Error', thrown, 'Unable to process the payment. Please try again later.'],
		['undefined', undefined, 'Unable to process the payment. Please try again later.'],
		['string', 'boom', 'Unable to process the payment. Please try again later.'],
	];

	it.each(REASONS)('capture, %s', (_label, error, reason) => {
		expect(captureErrorReason(error)).toBe(reason);
		expect(captureErrorMessage(error, 123, 'capture')).toBe(
			`There has been an error capturing the payment for order #123. ${reason}`
		);
	});

	it.each(REASONS)('cancel, %s', (_label, error, reason) => {
		expect(captureErrorMessage(error, '456', 'cancel')).toBe(
			`There has been an error canceling the payment for order #456. ${reason}`
		);
	});
});
