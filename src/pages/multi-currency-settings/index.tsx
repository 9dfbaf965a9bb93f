/**
 * Multi-currency settings tab (spec 002 §2.5, §3.7, §7; `wc-settings&tab=wcpay_multi_currency`): the enabled
 * currencies with their rates and the store settings; with `currency=<code>` in the URL, that currency's
 * settings. Where the menu's 'Multi-currency' goes once setup is complete. The reads start with the route
 * (./reads.ts).
 */
import { useAdminQuery } from '../../app/use-location';
import { CurrencySettingsView } from './currency-settings';
import { EnabledCurrencies } from './enabled-currencies';
import { managedCurrency } from './reads';
import { StoreSettingsSection } from './store-settings';
import './style.scss';

export default function MultiCurrencySettingsPage() {
	const query = useAdminQuery();
	const code = managedCurrency(query.currency);
	return (
		<div className="wcpay-mc-settings" data-testid="multi-currency-settings">
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
