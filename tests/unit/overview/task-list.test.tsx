import apiFetch from '@wordpress/api-fetch';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TaskList } from '../../../src/pages/overview/task-list';
import type { OverviewTask } from '../../../src/pages/overview/tasks';
import { setPageGlobals } from '../../support/page-globals';

/* eslint-disable @typescript-eslint/no-explicit-any */

const posts: any[] = [];

beforeEach(() => {
	setPageGlobals();
	posts.length = 0;
	apiFetch.setFetchHandler(async (options: any) => {
		if (options.method === 'POST') {
			posts.push(options.data);
			return { success: true };
		}
		return {};
	});
});

function task(key: string, patch: Partial<OverviewTask> = {}): OverviewTask {
	return {
		key,
		title: `Task ${key}`,
		content: `About ${key}`,
		level: 2,
		completed: false,
		expandable: true,
		expanded: true,
		isDismissable: true,
		isDeletable: false,
		allowSnooze: true,
		actionLabel: `Do ${key}`,
		href: `/go/${key}`,
		...patch,
	};
}

describe('TaskList', () => {
	it('shows five tasks, then "Show tasks" / "Hide tasks"', async () => {
		const user = userEvent.setup();
		const tasks = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => task(k));
		render(<TaskList tasks={tasks} />);
		const list = screen.getByRole('list', { name: 'Tasks' });
		expect(within(list).getAllByRole('listitem')).toHaveLength(5);
		await user.click(screen.getByRole('button', { name: 'Show tasks' }));
		expect(within(list).getAllByRole('listitem')).toHaveLength(7);
		expect(screen.getByRole('button', { name: 'Hide tasks' })).toHaveAttribute('aria-expanded', 'true');
		await user.click(screen.getByRole('button', { name: 'Hide tasks' }));
		expect(within(list).getAllByRole('listitem')).toHaveLength(5);
	});

	it('has no toggle with five tasks or fewer, and nothing at all without tasks', () => {
		const { rerender, container } = render(
			<TaskList tasks={['a', 'b', 'c', 'd', 'e'].map((k) => task(k))} />
		);
		expect(screen.queryByRole('button', { name: 'Show tasks' })).toBeNull();
		rerender(<TaskList tasks={[]} />);
		expect(container).toBeEmptyDOMElement();
	});

	it('renders the action as a link; a task without a target has no action button', () => {
		render(
			<TaskList tasks={[task('a'), task('nowhere', { href: undefined, actionLabel: 'Go nowhere' })]} />
		);
		expect(screen.getByRole('link', { name: 'Do a' })).toHaveAttribute('href', '/go/a');
		expect(screen.queryByRole('button', { name: 'Go nowhere' })).toBeNull();
		expect(screen.queryByRole('link', { name: 'Go nowhere' })).toBeNull();
	});

	it('offers snooze and dismiss for open tasks, delete for completed deletable ones', async () => {
		const user = userEvent.setup();
		render(
			<TaskList
				tasks={[
					task('open'),
					task('fixed', { isDismissable: false, allowSnooze: false }),
					task('done', { completed: true, isDeletable: true, isDismissable: false }),
				]}
			/>
		);
		const item = (title: string) =>
			screen.getAllByRole('listitem').find((li) => li.textContent?.includes(title)) as HTMLElement;
		expect(within(item('Task fixed')).queryByRole('button', { name: 'Task options' })).toBeNull();
		const toggle = within(item('Task open')).getByRole('button', { name: 'Task options' });
		expect(toggle).toHaveAccessibleDescription('Task open');
		await user.click(toggle);
		expect(screen.getByRole('menuitem', { name: 'Remind me tomorrow' })).toBeInTheDocument();
		await user.click(screen.getByRole('menuitem', { name: 'Dismiss' }));
		await waitFor(() => expect(posts).toEqual([{ woocommerce_dismissed_todo_tasks: ['open'] }]));
		await user.click(within(item('Task done')).getByRole('button', { name: 'Task options' }));
		expect(screen.queryByRole('menuitem', { name: 'Dismiss' })).toBeNull();
		await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
		await waitFor(() => expect(posts[1]).toEqual({ woocommerce_deleted_todo_tasks: ['done'] }));
	});

	it('marks levels, urgency and completion', () => {
		render(
			<TaskList
				tasks={[task('u', { level: 1, isUrgent: true }), task('d', { completed: true, content: '' })]}
			/>
		);
		const items = screen.getAllByRole('listitem');
		expect(items[0]).toHaveClass('is-level-1', 'is-urgent');
		expect(items[1]).toHaveClass('is-completed');
		expect(within(items[1]).getByText('(completed)', { exact: false })).toBeInTheDocument();
	});
});
