/**
 * Errors → user-facing messages. One place maps an API error plus the situation it happened in to the
 * catalogue texts of spec 000 §8, spec 001 §8 and spec 002 §8.
 *
 * The error is whatever a call rejected with:
 * - a WordPress REST error, as `@wordpress/api-fetch` rejects with: `{ code, message, data: { status } }`;
 * - a client-side failure of api-fetch: `{ code: 'fetch_error' }` (network) or `{ code: 'invalid_json' }`;
 * - anything else (an `Error`, a string, undefined…).
 *
 * The server's own message is shown only where the spec says so (settings save, fraud settings save, evidence
 * submit/save/upload, the new dispute flow, VAT calls, the embedded verification), and only when it really came
 * from the server: client-side failures and thrown `Error`s never leak their developer text.
 */
import { __, sprintf } from '@wordpress/i18n';

import { getErrorCode, getErrorStatus, getServerMessage, isObject } from './error-shape';

export { getErrorCode, getErrorStatus, getServerMessage, isNetworkError } from './error-shape';
export { captureErrorMessage, captureErrorReason, type AuthorizationAction } from './capture-errors';

/** Where an error happened; each maps to one catalogue text. */
export type ErrorContext =
	// Spec 001 §8: settings, payouts, transactions, documents, loans, card readers.
	| 'settings.save'
	| 'settings.load'
	| 'settings.option'
	| 'billing.migration'
	| 'loans.load'
	| 'documents.load'
	| 'authorizations.load'
	| 'authorization.load'
	| 'file.load'
	| 'export'
	| 'payout.missing'
	| 'payout.load'
	| 'payouts.load'
	| 'payouts.overviews'
	| 'transactions.load'
	| 'transaction.load'
	| 'transactions.review'
	| 'instantPayout'
	| 'readers.stats'
	| 'readers.load'
	// Spec 000 §8: connect, onboarding, overview, fraud settings.
	| 'render'
	| 'sandbox'
	| 'account.invalid'
	| 'promotion'
	| 'onboarding.paused'
	| 'onboarding.start'
	| 'dashboard.redirect'
	| 'loan.redirect'
	| 'link.redirect'
	| 'account.reset'
	| 'inbox.load'
	| 'inbox.dismiss'
	| 'inbox.dismissAll'
	| 'kyc.load'
	| 'vat'
	| 'fraud.save'
	| 'fraud.load'
	// Spec 002 §8: payment details, disputes, evidence, refunds, multi-currency, account status.
	| 'payment.load'
	| 'timeline.load'
	| 'evidence.download'
	| 'order.view'
	| 'dispute.redirect'
	| 'dispute.redirect.detail'
	| 'dispute.view'
	| 'dispute.load'
	| 'disputes.load'
	| 'disputes.summary'
	| 'dispute.accept'
	| 'dispute.newFlow'
	| 'evidence.submit'
	| 'evidence.save'
	| 'evidence.upload'
	| 'refund'
	| 'multiCurrency.enabledCurrencies.save'
	| 'multiCurrency.currencySettings.save'
	| 'multiCurrency.storeSettings.save'
	| 'multiCurrency.currencies.load'
	| 'multiCurrency.currencySettings.load'
	| 'multiCurrency.storeSettings.load'
	| 'accountStatus';

/** Extra values some messages need. */
export interface ErrorMessageArgs {
	/** The payment id for 'refund' ("There has been an error refunding the payment #%s. …"). */
	id?: string | number;
}

/** Codes that are not errors in a given context (spec 001 §5, §7). */
const SUPPRESSED: Partial<Record<ErrorContext, readonly string[]>> = {
	'authorization.load': ['authorization_missing'],
	'transactions.review': ['wcpay_fraud_outcome_not_found'],
};

/**
 * Whether an error is expected in its context and must not be shown (e.g. authorization_missing on an
 * authorization lookup, spec 001 §5).
 *
 * @param error   Anything a call rejected with.
 * @param context Where it happened.
 */
export function isSuppressedError(error: unknown, context: ErrorContext): boolean {
	const code = getErrorCode(error);
	return Boolean(code && SUPPRESSED[context]?.includes(code));
}

/**
 * A catalogue text followed by the server's reason, when there is one.
 *
 * @param base   Catalogue text.
 * @param reason Server message or undefined.
 */
function withReason(base: string, reason: string | undefined): string {
	return reason ? `${base} ${reason}` : base;
}

