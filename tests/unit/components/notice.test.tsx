/**
 * Our `Notice` draws what WordPress's draws (elements, classes, hidden status label, actions, Close) and
 * behaves the same: it speaks its text through the host's live regions, and Close calls `onDismiss` then
 * `onRemove`.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Notice as HostNotice } from '@wordpress/components';
import { speak } from '@wordpress/a11y';

import { Notice } from '../../../src/components/notice';
import { hostMarkup } from '../../support/host-markup';

jest.mock('@wordpress/a11y', () => ({ speak: jest.fn() }));

type Props = React.ComponentProps<typeof Notice>;

/** Markup once mounted (a Close button becomes the host's just after the first paint). */
const markup = (element: React.ReactElement) =>
	hostMarkup(element, { settle: () => act(() => new Promise((resolve) => setTimeout(resolve, 50))) });

const cases: Array<[string, Props]> = [
	['info, dismissible', { children: 'Saved.' }],
	['error, not dismissible', { status: 'error', isDismissible: false, children: <p>Failed.</p> }],
	[
		'warning with a class',
		{ status: 'warning', className: 'wcpay-x', isDismissible: false, children: 'Careful' },
	],
	['success', { status: 'success', children: 'Done' }],
	[
		'actions: a button, a link, a primary',
		{
			isDismissible: false,
			children: 'With actions',
			actions: [
				{ label: 'Retry', onClick: () => undefined },
				{ label: 'Read more', url: '/docs' },
				{ label: 'Go', variant: 'primary', onClick: () => undefined },
			],
		},
	],
];

describe('Notice', () => {
	test.each(cases)('%s: the same markup as WordPress', async (_name, props) => {
		expect(await markup(<Notice {...props} />)).toBe(
			await markup(<HostNotice {...(props as React.ComponentProps<typeof HostNotice>)} />)
		);
	});

	test('speaks its text: politely, errors assertively, elements as their text', () => {
		render(<Notice>Saved.</Notice>);
		expect(speak).toHaveBeenLastCalledWith('Saved.', 'polite');
		render(
			<Notice status="error">
				<strong>Failed</strong> to save.
			</Notice>
		);
		expect(speak).toHaveBeenLastCalledWith('<strong>Failed</strong> to save.', 'assertive');
	});

	test('Close calls onDismiss, then onRemove', async () => {
		const calls: string[] = [];
		render(
			<Notice onDismiss={() => calls.push('dismiss')} onRemove={() => calls.push('remove')}>
				Hi
			</Notice>
		);
		fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
		expect(calls).toEqual(['dismiss', 'remove']);
	});
});
