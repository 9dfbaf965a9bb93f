/**
 * The fraud protection page's first render: with the settings already read (the route reads them before
 * the page renders) the seven filter cards show in that render, with no loading skeleton before them; with
 * the settings still on their way the skeleton shows until they arrive, then the cards.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, resolveSelect } from '@wordpress/data';
import { render, screen, waitFor } from '@testing-library/react';

import { store as settingsStore } from '../../../../src/data/settings';
import FraudProtectionPage from '../../../../src/pages/fraud-protection';
import { setPageGlobals } from '../../../support/page-globals';
import { SETTINGS } from '../../payment-settings/fixtures';

/* eslint-disable @typescript-eslint/no-explicit-any */

let release: () => void = () => undefined;

/** Answers the settings read, at once or when `release()` is called. */
function serveSettings(held: boolean) {
	const gate = held
		? new Promise<void>((resolve) => {
				release = resolve;
			})
		: Promise.resolve();
	apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
		if (String(path).startsWith('/wc/v3/payments/settings')) {
			await gate;
			return { ...SETTINGS, advanced_fraud_protection_settings: [] };
		}
		return {};
	});
}

const cards = () => document.querySelectorAll('.wcpay-fraud-card');

beforeEach(() => {
	setPageGlobals();
	(dispatch(settingsStore) as any).invalidateResolutionForStoreSelector('getSettings');
});

describe('FraudProtectionPage first render', () => {
	// In this order: the store keeps the settings it has read (the first test starts without any).
	it('shows the skeleton while the settings load, then the cards', async () => {
		serveSettings(true);
		render(<FraudProtectionPage />);
		expect(screen.getAllByTestId('fraud-skeleton')).toHaveLength(7);
		expect(cards()).toHaveLength(0);
		release();
		await waitFor(() => expect(cards()).toHaveLength(7));
		expect(screen.queryAllByTestId('fraud-skeleton')).toHaveLength(0);
	});

	it('shows the cards in the first render when the settings are in, with no skeleton', async () => {
		serveSettings(false);
		await resolveSelect(settingsStore).getSettings();
		// What the renders took out of the page again: a skeleton shown first would be among it.
		const observer = new MutationObserver(() => undefined);
		observer.observe(document.body, { childList: true, subtree: true });
		render(<FraudProtectionPage />);
		const removed = observer.takeRecords().flatMap((r) => Array.from(r.removedNodes));
		observer.disconnect();
		expect(cards()).toHaveLength(7);
		const skeleton = '[data-testid="fraud-skeleton"]';
		expect(
			removed.some((n) => n instanceof Element && (n.matches(skeleton) || n.querySelector(skeleton)))
		).toBe(false);
		expect(screen.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-disabled', 'true');
	});
});
