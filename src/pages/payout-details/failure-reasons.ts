/**
 * Why a payout failed, in words a merchant can act on (spec 001 §4.1, §8): a text for each of the 27
 * failure codes; otherwise the server's `failure_message`; otherwise 'Unknown'.
 */
import { __ } from '@wordpress/i18n';

import type { Deposit, DepositFailureCode } from '../../data/deposits';
import { ownEntry } from '../../utils/own-entry';

/** The message of each failure code. */
export function payoutFailureMessages(): Record<DepositFailureCode, string> {
	return {
		insufficient_funds: __(
			'Your WooPayments balance did not have enough funds to cover this payout.',
			'woocommerce-payments'
		),
		bank_account_restricted: __(
			'Your bank account has restrictions on the payouts it can receive. Contact your bank, or add a different bank account.',
			'woocommerce-payments'
		),
		debit_not_authorized: __(
			'Your bank did not authorize WooPayments to debit this account. Ask your bank to allow these debits, or add a different bank account.',
			'woocommerce-payments'
		),
		invalid_card: __(
			'This debit card cannot receive payouts. Add a different debit card or a bank account.',
			'woocommerce-payments'
		),
		declined: __(
			'Your bank declined this payout. Contact your bank for details, or add a different bank account.',
			'woocommerce-payments'
		),
		invalid_transaction: __(
			'Your bank rejected this payout as an invalid transaction. Contact your bank for details.',
			'woocommerce-payments'
		),
		refer_to_card_issuer: __(
			'Your card issuer declined this payout. Contact your card issuer for details.',
			'woocommerce-payments'
		),
		unsupported_card: __(
			'This debit card does not support payouts. Add a different debit card or a bank account.',
			'woocommerce-payments'
		),
		lost_or_stolen_card: __(
			'This debit card was reported lost or stolen. Add a new debit card or a bank account.',
			'woocommerce-payments'
		),
		invalid_issuer: __(
			'The issuer of this debit card does not support payouts. Add a different debit card or a bank account.',
			'woocommerce-payments'
		),
		expired_card: __(
			'This debit card has expired. Add a valid debit card or a bank account.',
			'woocommerce-payments'
		),
		could_not_process: __(
			'Your bank could not process this payout. Contact your bank for details, or add a different bank account.',
			'woocommerce-payments'
		),
		invalid_account_number: __(
			'The bank account number or routing number is not valid. Check your bank account details.',
			'woocommerce-payments'
		),
		incorrect_account_holder_name: __(
			'The account holder name does not match the name your bank has on file. Update your bank account details.',
			'woocommerce-payments'
		),
		account_closed: __(
			'The bank account has been closed. Add a new bank account to receive payouts.',
			'woocommerce-payments'
		),
		no_account: __(
			'Your bank could not find this account. Check the account number, or add a different bank account.',
			'woocommerce-payments'
		),
		exceeds_amount_limit: __(
			'This payout was larger than your bank account can receive. Contact your bank to raise the limit, or add a different bank account.',
			'woocommerce-payments'
		),
		account_frozen: __(
			'The bank account is frozen. Contact your bank, or add a different bank account.',
			'woocommerce-payments'
		),
		issuer_unavailable: __(
			'Your card issuer could not be reached to complete this payout. Try again later, or add a different debit card or bank account.',
			'woocommerce-payments'
		),
		invalid_currency: __(
			'Your bank account cannot receive payouts in this currency. Add a bank account that accepts this currency.',
			'woocommerce-payments'
		),
		incorrect_account_type: __(
			'This type of bank account cannot receive payouts. Add a checking account or another account that accepts deposits.',
			'woocommerce-payments'
		),
		incorrect_account_holder_details: __(
			'The account holder details do not match your bank records. Update your bank account details.',
			'woocommerce-payments'
		),
		bank_ownership_changed: __(
			'Your bank has changed ownership and your account details may have changed. Contact your bank, then update your bank account details.',
			'woocommerce-payments'
		),
		exceeds_count_limit: __(
			'Your bank account has received more payouts than it allows in this period. Contact your bank to raise the limit, or add a different bank account.',
			'woocommerce-payments'
		),
		incorrect_account_holder_address: __(
			'The account holder address does not match your bank records. Update your bank account details.',
			'woocommerce-payments'
		),
		incorrect_account_holder_tax_id: __(
			'The account holder tax ID does not match your bank records. Update your bank account details.',
			'woocommerce-payments'
		),
		invalid_account_number_length: __(
			'The bank account number has the wrong number of digits. Check your bank account details.',
			'woocommerce-payments'
		),
	};
}

/**
 * The failure reason of a payout: the mapped message of `failure_code`, else `failure_message`, else
 * 'Unknown'.
 *
 * @param deposit The failed payout (its failure code and message).
 */
export function payoutFailureReason(deposit: Pick<Deposit, 'failure_code' | 'failure_message'>): string {
	const messages = payoutFailureMessages();
	const code = deposit.failure_code;
	const known = ownEntry(messages, code);
	if (known !== undefined) {
		return known;
	}
	const message = typeof deposit.failure_message === 'string' ? deposit.failure_message.trim() : '';
	return message !== '' ? message : __('Unknown', 'woocommerce-payments');
}
