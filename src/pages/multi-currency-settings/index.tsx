/**
 * Multi-currency settings tab (spec 002 §2.5, §3.7, §7; `wc-settings&tab=wcpay_multi_currency`): the enabled
 * currencies with their rates and the store settings; with `currency=<code>` in the URL, that currency's
 * settings. Where the menu's 'Multi-currency' goes once setup is complete. The reads start with the route
 * (./reads.ts).
 */
import { useEffect, useRef } from 'react';

import { useAdminQuery } from '../../app/use-location';
import { CurrencySettingsView } from './currency-settings';
import { EnabledCurrencies } from './enabled-currencies';
import { managedCurrency } from './reads';
import { StoreSettingsSection } from './store-settings';
import './style.scss';

/**
 * Where focus goes when the view changes under the merchant (the button they pressed is gone): into a
 * currency's settings, to its name in the breadcrumb; back to the list, to that currency's Manage button
 * (else the list).
 */
function focusAfterSwitch(root: HTMLElement | null, from: string | null, to: string | null): void {
	if (!root) {
		return;
	}
	let target: HTMLElement | null;
	if (to) {
		target =
			root.querySelector<HTMLElement>('.wcpay-mc-settings__crumb-current') ??
			root.querySelector<HTMLElement>('.wcpay-mc-settings__crumb button');
	} else {
		const manage = from
			? root.querySelector<HTMLElement>(
					`[data-currency="${CSS.escape(from)}"] .wcpay-mc-enabled__manage`
				)
			: null;
		target = manage ?? root.querySelector<HTMLElement>('.wcpay-mc-enabled');
	}
	target?.focus();
}

export default function MultiCurrencySettingsPage() {
	const query = useAdminQuery();
	const code = managedCurrency(query.currency);
	const view = useRef<HTMLDivElement>(null);
	const shown = useRef(code);
	useEffect(() => {
		if (shown.current !== code) {
			focusAfterSwitch(view.current, shown.current, code);
			shown.current = code;
		}
	}, [code]);
	return (
		<div ref={view} className="wcpay-mc-settings" data-testid="multi-currency-settings">
			{code ? (
				<CurrencySettingsView key={code} code={code} />
			) : (
				<>
					<EnabledCurrencies />
					<StoreSettingsSection />
				</>
			)}
		</div>
	);
}
