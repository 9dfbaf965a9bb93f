/**
 * The cards' one-time viewed events (spec 000 §2, §7): once the cards are on the page, each card records
 * its event the first time any part of it scrolls into view, then is no longer watched.
 */
import { useEffect } from 'react';

import { recordEvent } from '../../utils/tracks';

export function useCardViews(events: Readonly<Record<string, string>>, ready: boolean): void {
	useEffect(() => {
		if (!ready || typeof IntersectionObserver === 'undefined') {
			return undefined;
		}
		const observer = new IntersectionObserver((entries) => {
			for (const entry of entries) {
				if (entry.isIntersecting || entry.intersectionRatio > 0) {
					const name = events[entry.target.id];
					if (name) {
						recordEvent(name);
					}
					observer.unobserve(entry.target);
				}
			}
		});
		for (const id of Object.keys(events)) {
			const element = document.getElementById(id);
			if (element) {
				observer.observe(element);
			}
		}
		return () => observer.disconnect();
	}, [events, ready]);
}
