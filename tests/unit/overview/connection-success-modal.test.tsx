/**
 * The connection-success modal of the overview (spec 002 §2.6): shown with the `wcpay-connection-success`
 * flag for an active account until dismissed; its 'Dismiss' button, Esc and the close icon each save the
 * dismissal (`wcpay_connection_success_modal_dismissed`) and close it; the dialog takes the focus.
 */
import apiFetch from '@wordpress/api-fetch';
import { RegistryProvider, useSelect } from '@wordpress/data';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { STORE_NAME, store as overviewStore } from '../../../src/data/overview';
import { ConnectionSuccessModal, showConnectionSuccess } from '../../../src/pages/overview/banners';
import type { AccountStatusSettings } from '../../../src/settings';
import { setPageGlobals } from '../../support/page-globals';
import { testRegistry } from '../../support/registry';

/* eslint-disable @typescript-eslint/no-explicit-any */

const account = (status: string, po: Partial<AccountStatusSettings['progressiveOnboarding']> = {}) =>
	({
		status,
		progressiveOnboarding: { isEnabled: false, isComplete: false, ...po },
	}) as unknown as AccountStatusSettings;

describe('showConnectionSuccess', () => {
	const flag = { 'wcpay-connection-success': '1' };
	it('needs the flag, an active account, progressive onboarding off or complete, and no dismissal', () => {
		expect(showConnectionSuccess(flag, account('complete'), false)).toBe(true);
		expect(showConnectionSuccess(flag, account('enabled'), false)).toBe(true);
		expect(showConnectionSuccess({}, account('complete'), false)).toBe(false);
		expect(showConnectionSuccess({ 'wcpay-connection-success': '0' }, account('complete'), false)).toBe(
			false
		);
		expect(showConnectionSuccess(flag, account('restricted_soon'), false)).toBe(false);
		expect(showConnectionSuccess(flag, account('complete'), true)).toBe(false);
		// Until the dismissal is known, nothing shows.
		expect(showConnectionSuccess(flag, account('complete'), null)).toBe(false);
		expect(showConnectionSuccess(flag, account('complete', { isEnabled: true }), false)).toBe(false);
		expect(
			showConnectionSuccess(flag, account('complete', { isEnabled: true, isComplete: true }), false)
		).toBe(true);
	});
});

/** The modal as the overview shows it: only while the dismissal is not saved. */
function Shown() {
	const dismissed = useSelect(
		(sel) => Boolean(sel(overviewStore).getOverviewOptions()?.connectionSuccessDismissed),
		[]
	);
	return dismissed ? null : <ConnectionSuccessModal />;
}

describe('ConnectionSuccessModal', () => {
	let posts: unknown[];
	beforeEach(() => {
		setPageGlobals();
		posts = [];
		apiFetch.setFetchHandler(async ({ method, data }: any) => {
			if (method === 'POST') {
				posts.push(data);
			}
			return { success: true };
		});
	});

	it.each([
		['its Dismiss button', () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))],
		['Esc', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' })],
		['the close icon', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
	])('is a dialog with a heading and text; %s saves the dismissal and closes it', async (_how, close) => {
		const t = testRegistry(STORE_NAME, overviewStore);
		render(
			<RegistryProvider value={t.registry}>
				<Shown />
			</RegistryProvider>
		);
		const dialog = screen.getByRole('dialog', { name: 'Thanks for verifying your business details!' });
		expect(dialog).toHaveTextContent('Congratulations, your account is active!');
		expect(
			screen.getByRole('heading', { name: 'Thanks for verifying your business details!' })
		).toBeInTheDocument();
		// The Modal moves the focus into the dialog.
		await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
		close();
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		expect(posts).toEqual([{ wcpay_connection_success_modal_dismissed: true }]);
		expect(t.select().getOverviewOptions().connectionSuccessDismissed).toBe(true);
	});

	it('stays closed when the save fails, with the option error', async () => {
		apiFetch.setFetchHandler(async () => {
			throw { code: 'internal_server_error', message: 'Boom', data: { status: 500 } };
		});
		const t = testRegistry(STORE_NAME, overviewStore);
		render(
			<RegistryProvider value={t.registry}>
				<Shown />
			</RegistryProvider>
		);
		fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
		await waitFor(() => expect(t.notices()).toEqual(['Error saving option']));
		expect(screen.queryByRole('dialog')).toBeNull();
	});
});
