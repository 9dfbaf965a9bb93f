/**
 * Multi-currency setup wizard (spec 002 §2.5, §4.6; path /payments/multi-currency-setup). When setup is
 * already complete the page goes to the multi-currency settings tab. Otherwise three tasks, one active at a
 * time: 'Add currencies', then 'Review store settings', then 'Setup complete' (which records the finished
 * setup). The reads start with the route (./reads.ts).
 */
import { useEffect, useState } from 'react';
import { Spinner } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import { isSetupCompletedOnPage } from '../../data/multi-currency';
import { getAdminUrl } from '../../settings';
import { navigation } from '../../utils/navigation';
import { AddCurrenciesTask } from './add-currencies-task';
import { MULTI_CURRENCY_SETTINGS_PATH, SetupCompleteTask } from './setup-complete-task';
import { StoreSettingsTask } from './store-settings-task';
import { TaskItem, type TaskStatus } from './task-item';
import './style.scss';
import { Card, CardBody } from '../../components/card';

export const TASKS = ['add-currencies', 'multi-currency-settings', 'setup-complete'] as const;
export type TaskId = (typeof TASKS)[number];

function statusOf(task: TaskId, active: TaskId): TaskStatus {
	const diff = TASKS.indexOf(task) - TASKS.indexOf(active);
	return diff < 0 ? 'done' : diff === 0 ? 'active' : 'todo';
}

export default function MultiCurrencySetupPage() {
	// Read once: entering the last task records the setup, which must not send this page away.
	const [completedBefore] = useState(isSetupCompletedOnPage);
	const [active, setActive] = useState<TaskId>('add-currencies');
	const [added, setAdded] = useState(0);

	useEffect(() => {
		if (completedBefore) {
			navigation.assign(getAdminUrl(MULTI_CURRENCY_SETTINGS_PATH));
		}
	}, [completedBefore]);

	if (completedBefore) {
		return (
			<div className="wcpay-page-loading" role="status">
				<Spinner />
				<span>{__('Redirecting to the Multi-Currency settings…', 'woocommerce-payments')}</span>
			</div>
		);
	}

	return (
		<Card className="wcpay-mc-setup">
			<CardBody>
				<ol className="wcpay-mc-setup__tasks">
					<TaskItem
						index={1}
						id="add-currencies"
						title={__('Add currencies', 'woocommerce-payments')}
						status={statusOf('add-currencies', active)}
						doneDescription={sprintf(
							/* translators: %d: how many currencies were added */
							_n('%d currency added', '%d currencies added', added, 'woocommerce-payments'),
							added
						)}
					>
						<AddCurrenciesTask
							onDone={(count) => {
								setAdded(count);
								setActive('multi-currency-settings');
							}}
						/>
					</TaskItem>
					<TaskItem
						index={2}
						id="multi-currency-settings"
						title={__('Review store settings', 'woocommerce-payments')}
						status={statusOf('multi-currency-settings', active)}
						doneDescription={__(
							'These settings can be changed any time by visiting the Multi-Currency settings',
							'woocommerce-payments'
						)}
					>
						<StoreSettingsTask onDone={() => setActive('setup-complete')} />
					</TaskItem>
					<TaskItem
						index={3}
						id="setup-complete"
						title={__('Setup complete', 'woocommerce-payments')}
						status={statusOf('setup-complete', active)}
					>
						<SetupCompleteTask />
					</TaskItem>
				</ol>
			</CardBody>
		</Card>
	);
}
