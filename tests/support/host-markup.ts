/**
 * Markup of a rendered element, for comparing our plain drawings of host components with the host's own:
 * without what only the host's styling engine adds (its data attributes and generated classes), without
 * our own classes (`wcpay-…`), and with ids of the given prefixes made neutral.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

const ENGINE_CLASS = /^(css-|e19lxcc|ej5x27|em5sgk|e1mv6sx|e1w5nnrk|wcpay-|has-bottom-margin)/;

/** The element's markup once rendered (and, when `settle` is given, after awaiting it). */
export async function hostMarkup(
	element: ReactElement,
	{ ids = [], settle }: { ids?: string[]; settle?: () => Promise<unknown> } = {}
): Promise<string> {
	const { container, unmount } = render(element);
	if (settle) {
		await settle();
	}
	container.querySelectorAll('*').forEach((el) => {
		el.removeAttribute('data-wp-c16t');
		el.removeAttribute('data-wp-component');
		el.classList.remove(...[...el.classList].filter((c) => ENGINE_CLASS.test(c)));
		if (el.getAttribute('class') === '') {
			el.removeAttribute('class');
		}
	});
	let html = container.innerHTML;
	for (const prefix of ids) {
		html = html.replace(new RegExp(`(inspector|wcpay)-${prefix}-\\d+`, 'g'), 'ID');
	}
	unmount();
	return html;
}
