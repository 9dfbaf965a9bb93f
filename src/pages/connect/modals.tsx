/**
 * The connect page's modals (spec 000 §2, §4): the know-your-customer explanation, the reset confirmation,
 * the switch from sandbox to live payments, and the unsupported-country check.
 */
import { useState, type ReactNode } from 'react';
import { Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useRecordOnce, type EventProperties } from '../../utils/tracks';
import { Button } from '../../components/button';

const PRODUCT = 'WooPayments';

export function KycInfoModal({ onClose }: { onClose: () => void }) {
	useRecordOnce('wcpay_connect_kyc_modal_opened');
	const ownerInfo = [
		__('Legal name', 'woocommerce-payments'),
		__('Date of birth', 'woocommerce-payments'),
		__('Home address', 'woocommerce-payments'),
		__('Email address', 'woocommerce-payments'),
		__('Mobile phone number', 'woocommerce-payments'),
		__('Bank account information', 'woocommerce-payments'),
		__('Social Security number (SSN) or Taxpayer Identification Number', 'woocommerce-payments'),
	];
	const businessInfo = [
		__('Country where your business is based', 'woocommerce-payments'),
		__('Type of business', 'woocommerce-payments'),
		__('Industry', 'woocommerce-payments'),
		__('Company address', 'woocommerce-payments'),
		__('Company phone number', 'woocommerce-payments'),
		__('Company URL', 'woocommerce-payments'),
	];
	return (
		<Modal
			/* translators: %s: WooPayments */
			title={sprintf(__('Verifying your information with %s', 'woocommerce-payments'), PRODUCT)}
			onRequestClose={onClose}
			className="wcpay-connect-modal wcpay-connect-modal--kyc"
		>
			<h2>{__('Why we ask for personal financial information', 'woocommerce-payments')}</h2>
			<p>
				{sprintf(
					/* translators: %s: WooPayments */
					__(
						"As you continue the process of signing up for %s, we'll ask for information about your business, including the business owner's date of birth and tax ID number. The “Know Your Customer” process, explained below, helps us provide a safe, ethical environment for all financial transactions.",
						'woocommerce-payments'
					),
					PRODUCT
				)}
			</p>
			<h2>{__('What is “Know Your Customer”?', 'woocommerce-payments')}</h2>
			<p>
				{__(
					"“Know Your Customer” standards are used by banks and other financial institutions to confirm that customers are who they say they are. By confirming their customers' identities, banks and financial institutions can help keep transactions safe from fraud and other suspicious activities.",
					'woocommerce-payments'
				)}
			</p>
			<h2>{__('What else should I keep in mind?', 'woocommerce-payments')}</h2>
			<p>
				{sprintf(
					/* translators: %s: WooPayments */
					__(
						"If you're setting up %s for someone else, it's best to have that person complete the account creation process: we ask for very specific information about the business owner, and it's not always possible to change it once it has been saved.",
						'woocommerce-payments'
					),
					PRODUCT
				)}
			</p>
			<h2>{__('What information should I have at hand?', 'woocommerce-payments')}</h2>
			<div className="wcpay-connect-modal__lists">
				<div>
					<h3>{__('Business owner info', 'woocommerce-payments')}</h3>
					<ul>
						{ownerInfo.map((item) => (
							<li key={item}>{item}</li>
						))}
					</ul>
				</div>
				<div>
					<h3>{__('Business info', 'woocommerce-payments')}</h3>
					<ul>
						{businessInfo.map((item) => (
							<li key={item}>{item}</li>
						))}
					</ul>
				</div>
			</div>
			<div className="wcpay-connect-modal__footer">
				<Button variant="primary" onClick={onClose}>
					{__('Got it', 'woocommerce-payments')}
				</Button>
			</div>
		</Modal>
	);
}

/**
 * A confirmation on the connect page: the body, then Cancel and the confirming button. Confirming makes the
 * modal busy (it cannot be closed while the page navigates away); opening it is recorded.
 */
function ConfirmModal({
	title,
	className = '',
	event,
	confirmLabel,
	isDestructive = false,
	onConfirm,
	onCancel,
	children,
}: {
	title: string;
	className?: string;
	event: { name: string; properties?: EventProperties };
	confirmLabel: string;
	isDestructive?: boolean;
	onConfirm: () => void;
	onCancel: () => void;
	children: ReactNode;
}) {
	useRecordOnce(event.name, event.properties);
	const [isBusy, setBusy] = useState(false);
	return (
		<Modal
			title={title}
			onRequestClose={() => !isBusy && onCancel()}
			className={`wcpay-connect-modal ${className}`.trim()}
		>
			{children}
			<div className="wcpay-connect-modal__footer">
				<Button variant="tertiary" onClick={onCancel} disabled={isBusy} accessibleWhenDisabled>
					{__('Cancel', 'woocommerce-payments')}
				</Button>
				<Button
					variant="primary"
					isDestructive={isDestructive}
					isBusy={isBusy}
					disabled={isBusy}
					accessibleWhenDisabled
					onClick={() => {
						setBusy(true);
						onConfirm();
					}}
				>
					{confirmLabel}
				</Button>
			</div>
		</Modal>
	);
}

