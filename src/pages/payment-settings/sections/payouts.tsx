/**
 * The Payouts section of the payment settings: the payout schedule (daily, weekly on a weekday, monthly on a
 * day), locked while the first payout waits or payouts are restricted or blocked, and the payout delay.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { SelectControl } from '../../../components/controls/select-control';
import { SettingsSection } from '../../../components/settings-section';
import type { PaymentSettings, Weekday } from '../../../data/settings';
import { weekdayOptions } from '../../../strings/weekdays';
import { parseMonthlyAnchor } from '../validation';
import type { SectionProps } from './shared';
import { Notice } from '../../../components/notice';

function monthlyAnchorOptions() {
	const options = [];
	for (let day = 1; day <= 31; day++) {
		options.push({
			value: String(day),
			label:
				day === 31
					? __('Last day of the month', 'woocommerce-payments')
					: /* translators: %d: day of the month */ sprintf(
							__('Day %d', 'woocommerce-payments'),
							day
						),
		});
	}
	return options;
}

/**
 * The edit of a new payout frequency: a weekly or monthly schedule starts on a day (Monday, the 1st) when
 * none is set yet, so the schedule saved is the one the overview then describes.
 *
 * @example
 * intervalChange( { ...settings, deposit_schedule_monthly_anchor: null }, 'monthly' );
 * // { deposit_schedule_interval: 'monthly', deposit_schedule_monthly_anchor: 1 }
 */
export function intervalChange(
	settings: PaymentSettings,
	interval: PaymentSettings['deposit_schedule_interval']
): Partial<PaymentSettings> {
	const edit: Partial<PaymentSettings> = { deposit_schedule_interval: interval };
	if (interval === 'monthly' && settings.deposit_schedule_monthly_anchor === null) {
		edit.deposit_schedule_monthly_anchor = 1;
	}
	if (interval === 'weekly' && !settings.deposit_schedule_weekly_anchor) {
		edit.deposit_schedule_weekly_anchor = 'monday';
	}
	return edit;
}

export function PayoutsSection({ settings, update, disabled }: SectionProps) {
	const restricted = settings.deposit_restrictions !== 'deposits_unrestricted';
	const waiting = !settings.deposit_completed_waiting_period;
	const blocked = disabled || restricted || waiting || settings.deposit_status === 'blocked';
	const days = Number(settings.deposit_delay_days) || 7;
	return (
		<SettingsSection
			id="deposit-schedule"
			title={__('Payouts', 'woocommerce-payments')}
			description={__(
				'When your available balance is paid out to your bank account.',
				'woocommerce-payments'
			)}
		>
			{waiting && (
				<Notice status="info" isDismissible={false}>
					{__(
						'Your first payout will be held for 7-14 days. The payout schedule can be changed after that.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
			{!waiting && restricted && (
				<Notice status="warning" isDismissible={false}>
					{__(
						'Payouts are restricted on this account, so the schedule cannot be changed.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
			<SelectControl
				label={__('Payout frequency', 'woocommerce-payments')}
				value={settings.deposit_schedule_interval as 'daily' | 'weekly' | 'monthly'}
				disabled={blocked}
				options={[
					{ value: 'daily', label: __('Daily', 'woocommerce-payments') },
					{ value: 'weekly', label: __('Weekly', 'woocommerce-payments') },
					{ value: 'monthly', label: __('Monthly', 'woocommerce-payments') },
				]}
				onChange={(v) =>
					update(intervalChange(settings, v as PaymentSettings['deposit_schedule_interval']))
				}
				__nextHasNoMarginBottom
			/>
			{settings.deposit_schedule_interval === 'weekly' && (
				<SelectControl
					label={__('Day of the week', 'woocommerce-payments')}
					value={settings.deposit_schedule_weekly_anchor}
					disabled={blocked}
					options={weekdayOptions()}
					onChange={(v) => update({ deposit_schedule_weekly_anchor: v as Weekday })}
					__nextHasNoMarginBottom
				/>
			)}
			{settings.deposit_schedule_interval === 'monthly' && (
				<SelectControl
					label={__('Day of the month', 'woocommerce-payments')}
					value={
						settings.deposit_schedule_monthly_anchor === null
							? ''
							: String(settings.deposit_schedule_monthly_anchor)
					}
					disabled={blocked}
					options={[
						{ value: '', label: __('Choose a day', 'woocommerce-payments') },
						...monthlyAnchorOptions(),
					]}
					onChange={(v) => update({ deposit_schedule_monthly_anchor: parseMonthlyAnchor(v) })}
					__nextHasNoMarginBottom
				/>
			)}
			<p className="wcpay-settings-help">
				{sprintf(
					/* translators: %d: number of days */
					_n(
						'Payments received are paid out %d business day after they are processed.',
						'Payments received are paid out %d business days after they are processed.',
						days,
						'woocommerce-payments'
					),
					days
				)}
			</p>
		</SettingsSection>
	);
}
