/**
 * The 'Refund in full' confirmation (spec 002 §4.3, §5.1): the amount that goes back to the customer and an
 * optional reason — duplicate, fraudulent, requested by the customer or other ('other' is sent as none).
 * Refunding disables both buttons. On success the modal closes (the store raises 'Refunded payment #(id).');
 * on failure the store raises the catalogue error and the modal stays open with the server's reason and the
 * chosen reason kept. Esc or Cancel closes it while nothing runs.
 */
import { useState } from 'react';
import { Modal, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { useRefundCharge, type Charge, type RefundReason } from '../../data/payment-details';
import { getServerMessage } from '../../utils/errors';
import { formatCurrency } from '../../utils/money';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

export function refundReasonOptions(): Array<{ value: RefundReason | ''; label: string }> {
	return [
		{ value: '', label: __('Select a reason (Optional)', 'woocommerce-payments') },
		{ value: 'duplicate', label: __('Duplicate order', 'woocommerce-payments') },
		{ value: 'fraudulent', label: __('Fraudulent', 'woocommerce-payments') },
		{ value: 'requested_by_customer', label: __('Requested by customer', 'woocommerce-payments') },
		{ value: 'other', label: __('Other', 'woocommerce-payments') },
	];
}

export function RefundModal({ charge, onClose }: { charge: Charge; onClose: (refunded: boolean) => void }) {
	const [reason, setReason] = useState<RefundReason | ''>('');
	const [failure, setFailure] = useState<string | null>(null);
	const { refund, isRefunding } = useRefundCharge(charge);
	const submit = async () => {
		setFailure(null);
		const result = await refund(reason || null);
		if (result?.refund) {
			onClose(true);
		} else if (result?.error) {
			setFailure(
				getServerMessage(result.error) ||
					__('The refund could not be completed. Please try again later.', 'woocommerce-payments')
			);
		}
	};
	return (
		<Modal
			title={__('Refund transaction', 'woocommerce-payments')}
			onRequestClose={() => (isRefunding ? undefined : onClose(false))}
			className="wcpay-refund-modal"
		>
			<p>
				{sprintf(
					/* translators: %s: amount with currency */
					__('This will issue a full refund of %s to the customer.', 'woocommerce-payments'),
					formatCurrency(charge.amount, charge.currency, { withCode: true })
				)}
			</p>
			{failure ? (
				<Notice
					status="error"
					isDismissible={false}
					className="wcpay-refund-modal__error"
					spokenMessage={failure}
				>
					{failure}
				</Notice>
			) : null}
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Refund reason', 'woocommerce-payments')}
				value={reason}
				options={refundReasonOptions()}
				onChange={(value: string) => setReason(value as RefundReason | '')}
				disabled={isRefunding}
			/>
			<div className="wcpay-refund-modal__footer">
				<Button variant="secondary" onClick={() => onClose(false)} disabled={isRefunding}>
					{__('Cancel', 'woocommerce-payments')}
				</Button>
				<Button
					variant="primary"
					isDestructive
					onClick={() => void submit()}
					isBusy={isRefunding}
					disabled={isRefunding}
					// Keeps focus while the refund runs, so a failure leaves it in the modal (Tab and Escape work).
					accessibleWhenDisabled
				>
					{__('Refund transaction', 'woocommerce-payments')}
				</Button>
			</div>
		</Modal>
	);
}