export function ResetAccountModal({
	isTestAccount,
	onConfirm,
	onClose,
}: {
	isTestAccount: boolean;
	onConfirm: () => void;
	onClose: () => void;
}) {
	return (
		<ConfirmModal
			title={
				isTestAccount
					? __('Reset your test account', 'woocommerce-payments')
					: __('Reset account', 'woocommerce-payments')
			}
			event={{
				name: 'wcpay_connect_reset_modal_opened',
				properties: { is_test_account: isTestAccount },
			}}
			confirmLabel={__('Yes, reset account', 'woocommerce-payments')}
			isDestructive
			onConfirm={onConfirm}
			onCancel={onClose}
		>
			<p>
				{sprintf(
					/* translators: %s: WooPayments */
					__(
						'When you reset your account, all payment data — including your %s account details, test transactions, and payouts history — will be lost. Your order history will remain.',
						'woocommerce-payments'
					),
					PRODUCT
				)}
			</p>
			<h2>{__('Before you continue', 'woocommerce-payments')}</h2>
			<ul className="wcpay-connect-modal__bullets">
				<li>
					{sprintf(
						/* translators: %s: WooPayments */
						__(
							'Your %s account will be reset, and all data will be lost.',
							'woocommerce-payments'
						),
						PRODUCT
					)}
				</li>
				<li>
					{__(
						'You will have to re-confirm your business and banking details.',
						'woocommerce-payments'
					)}
				</li>
				<li>{__('Once confirmed, this cannot be undone.', 'woocommerce-payments')}</li>
			</ul>
			<p>{__('Are you sure you want to continue?', 'woocommerce-payments')}</p>
		</ConfirmModal>
	);
}

export function LivePaymentsModal({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
	return (
		<ConfirmModal
			title={__('Activate payments on your store', 'woocommerce-payments')}
			event={{ name: 'wcpay_connect_live_payments_modal_opened' }}
			confirmLabel={__('Activate payments', 'woocommerce-payments')}
			onConfirm={onConfirm}
			onCancel={onClose}
		>
			<p>
				{__(
					"Before continuing, please make sure that you're aware of the following:",
					'woocommerce-payments'
				)}
			</p>
			<ul className="wcpay-connect-modal__bullets">
				<li>
					{__(
						'Your test account will be deactivated, but your transactions can be found in your order history.',
						'woocommerce-payments'
					)}
				</li>
				<li>
					{sprintf(
						/* translators: %s: WooPayments */
						__(
							'To use %s, you will need to verify your business details.',
							'woocommerce-payments'
						),
						PRODUCT
					)}
				</li>
				<li>
					{__(
						'In order to receive payouts, you will need to provide your bank details.',
						'woocommerce-payments'
					)}
				</li>
			</ul>
		</ConfirmModal>
	);
}

export function UnsupportedCountryModal({
	countries,
	storeCountry,
	onContinue,
	onCancel,
}: {
	countries: string[];
	storeCountry: string;
	onContinue: () => void;
	onCancel: () => void;
}) {
	return (
		<ConfirmModal
			title={__('Your store’s country is not supported yet', 'woocommerce-payments')}
			className="wcpay-connect-modal--countries"
			event={{
				name: 'wcpay_connect_unsupported_country_modal_opened',
				properties: { store_country: storeCountry },
			}}
			confirmLabel={__('Continue', 'woocommerce-payments')}
			onConfirm={onContinue}
			onCancel={onCancel}
		>
			<p>
				{sprintf(
					/* translators: 1: the store's country, 2: WooPayments */
					__(
						'Your store’s address is in %1$s. To be eligible for %2$s, your business must be located in one of these countries:',
						'woocommerce-payments'
					),
					storeCountry || __('an unsupported country', 'woocommerce-payments'),
					PRODUCT
				)}
			</p>
			<ul
				className="wcpay-connect-modal__countries"
				aria-label={__('Supported countries', 'woocommerce-payments')}
			>
				{countries.map((name) => (
					<li key={name}>{name}</li>
				))}
			</ul>
			<p>
				{__(
					'If your business is located in one of them, you can continue; otherwise, please check back later.',
					'woocommerce-payments'
				)}
			</p>
		</ConfirmModal>
	);
}
