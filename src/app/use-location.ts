import { useEffect, useState } from '@wordpress/element';
import { getHistory, getQuery } from '@woocommerce/navigation';

/** The current admin query, re-read whenever the app's history changes (links, back/forward). */
export function useAdminQuery(): Record<string, string> {
	const [query, setQuery] = useState(() => getQuery() as Record<string, string>);
	useEffect(() => {
		return getHistory().listen(() => setQuery(getQuery() as Record<string, string>));
	}, []);
	return query;
}
