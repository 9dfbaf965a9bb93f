/**
 * The feedback prompt at the top of the payouts page (spec 001 §4.6): "Are you satisfied with
 * WooPayments?" with Yes / No and a dismiss control.
 *
 * - Shown only when the account is eligible (`accountStatus.campaigns.wporgReview2025`), the user has not
 *   dismissed it (user preference `wc_payments_wporg_review_2025_prompt_dismissed`) and no other notice is
 *   showing (core/notices).
 * - Yes: a positive modal (invites a review on WordPress.org) and the prompt is dismissed.
 * - No: a negative modal asking what to improve when usage tracking is enabled, otherwise only dismisses.
 *   Its text is optional: a blank one is sent as ''. Sending shows 'Thank you for your feedback!'.
 * - Every dismissal stores the current timestamp in the user preference.
 */
import { useEffect, useState } from 'react';
import { ExternalLink, Modal, TextareaControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { close as closeIcon, thumbsDown, thumbsUp } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';

import { FEEDBACK_ERROR_NOTICE, useFeedback, WPORG_REVIEW_CAMPAIGN } from '../../data/feedback';
import { isTrackingEnabled, recordEvent } from '../../utils/tracks';
import { useUserPreference } from '../../data/user';
import { getPaymentsSettings } from '../../settings';
import { shouldShowFeedbackPrompt } from './notice-rules';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

export const FEEDBACK_PROMPT_PREFERENCE = 'wc_payments_wporg_review_2025_prompt_dismissed';

const REVIEW_URL = 'https://wordpress.org/support/plugin/woocommerce-payments/reviews/#new-post';
const SUPPORT_URL = 'https://woocommerce.com/my-account/contact-support/';

function PositiveModal({ onClose }: { onClose: () => void }) {
	useEffect(() => {
		recordEvent('wcpay_merchant_feedback_prompt_positive_modal_view');
	}, []);
	return (
		<Modal
			title={__('Glad to hear it!', 'woocommerce-payments')}
			onRequestClose={onClose}
			className="wcpay-feedback-modal wcpay-feedback-modal--positive"
			size="medium"
		>
			<p>
				{__(
					'Thank you for using WooPayments. Would you share your experience with other merchants by leaving a review on WordPress.org? It only takes a minute and helps us a lot.',
					'woocommerce-payments'
				)}
			</p>
			<div className="wcpay-feedback-modal__actions">
				<Button variant="tertiary" onClick={onClose} __next40pxDefaultSize>
					{__('Maybe later', 'woocommerce-payments')}
				</Button>
				<Button
					variant="primary"
					href={REVIEW_URL}
					target="_blank"
					rel="noopener noreferrer"
					onClick={() => {
						recordEvent('wcpay_merchant_feedback_prompt_review_click');
						onClose();
					}}
					__next40pxDefaultSize
				>
					{__('Leave a review', 'woocommerce-payments')}
					<span className="screen-reader-text">
						{__('(opens in a new tab)', 'woocommerce-payments')}
					</span>
				</Button>
			</div>
		</Modal>
	);
}

function NegativeModal({ onClose }: { onClose: () => void }) {
	const [text, setText] = useState('');
	const [failed, setFailed] = useState(false);
	const { sendFeedback, isSending } = useFeedback();
	const { removeNotice } = useDispatch(noticesStore);
	useEffect(() => {
		recordEvent('wcpay_merchant_feedback_prompt_negative_modal_view');
	}, []);
	const send = async () => {
		const comment = text.trim() === '' ? '' : text;
		recordEvent('wcpay_merchant_feedback_prompt_negative_feedback', { feedback: comment });
		const sent = await sendFeedback({
			campaign: WPORG_REVIEW_CAMPAIGN,
			rating: 'negative',
			comment,
			source: 'payouts',
		});
		if (sent) {
			onClose();
			return;
		}
		// The modal stays open with the text; the error shows here, not behind the modal.
		void removeNotice(FEEDBACK_ERROR_NOTICE);
		setFailed(true);
	};
	return (
		<Modal
			title={__('Share your feedback', 'woocommerce-payments')}
			onRequestClose={onClose}
			className="wcpay-feedback-modal wcpay-feedback-modal--negative"
			shouldCloseOnClickOutside={false}
			size="medium"
		>
			<p>
				{__(
					'Thank you for telling us. Your feedback helps us improve WooPayments for your business.',
					'woocommerce-payments'
				)}
			</p>
			{failed && !isSending && (
				<Notice status="error" isDismissible={false} className="wcpay-feedback-modal__error">
					{__('Your feedback could not be sent. Please try again.', 'woocommerce-payments')}
				</Notice>
			)}
			<TextareaControl
				label={__('What could we do better? (optional)', 'woocommerce-payments')}
				value={text}
				onChange={setText}
				rows={4}
				__nextHasNoMarginBottom
			/>
			<p className="wcpay-feedback-modal__help">
				{__('Need help with a specific issue?', 'woocommerce-payments')}{' '}
				<ExternalLink href={SUPPORT_URL}>
					{__('Contact our support team', 'woocommerce-payments')}
				</ExternalLink>
			</p>
			<div className="wcpay-feedback-modal__actions">
				<Button variant="tertiary" onClick={onClose} disabled={isSending} __next40pxDefaultSize>
					{__('Cancel', 'woocommerce-payments')}
				</Button>
				<Button
					variant="primary"
					onClick={() => void send()}
					isBusy={isSending}
					disabled={isSending}
					accessibleWhenDisabled
					__next40pxDefaultSize
				>
					{__('Send feedback', 'woocommerce-payments')}
				</Button>
			</div>
		</Modal>
	);
}

/**
 * The prompt, shown only while no other notice shows (spec 001 §4.6): none of core/notices, the notices
 * and snackbars raised in the page. The page's own standing notices (next payout, failed payout, test mode)
 * are part of the page, not notices raised in it.
 */
export function FeedbackPrompt({ isReady = true }: { isReady?: boolean }) {
	const isEligible = getPaymentsSettings()?.accountStatus?.campaigns?.wporgReview2025;
	const [dismissedAt, saveDismissed, isLoadingPreferences] = useUserPreference(FEEDBACK_PROMPT_PREFERENCE);
	const otherNotices = useSelect((select) => select(noticesStore).getNotices().length, []);
	const [modal, setModal] = useState<'positive' | 'negative' | null>(null);

	const show =
		isReady &&
		shouldShowFeedbackPrompt({
			isEligible,
			dismissedAt,
			isLoadingPreferences,
			otherNotices,
		});

	useEffect(() => {
		if (show) {
			recordEvent('wcpay_merchant_feedback_prompt_view');
		}
	}, [show]);

	const dismiss = () => void saveDismissed(Date.now());

	return (
		<>
			{show && (
				<section
					className="wcpay-feedback-prompt"
					aria-label={__('Feedback', 'woocommerce-payments')}
				>
					<p className="wcpay-feedback-prompt__question">
						{__('Are you satisfied with WooPayments?', 'woocommerce-payments')}
					</p>
					<div className="wcpay-feedback-prompt__actions">
						<Button
							variant="secondary"
							icon={thumbsUp}
							onClick={() => {
								recordEvent('wcpay_merchant_feedback_prompt_yes_click');
								setModal('positive');
								dismiss();
							}}
							__next40pxDefaultSize
						>
							{__('Yes', 'woocommerce-payments')}
						</Button>
						<Button
							variant="secondary"
							icon={thumbsDown}
							onClick={() => {
								recordEvent('wcpay_merchant_feedback_prompt_no_click');
								if (isTrackingEnabled()) {
									setModal('negative');
								}
								dismiss();
							}}
							__next40pxDefaultSize
						>
							{__('No', 'woocommerce-payments')}
						</Button>
						<Button
							className="wcpay-feedback-prompt__dismiss"
							icon={closeIcon}
							label={__('Dismiss', 'woocommerce-payments')}
							onClick={() => {
								recordEvent('wcpay_merchant_feedback_prompt_dismiss');
								dismiss();
							}}
							size="compact"
						/>
					</div>
				</section>
			)}
			{modal === 'positive' && <PositiveModal onClose={() => setModal(null)} />}
			{modal === 'negative' && <NegativeModal onClose={() => setModal(null)} />}
		</>
	);
}
