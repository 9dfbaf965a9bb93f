/**
 * The banners at the top of the overview (spec 000 §2, §8): the error banners of the query flags with their
 * catalogue texts, the sandbox-success banner (account complete or enabled only), the safe-mode notice and the
 * modal after a successful connection (spec 002 §2.6: shown once, until dismissed; the dismissal is saved).
 */
import { useState } from 'react';
import { ExternalLink, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useDismissConnectionSuccess } from '../../data/overview';
import type { AccountStatusSettings } from '../../settings';
import { toUserMessage, type ErrorContext } from '../../utils/errors';
import { useRecordOnce } from '../../utils/tracks';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

/** The error flags of the query (spec 000 §2) and their catalogue texts. */
export const ERROR_FLAGS: ReadonlyArray<[flag: string, context: ErrorContext]> = [
	['wcpay-login-error', 'dashboard.redirect'],
	['wcpay-loan-offer-error', 'loan.redirect'],
	['wcpay-server-link-error', 'link.redirect'],
	['wcpay-reset-account-error', 'account.reset'],
];

/** Whether a query flag is set: present and not '', '0' or 'false'. */
export function isFlagSet(value: string | undefined): boolean {
	return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** Active (complete or enabled) accounts. */
export function isAccountActive(account: AccountStatusSettings): boolean {
	return account.status === 'complete' || account.status === 'enabled';
}

const SAFE_MODE_DOC = 'https://jetpack.com/support/safe-mode/';

export function QueryFlagBanners({
	query,
	account,
}: {
	query: Record<string, string | undefined>;
	account: AccountStatusSettings;
}) {
	const [hidden, setHidden] = useState<string[]>([]);
	const hide = (flag: string) => setHidden((h) => [...h, flag]);
	const errors = ERROR_FLAGS.filter(([flag]) => isFlagSet(query[flag]) && !hidden.includes(flag));
	const sandboxSuccess =
		isFlagSet(query['wcpay-sandbox-success']) &&
		isAccountActive(account) &&
		!hidden.includes('wcpay-sandbox-success');
	if (errors.length === 0 && !sandboxSuccess) {
		return null;
	}
	return (
		<div className="wcpay-overview-banners">
			{errors.map(([flag, context]) => (
				<Notice
					key={flag}
					status="error"
					onRemove={() => hide(flag)}
					className={`wcpay-flag-${flag}`}
				>
					{toUserMessage(null, context)}
				</Notice>
			))}
			{sandboxSuccess && (
				<Notice status="success" onRemove={() => hide('wcpay-sandbox-success')}>
					{__(
						'Success! Your sandbox account is ready: you can now try out payments with test cards.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
		</div>
	);
}

/** Safe mode (site identity crisis): the site looks like a copy of another one. */
export function SafeModeNotice() {
	return (
		<Notice status="error" isDismissible={false} className="wcpay-overview-safe-mode">
			{__(
				'Safe Mode is active: this site looks like a copy of another site (its address changed), so WooPayments cannot connect to your payments account until you confirm which site is which.',
				'woocommerce-payments'
			)}{' '}
			<ExternalLink href={SAFE_MODE_DOC}>
				{__('Learn more about Safe Mode', 'woocommerce-payments')}
			</ExternalLink>
		</Notice>
	);
}

/** Whether the connection-success modal shows (before its dismissal is known, it does not). */
export function showConnectionSuccess(
	query: Record<string, string | undefined>,
	account: AccountStatusSettings,
	dismissed: boolean | null
): boolean {
	const po = account.progressiveOnboarding;
	return (
		isFlagSet(query['wcpay-connection-success']) &&
		isAccountActive(account) &&
		(!po?.isEnabled || po.isComplete) &&
		dismissed === false
	);
}

/**
 * The connection-success modal (spec 002 §2.6): shown once after the account is activated, until dismissed.
 * Closing it — its 'Dismiss' button, Esc, the close icon or a click outside — saves the dismissal
 * (`wcpay_connection_success_modal_dismissed`), so it never shows again. The Modal moves the focus into the
 * dialog, keeps it there, and gives it back when the dialog closes.
 */
export function ConnectionSuccessModal() {
	const dismiss = useDismissConnectionSuccess();
	useRecordOnce('wcpay_overview_connection_success_modal_opened');
	const close = () => void dismiss();
	return (
		<Modal
			title={__('Thanks for verifying your business details!', 'woocommerce-payments')}
			className="wcpay-overview-modal wcpay-connection-success"
			onRequestClose={close}
		>
			<div data-testid="wcpay-connection-success">
				<p>
					{__(
						'Congratulations, your account is active! You can now accept payments, and your payouts will follow your payout schedule.',
						'woocommerce-payments'
					)}
				</p>
				<div className="wcpay-overview-modal__actions">
					<Button variant="primary" onClick={close}>
						{__('Dismiss', 'woocommerce-payments')}
					</Button>
				</div>
			</div>
		</Modal>
	);
}
