/**
 * One task of the setup wizard: its number (a check once done), its title, a description once done, and
 * its body while it is the active task.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

export type TaskStatus = 'active' | 'done' | 'todo';

export function TaskItem({
	index,
	id,
	title,
	status,
	doneDescription,
	children,
}: {
	index: number;
	id: string;
	title: string;
	status: TaskStatus;
	doneDescription?: string;
	children: ReactNode;
}) {
	const stateText =
		status === 'done'
			? __('Completed', 'woocommerce-payments')
			: status === 'active'
				? __('Current step', 'woocommerce-payments')
				: __('Not started', 'woocommerce-payments');
	// The task that becomes active takes focus (its heading): the previous task's buttons are gone.
	const heading = useRef<HTMLHeadingElement>(null);
	const previous = useRef(status);
	useEffect(() => {
		if (status === 'active' && previous.current !== 'active') {
			heading.current?.focus();
		}
		previous.current = status;
	}, [status]);
	return (
		<li
			className={`wcpay-mc-setup-task is-${status}`}
			data-testid={`mc-task-${id}`}
			aria-current={status === 'active' ? 'step' : undefined}
		>
			<div className="wcpay-mc-setup-task__header">
				<span className="wcpay-mc-setup-task__number" aria-hidden="true">
					{status === 'done' ? '✓' : index}
				</span>
				<h2 className="wcpay-mc-setup-task__title" ref={heading} tabIndex={-1}>
					{title}
					<span className="screen-reader-text">
						{/* translators: %s: the task's state, e.g. "Completed" */}
						{sprintf(__(' (%s)', 'woocommerce-payments'), stateText)}
					</span>
				</h2>
			</div>
			{status === 'done' && doneDescription && (
				<p className="wcpay-mc-setup-task__done">{doneDescription}</p>
			)}
			{status === 'active' && <div className="wcpay-mc-setup-task__body">{children}</div>}
		</li>
	);
}