/** Fallback for contexts whose text is the server's own message (catalogue text of wcpay_server_error). */
function unexpectedError(): string {
	return __('An unexpected error occurred. Please try again later.', 'woocommerce-payments');
}

/**
 * Whether an error is an "invalid request" of the embedded verification / notifications (type or code
 * invalid_request_error), which in practice means the page is not served over HTTPS.
 *
 * @param error Anything a call rejected with.
 */
function isInvalidRequestError(error: unknown): boolean {
	if (!isObject(error)) {
		return false;
	}
	const type = isObject(error.data) ? (error.data.type ?? error.data.error_type) : undefined;
	return (
		error.type === 'invalid_request_error' ||
		error.code === 'invalid_request_error' ||
		type === 'invalid_request_error'
	);
}

/**
 * The user-facing message for an error in a context. Returns '' when the error is suppressed in that context
 * (see {@link isSuppressedError}): callers show nothing then.
 *
 * @param error   Anything a call rejected with.
 * @param context Where it happened.
 * @param args    Extra values some texts need ('refund' takes the payment id).
 */
export function toUserMessage(error: unknown, context: ErrorContext, args: ErrorMessageArgs = {}): string {
	if (isSuppressedError(error, context)) {
		return '';
	}
	const reason = getServerMessage(error);
	switch (context) {
		// Spec 001 §8.
		case 'settings.save':
			return withReason(__('Error saving settings.', 'woocommerce-payments'), reason);
		case 'settings.load':
			return __('Error retrieving settings.', 'woocommerce-payments');
		case 'settings.option':
			return __('Error saving option', 'woocommerce-payments');
		case 'billing.migration':
			return __('Error starting the Stripe Billing migration.', 'woocommerce-payments');
		case 'loans.load':
			return __('Error retrieving the active loan summary.', 'woocommerce-payments');
		case 'documents.load':
			return __('Error retrieving documents.', 'woocommerce-payments');
		case 'authorizations.load':
			return __('Error retrieving uncaptured transactions.', 'woocommerce-payments');
		case 'authorization.load':
			return __('Error retrieving authorization.', 'woocommerce-payments');
		case 'file.load':
			return __('Error retrieving file.', 'woocommerce-payments');
		case 'export':
			return __('There was a problem generating your export.', 'woocommerce-payments');
		case 'payout.missing':
			return __('The deposit you are looking for cannot be found.', 'woocommerce-payments');
		case 'payout.load':
			return getErrorStatus(error) === 404
				? __('The deposit you are looking for cannot be found.', 'woocommerce-payments')
				: __('Error retrieving payout.', 'woocommerce-payments');
		case 'payouts.load':
			return __('Error retrieving payouts.', 'woocommerce-payments');
		case 'payouts.overviews':
			return __("Error retrieving all payouts' overviews.", 'woocommerce-payments');
		case 'transactions.load':
			return __('Error retrieving transactions.', 'woocommerce-payments');
		case 'transaction.load':
			return __('Error retrieving transaction.', 'woocommerce-payments');
		case 'transactions.review':
			return __('Error retrieving on review transactions.', 'woocommerce-payments');
		case 'instantPayout':
			return __('Error creating instant payout.', 'woocommerce-payments');
		case 'readers.stats':
			return __('Readers details not loaded', 'woocommerce-payments');
		// The connected readers list: the spec names no text; ours, in the catalogue's words.
		case 'readers.load':
			return __('Error retrieving card readers.', 'woocommerce-payments');

		// Spec 000 §8.
		case 'render':
			return __(
				'There was an error rendering this view. Please contact support for assistance if the problem persists.',
				'woocommerce-payments'
			);
		case 'sandbox':
			return __(
				'An error occurred while setting up your sandbox account. Please try again!',
				'woocommerce-payments'
			);
		case 'account.invalid':
			return __('Please complete your setup to process payments.', 'woocommerce-payments');
		case 'promotion':
			return __(
				'There was an error applying the promotion. Please contact support for assistance if the problem persists',
				'woocommerce-payments'
			);
		case 'onboarding.paused':
			return __(
				"We've temporarily paused new account creation. We'll notify you when we resume!",
				'woocommerce-payments'
			);
		case 'onboarding.start':
			return __(
				'Unable to start onboarding. If this problem persists, please contact support.',
				'woocommerce-payments'
			);
		case 'dashboard.redirect':
			return __(
				'There was a problem redirecting you to the account dashboard. Please try again.',
				'woocommerce-payments'
			);
		case 'loan.redirect':
			return __(
				'There was a problem redirecting you to the loan offer. Please check that it is not expired and try again.',
				'woocommerce-payments'
			);
		case 'link.redirect':
			return __(
				'There was a problem redirecting you to the requested link. Please check that it is valid and try again.',
				'woocommerce-payments'
			);
		case 'account.reset':
			return __(
				'There was a problem resetting your account. Please wait a few seconds and try again.',
				'woocommerce-payments'
			);
		case 'inbox.load':
			return __('There was an error getting your inbox. Please try again.', 'woocommerce-payments');
		case 'inbox.dismiss':
			return __('Message could not be dismissed', 'woocommerce-payments');
		case 'inbox.dismissAll':
			return __('Messages could not be dismissed', 'woocommerce-payments');
		case 'kyc.load':
			if (isInvalidRequestError(error)) {
				return __(
					'Payment activation through our financial partner requires HTTPS and cannot be completed.',
					'woocommerce-payments'
				);
			}
			return (
				reason ??
				__(
					'Unable to start onboarding. If this problem persists, please contact support.',
					'woocommerce-payments'
				)
			);
		case 'vat':
			return reason ?? unexpectedError();
		case 'fraud.save':
			return withReason(__('Settings were not saved.', 'woocommerce-payments'), reason);
		case 'fraud.load':
			return __(
				'There was an error retrieving your fraud protection settings. Please refresh the page to try again.',
				'woocommerce-payments'
			);

		// Spec 002 §8.
		case 'payment.load':
			return __('Payment details not loaded', 'woocommerce-payments');
		case 'timeline.load':
			return __('Error while loading timeline', 'woocommerce-payments');
		case 'evidence.download':
			return __('Error downloading file', 'woocommerce-payments');
		case 'order.view':
			return __('Unable to view order. Order not found.', 'woocommerce-payments');
		case 'dispute.redirect':
			return __('Error retrieving dispute', 'woocommerce-payments');
		case 'dispute.redirect.detail':
			return __('Please check your network and try again.', 'woocommerce-payments');
		case 'dispute.view':
			return __('Dispute not loaded', 'woocommerce-payments');
		case 'dispute.load':
			return __('Error retrieving dispute.', 'woocommerce-payments');
		case 'disputes.load':
			return __('Error retrieving disputes.', 'woocommerce-payments');
		case 'disputes.summary':
			return __('Error retrieving the summary of disputes.', 'woocommerce-payments');
		case 'dispute.accept':
			return __(
				'There has been an error accepting the dispute. Please try again later.',
				'woocommerce-payments'
			);
		case 'dispute.newFlow':
			return reason ?? unexpectedError();
		// The catalogue's '(reason)' is a placeholder for the server's message, not literal parentheses.
		case 'evidence.submit':
			return reason
				? sprintf(
						/* translators: %s: the reason the server gave, e.g. "The evidence is too long." */
						__('Failed to submit evidence. %s', 'woocommerce-payments'),
						reason
					)
				: __('Failed to submit evidence.', 'woocommerce-payments');
		case 'evidence.save':
			return reason
				? sprintf(
						/* translators: %s: the reason the server gave, e.g. "The evidence is too long." */
						__('Failed to save evidence. %s', 'woocommerce-payments'),
						reason
					)
				: __('Failed to save evidence.', 'woocommerce-payments');
		case 'evidence.upload':
			return reason ?? unexpectedError();
		case 'refund':
			return sprintf(
				/* translators: %s: payment id */
				__(
					'There has been an error refunding the payment #%s. Please try again later.',
					'woocommerce-payments'
				),
				String(args.id ?? '')
			);
		case 'multiCurrency.enabledCurrencies.save':
			return __('Error updating enabled currencies.', 'woocommerce-payments');
		case 'multiCurrency.currencySettings.save':
			return __('Error updating currency settings.', 'woocommerce-payments');
		case 'multiCurrency.storeSettings.save':
			return __('Error saving store settings.', 'woocommerce-payments');
		case 'multiCurrency.currencies.load':
			return __('Error retrieving currencies.', 'woocommerce-payments');
		case 'multiCurrency.currencySettings.load':
			return __('Error retrieving single currency settings.', 'woocommerce-payments');
		case 'multiCurrency.storeSettings.load':
			return __('Error retrieving store settings.', 'woocommerce-payments');
		case 'accountStatus':
			return __('Error determining the connection status.', 'woocommerce-payments');
		default:
			return unexpectedError();
	}
}
