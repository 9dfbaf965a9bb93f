/**
 * The admin URL's query as React state: re-read whenever the app's history changes (links, back/forward,
 * a page replacing its own URL).
 */
import { useEffect, useMemo, useState } from '@wordpress/element';
import { getHistory, getQuery } from '@woocommerce/navigation';

/**
 * The current admin query. A change made before this hook subscribed (a child's mount effect runs before
 * its parent's, e.g. a page that replaces its URL on its first render) is caught when it subscribes.
 */
export function useAdminQuery(): Record<string, string> {
	const [search, setSearch] = useState(() => getHistory().location.search);
	useEffect(() => {
		const history = getHistory();
		const update = () => setSearch(history.location.search);
		const unlisten = history.listen(update);
		update();
		return unlisten;
	}, []);
	// eslint-disable-next-line react-hooks/exhaustive-deps -- getQuery() reads the URL that `search` tracks
	return useMemo(() => getQuery() as Record<string, string>, [search]);
}
