/**
 * The Payouts section of the payment settings: the schedule (frequency, weekday, day of the month), when it
 * is locked (first payout waiting, restricted or blocked payouts) and the payout delay sentence.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PayoutsSection } from '../../../src/pages/payment-settings/sections';
import { renderSection } from './fixtures';

const WAITING =
	'Your first payout will be held for 7-14 days. The payout schedule can be changed after that.';
const RESTRICTED = 'Payouts are restricted on this account, so the schedule cannot be changed.';

describe('payouts section', () => {
	it('shows the frequency, no anchor for daily payouts, and the delay', () => {
		const { section } = renderSection(PayoutsSection);
		expect(screen.getByRole('heading', { level: 2, name: 'Payouts' })).toBeInTheDocument();
		expect(
			screen.getByText('When your available balance is paid out to your bank account.')
		).toBeInTheDocument();
		const frequency = screen.getByRole('combobox', { name: 'Payout frequency' });
		expect(frequency).toHaveValue('daily');
		expect(frequency).toBeEnabled();
		expect(
			within(frequency)
				.getAllByRole('option')
				.map((o) => o.textContent)
		).toEqual(['Daily', 'Weekly', 'Monthly']);
		expect(screen.queryByRole('combobox', { name: 'Day of the week' })).not.toBeInTheDocument();
		expect(screen.queryByRole('combobox', { name: 'Day of the month' })).not.toBeInTheDocument();
		expect(
			screen.getByText('Payments received are paid out 2 business days after they are processed.')
		).toBeInTheDocument();
		expect(section.queryByText(WAITING)).not.toBeInTheDocument();
		expect(section.queryByText(RESTRICTED)).not.toBeInTheDocument();
	});

	it('sends a new frequency', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(PayoutsSection);
		await user.selectOptions(screen.getByRole('combobox', { name: 'Payout frequency' }), 'Monthly');
		// No day of the month yet: the 1st, the day the overview then names.
		expect(update).toHaveBeenLastCalledWith({
			deposit_schedule_interval: 'monthly',
			deposit_schedule_monthly_anchor: 1,
		});
	});

	it('a new frequency keeps a day already chosen', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(PayoutsSection, { deposit_schedule_monthly_anchor: 15 });
		await user.selectOptions(screen.getByRole('combobox', { name: 'Payout frequency' }), 'Monthly');
		expect(update).toHaveBeenLastCalledWith({ deposit_schedule_interval: 'monthly' });
		await user.selectOptions(screen.getByRole('combobox', { name: 'Payout frequency' }), 'Weekly');
		expect(update).toHaveBeenLastCalledWith({ deposit_schedule_interval: 'weekly' });
	});

	it('weekly payouts choose a weekday', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(PayoutsSection, {
			deposit_schedule_interval: 'weekly',
			deposit_schedule_weekly_anchor: 'wednesday',
		});
		const day = screen.getByRole('combobox', { name: 'Day of the week' });
		expect(day).toHaveValue('wednesday');
		expect(within(day).getAllByRole('option')).toHaveLength(7);
		await user.selectOptions(day, 'Friday');
		expect(update).toHaveBeenLastCalledWith({ deposit_schedule_weekly_anchor: 'friday' });
	});

	it('monthly payouts choose a day, the 31st being the last day of the month', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(PayoutsSection, {
			deposit_schedule_interval: 'monthly',
			deposit_schedule_monthly_anchor: null,
		});
		const day = screen.getByRole('combobox', { name: 'Day of the month' });
		expect(day).toHaveValue('');
		const options = within(day).getAllByRole('option');
		expect(options).toHaveLength(32);
		expect(options[0]).toHaveTextContent('Choose a day');
		expect(options[1]).toHaveTextContent('Day 1');
		expect(options[30]).toHaveTextContent('Day 30');
		expect(options[31]).toHaveTextContent('Last day of the month');
		expect(options[31]).toHaveValue('31');
		await user.selectOptions(day, 'Day 15');
		expect(update).toHaveBeenLastCalledWith({ deposit_schedule_monthly_anchor: 15 });
		await user.selectOptions(day, 'Last day of the month');
		expect(update).toHaveBeenLastCalledWith({ deposit_schedule_monthly_anchor: 31 });
	});

	it('shows a saved day of the month and sends null for "Choose a day"', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(PayoutsSection, {
			deposit_schedule_interval: 'monthly',
			deposit_schedule_monthly_anchor: 10,
		});
		const day = screen.getByRole('combobox', { name: 'Day of the month' });
		expect(day).toHaveValue('10');
		await user.selectOptions(day, 'Choose a day');
		expect(update).toHaveBeenLastCalledWith({ deposit_schedule_monthly_anchor: null });
	});

	it.each([
		[1, 'Payments received are paid out 1 business day after they are processed.'],
		[4, 'Payments received are paid out 4 business days after they are processed.'],
		// No delay known: 7 days.
		[0, 'Payments received are paid out 7 business days after they are processed.'],
	])('a delay of %d days reads %j', (days, text) => {
		renderSection(PayoutsSection, { deposit_delay_days: days });
		expect(screen.getByText(text)).toBeInTheDocument();
	});

	it('locks the schedule while the first payout waits, and says so', () => {
		const { section } = renderSection(PayoutsSection, {
			deposit_schedule_interval: 'weekly',
			deposit_completed_waiting_period: false,
			deposit_restrictions: 'deposits_blocked',
		});
		expect(section.getByText(WAITING)).toBeInTheDocument();
		// The waiting notice takes the place of the restricted one.
		expect(section.queryByText(RESTRICTED)).not.toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: 'Payout frequency' })).toBeDisabled();
		expect(screen.getByRole('combobox', { name: 'Day of the week' })).toBeDisabled();
	});

	it('locks the schedule when payouts are restricted, and says so', () => {
		const { section } = renderSection(PayoutsSection, {
			deposit_schedule_interval: 'monthly',
			deposit_restrictions: 'schedule_restricted',
		});
		expect(section.getByText(RESTRICTED)).toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: 'Payout frequency' })).toBeDisabled();
		expect(screen.getByRole('combobox', { name: 'Day of the month' })).toBeDisabled();
	});

	it('locks the schedule, without a notice, when payouts are blocked or while saving', () => {
		const blocked = renderSection(PayoutsSection, { deposit_status: 'blocked' });
		expect(screen.getByRole('combobox', { name: 'Payout frequency' })).toBeDisabled();
		expect(blocked.section.queryByText(RESTRICTED)).not.toBeInTheDocument();
		blocked.unmount();
		renderSection(PayoutsSection, {}, { disabled: true });
		expect(screen.getByRole('combobox', { name: 'Payout frequency' })).toBeDisabled();
	});
});
