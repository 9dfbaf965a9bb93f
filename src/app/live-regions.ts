/**
 * The host's live regions (`@wordpress/a11y`: `#a11y-speak-polite`, `#a11y-speak-assertive`, appended to the
 * body when something is first spoken) announce each notice and snackbar, then keep its text for good. This
 * empties a region a moment after its message was put in: the announcement has been made (a region's
 * removals are not announced), and the page no longer holds a hidden second copy of every notice, which a
 * screen reader's reading view and a search of the page's text would find beside the notice itself.
 */

/** How long a spoken message stays in its live region. */
export const SPOKEN_MESSAGE_MS = 1000;

const REGION = 'a11y-speak-region';

/**
 * Watches the document for the live regions and empties each one `SPOKEN_MESSAGE_MS` after its text last
 * changed. Returns a function that stops watching.
 *
 * @example
 * const stop = clearSpokenMessages(); // at start-up
 */
export function clearSpokenMessages(doc: Document = document): () => void {
	const timers = new Map<Element, ReturnType<typeof setTimeout>>();
	const watched = new Set<Element>();
	const schedule = (region: Element) => {
		clearTimeout(timers.get(region));
		if (region.textContent) {
			timers.set(
				region,
				setTimeout(() => {
					region.textContent = '';
				}, SPOKEN_MESSAGE_MS)
			);
		}
	};
	const regionObserver = new MutationObserver((records) => {
		for (const record of records) {
			const node = record.target;
			const region = (node instanceof Element ? node : node.parentElement)?.closest(`.${REGION}`);
			if (region) {
				schedule(region);
			}
		}
	});
	const watch = () => {
		for (const region of Array.from(doc.getElementsByClassName(REGION))) {
			if (!watched.has(region)) {
				watched.add(region);
				regionObserver.observe(region, { childList: true, characterData: true, subtree: true });
				schedule(region);
			}
		}
	};
	// The regions are the body's own children: watching the body's child list finds them when they come.
	const bodyObserver = new MutationObserver(watch);
	bodyObserver.observe(doc.body, { childList: true });
	watch();
	return () => {
		bodyObserver.disconnect();
		regionObserver.disconnect();
		timers.forEach(clearTimeout);
	};
}
