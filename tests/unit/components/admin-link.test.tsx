/**
 * Our `AdminLink` draws what WooCommerce's `Link` draws and navigates as it does: a `wc-admin` link pushes
 * its href onto the admin history (no reload) unless a modifier key asks the browser for a new tab or an
 * `onClick` returns `false`; other link types are ordinary links.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Link as HostLink } from '@woocommerce/components';
import { getHistory } from '@woocommerce/navigation';

import { AdminLink } from '../../../src/components/admin-link';
import { Chevron } from '../../../src/components/data-table/chevron';
import { hostMarkup } from '../../support/host-markup';

const HREF = 'admin.php?page=wc-admin&path=%2Fpayments%2Fpayouts%2Fdetails&id=po_1';

const cases: Array<[string, Record<string, unknown>]> = [
	['wc-admin, by default', { href: HREF, children: 'Nov 2, 2026' }],
	['wc-admin with attributes', { href: HREF, type: 'wc-admin', className: 'x', 'aria-label': 'Open' }],
	['hidden from assistive technology', { href: HREF, tabIndex: -1, 'aria-hidden': 'true' }],
	['wp-admin', { href: '/wp-admin/edit.php', type: 'wp-admin', children: 'Orders' }],
	['external', { href: 'https://example.com/', type: 'external', children: 'Docs' }],
];

describe('AdminLink', () => {
	afterEach(() => getHistory().replace('/'));

	test.each(cases)('%s: the same markup as WooCommerce draws', async (_name, props) => {
		const { href, ...rest } = props as { href: string };
		expect(await hostMarkup(<AdminLink href={href} {...rest} />)).toBe(
			await hostMarkup(<HostLink href={href} {...rest} />)
		);
	});

	test('a chevron inside: the same markup as the host icon', async () => {
		const { Icon } = await import('@wordpress/components');
		const { chevronRight } = await import('@wordpress/icons');
		expect(await hostMarkup(<Chevron direction="right" size={20} />)).toBe(
			await hostMarkup(<Icon icon={chevronRight} size={20} />)
		);
	});

	test('a click navigates inside the app: the history gets the href, the browser does not follow it', () => {
		const push = jest.spyOn(getHistory(), 'push');
		render(<AdminLink href={HREF}>Open</AdminLink>);
		const event = new MouseEvent('click', { bubbles: true, cancelable: true });
		screen.getByRole('link', { name: 'Open' }).dispatchEvent(event);
		expect(event.defaultPrevented).toBe(true);
		expect(push).toHaveBeenCalledWith(HREF);
		push.mockRestore();
	});

	test('a click on the link’s content navigates to the link', () => {
		const push = jest.spyOn(getHistory(), 'push');
		render(
			<AdminLink href={HREF}>
				<span>Inner</span>
			</AdminLink>
		);
		fireEvent.click(screen.getByText('Inner'));
		expect(push).toHaveBeenCalledWith(HREF);
		push.mockRestore();
	});

	test.each(['ctrlKey', 'metaKey', 'altKey', 'shiftKey'])('%s + click is left to the browser', (key) => {
		const push = jest.spyOn(getHistory(), 'push');
		render(<AdminLink href={HREF}>Open</AdminLink>);
		const event = new MouseEvent('click', { bubbles: true, cancelable: true, [key]: true });
		screen.getByRole('link', { name: 'Open' }).dispatchEvent(event);
		expect(event.defaultPrevented).toBe(false);
		expect(push).not.toHaveBeenCalled();
		push.mockRestore();
	});

	test('onClick runs first; returning false cancels the navigation', () => {
		const push = jest.spyOn(getHistory(), 'push');
		const onClick = jest.fn().mockReturnValueOnce(false).mockReturnValueOnce(undefined);
		render(
			<AdminLink href={HREF} onClick={onClick}>
				Open
			</AdminLink>
		);
		fireEvent.click(screen.getByRole('link', { name: 'Open' }));
		expect(onClick).toHaveBeenCalledTimes(1);
		expect(push).not.toHaveBeenCalled();
		fireEvent.click(screen.getByRole('link', { name: 'Open' }));
		expect(push).toHaveBeenCalledWith(HREF);
		push.mockRestore();
	});

	test('a wp-admin link is an ordinary link: its onClick runs, the browser follows it', () => {
		const push = jest.spyOn(getHistory(), 'push');
		const onClick = jest.fn();
		render(
			<AdminLink href="/wp-admin/edit.php" type="wp-admin" onClick={onClick}>
				Orders
			</AdminLink>
		);
		const event = new MouseEvent('click', { bubbles: true, cancelable: true });
		screen.getByRole('link', { name: 'Orders' }).dispatchEvent(event);
		expect(onClick).toHaveBeenCalledTimes(1);
		expect(event.defaultPrevented).toBe(false);
		expect(push).not.toHaveBeenCalled();
		push.mockRestore();
	});
});
