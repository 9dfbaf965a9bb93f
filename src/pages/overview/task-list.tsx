/**
 * The task list card (spec 000 §4 Tasks): tasks sorted (completed last, then by level), five shown before the
 * list collapses ('Show tasks' / 'Hide tasks'), each with its action and a menu to dismiss, snooze for 24 hours
 * or delete (completed deletable tasks); each of those shows a snackbar with Undo.
 */
import { useRef, useState } from 'react';
import { DropdownMenu } from '../../components/dropdown-menu';
import { __ } from '@wordpress/i18n';
import { Icon, check, moreVertical } from '@wordpress/icons';

import { requestFocusBack, useFocusBack } from '../../components/focus-back';
import { useTaskActions } from '../../data/overview';
import { TASKS_BEFORE_COLLAPSE, type OverviewTask } from './tasks';
import { Card, CardBody, CardHeader } from './card';
import { Button } from '../../components/button';

interface TaskListProps {
	/** Sorted, visible tasks. */
	tasks: OverviewTask[];
}

const FOCUS_KEY = 'overview-tasks';

/** Hides a task from its menu; the menu leaves with the task, so focus goes to the list's heading. */
function hideTask(action: (key: string) => Promise<unknown>, key: string): void {
	requestFocusBack(FOCUS_KEY);
	void action(key);
}

function TaskMenu({ task }: { task: OverviewTask }) {
	const { dismissTask, deleteTask, snoozeTask } = useTaskActions();
	const controls: Array<{ title: string; onClick: () => void }> = [];
	if (!task.completed && task.allowSnooze) {
		controls.push({
			title: __('Remind me tomorrow', 'woocommerce-payments'),
			onClick: () => hideTask(snoozeTask, task.key),
		});
	}
	if (!task.completed && task.isDismissable) {
		controls.push({
			title: __('Dismiss', 'woocommerce-payments'),
			onClick: () => hideTask(dismissTask, task.key),
		});
	}
	if (task.completed && task.isDeletable) {
		controls.push({
			title: __('Delete', 'woocommerce-payments'),
			onClick: () => hideTask(deleteTask, task.key),
		});
	}
	if (controls.length === 0) {
		return null;
	}
	return (
		<DropdownMenu
			className="wcpay-task__menu"
			icon={moreVertical}
			label={__('Task options', 'woocommerce-payments')}
			toggleProps={{ 'aria-describedby': `wcpay-task-title-${task.key}` }}
			controls={controls}
			popoverProps={{ placement: 'bottom-end' }}
		/>
	);
}

function TaskItem({ task }: { task: OverviewTask }) {
	const level = task.level ?? 3;
	const classes = [
		'wcpay-task',
		`is-level-${level}`,
		task.completed ? 'is-completed' : '',
		task.isUrgent ? 'is-urgent' : '',
	]
		.filter(Boolean)
		.join(' ');
	return (
		<li className={classes} data-task={task.key} data-level={level}>
			<span className="wcpay-task__status" aria-hidden="true">
				{task.completed ? <Icon icon={check} size={18} /> : null}
			</span>
			<div className="wcpay-task__body">
				<h3 className="wcpay-task__title" id={`wcpay-task-title-${task.key}`}>
					{task.title}
					{task.completed && (
						<span className="screen-reader-text">
							{__(' (completed)', 'woocommerce-payments')}
						</span>
					)}
				</h3>
				{task.content && (!task.completed || task.expanded) && (
					<p className="wcpay-task__content">{task.content}</p>
				)}
				{task.details && task.details.length > 0 && !task.completed && (
					<ul className="wcpay-task__details">
						{task.details.map((detail) => (
							<li key={detail}>{detail}</li>
						))}
					</ul>
				)}
				{(task.actionLabel || task.time) && !task.completed && (
					<div className="wcpay-task__footer">
						{task.actionLabel && task.href && (
							<Button
								variant={level === 1 ? 'primary' : 'secondary'}
								href={task.href}
								className="wcpay-task__action"
							>
								{task.actionLabel}
							</Button>
						)}
						{task.time && <span className="wcpay-task__time">{task.time}</span>}
					</div>
				)}
			</div>
			<TaskMenu task={task} />
		</li>
	);
}

export function TaskList({ tasks }: TaskListProps) {
	const [expanded, setExpanded] = useState(false);
	const heading = useRef<HTMLHeadingElement>(null);
	useFocusBack(FOCUS_KEY, heading);
	if (tasks.length === 0) {
		return null;
	}
	const shown = expanded ? tasks : tasks.slice(0, TASKS_BEFORE_COLLAPSE);
	const open = tasks.filter((t) => !t.completed).length;
	return (
		<Card className="wcpay-overview-card wcpay-overview-tasks" data-testid="wcpay-task-list">
			<CardHeader>
				<h2 className="wcpay-overview-card__title" ref={heading} tabIndex={-1}>
					{__('Things to do', 'woocommerce-payments')}
					{open > 0 && (
						<span className="wcpay-overview-count" aria-hidden="true">
							{open}
						</span>
					)}
				</h2>
			</CardHeader>
			<CardBody className="wcpay-overview-tasks__body">
				<ul className="wcpay-overview-tasks__list" aria-label={__('Tasks', 'woocommerce-payments')}>
					{shown.map((task) => (
						<TaskItem key={task.key} task={task} />
					))}
				</ul>
				{tasks.length > TASKS_BEFORE_COLLAPSE && (
					<div className="wcpay-overview-tasks__toggle">
						<Button
							variant="tertiary"
							aria-expanded={expanded}
							onClick={() => setExpanded(!expanded)}
						>
							{expanded
								? __('Hide tasks', 'woocommerce-payments')
								: __('Show tasks', 'woocommerce-payments')}
						</Button>
					</div>
				)}
			</CardBody>
		</Card>
	);
}
