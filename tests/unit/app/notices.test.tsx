/**
 * The notices of the page (src/app/notices.tsx): a snackbar with an action (Undo) does not nest the action's
 * button inside a "dismiss" button (axe nested-interactive), has its own dismiss control, and still goes away
 * by itself after 10 seconds; a plain snackbar stays one dismiss button.
 */
import { act, render, screen } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { Notices } from '../../../src/app/notices';

afterEach(() => {
	act(() => {
		select(noticesStore)
			.getNotices()
			.forEach((n) => void dispatch(noticesStore).removeNotice(n.id));
	});
	jest.useRealTimers();
});

test('a snackbar with an action: no nested interactive controls, own dismiss, gone after 10 s', () => {
	jest.useFakeTimers();
	render(<Notices />);
	act(() => {
		void dispatch(noticesStore).createSuccessNotice('Message dismissed', {
			type: 'snackbar',
			id: 'with-undo',
			actions: [{ label: 'Undo', onClick: () => undefined }],
		});
	});
	const undo = screen.getByRole('button', { name: 'Undo' });
	expect(undo.parentElement?.closest('[role="button"]')).toBeNull();
	expect(screen.getByRole('button', { name: 'Dismiss this notice' })).toBeTruthy();
	act(() => {
		jest.advanceTimersByTime(9_000);
	});
	expect(
		select(noticesStore)
			.getNotices()
			.map((n) => n.id)
	).toContain('with-undo');
	act(() => {
		jest.advanceTimersByTime(1_500);
	});
	expect(
		select(noticesStore)
			.getNotices()
			.map((n) => n.id)
	).not.toContain('with-undo');
});

test('a plain snackbar is still one dismiss button', () => {
	render(<Notices />);
	act(() => {
		void dispatch(noticesStore).createSuccessNotice('Settings saved.', { type: 'snackbar' });
	});
	expect(screen.getByRole('button', { name: 'Dismiss this notice' }).textContent).toContain(
		'Settings saved.'
	);
});
