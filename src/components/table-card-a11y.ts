/**
 * Accessibility repairs for `TableCard` of @woocommerce/components, whose markup we cannot change:
 *
 * - its summary is `<ul role="complementary">`: the role takes the list semantics away, so each `<li>` is
 *   a list item outside a list (axe "listitem", serious). The hook removes that role, which keeps the
 *   summary a plain list (and stops every table adding a complementary landmark to the page).
 *
 * Generic: give the element around one or more TableCards the returned ref.
 *
 * @example
 * const ref = useTableCardA11y();
 * <div ref={ ref }><TableCard … /></div>
 */
import { useEffect, useRef } from 'react';

function repair(root: HTMLElement): void {
	root.querySelectorAll('ul.woocommerce-table__summary[role="complementary"]').forEach((list) => {
		list.removeAttribute('role');
	});
}

export function useTableCardA11y<T extends HTMLElement = HTMLDivElement>() {
	const ref = useRef<T>(null);
	useEffect(() => {
		const root = ref.current;
		if (!root) {
			return;
		}
		repair(root);
		// The summary is re-created when the table reloads (placeholder → rows): repair every new one.
		const observer = new MutationObserver(() => repair(root));
		observer.observe(root, {
			childList: true,
			subtree: true,
			attributes: true,
			attributeFilter: ['role'],
		});
		return () => observer.disconnect();
	}, []);
	return ref;
}
