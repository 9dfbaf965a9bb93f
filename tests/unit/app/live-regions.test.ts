/**
 * The host's live regions are emptied a moment after each message (src/app/live-regions.ts): the message
 * is announced, and no hidden copy of a notice's text stays in the page.
 */
import { clearSpokenMessages, SPOKEN_MESSAGE_MS } from '../../../src/app/live-regions';

function region(id: string): HTMLDivElement {
	const el = document.createElement('div');
	el.id = id;
	el.className = 'a11y-speak-region';
	document.body.appendChild(el);
	return el;
}

/** MutationObserver callbacks run as microtasks. */
const settle = () => Promise.resolve();

describe('clearSpokenMessages', () => {
	let stop: () => void;
	beforeEach(() => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
	});
	afterEach(() => {
		stop?.();
		jest.useRealTimers();
	});

	it('empties a region after its message, and again after the next one', async () => {
		const polite = region('a11y-speak-polite');
		stop = clearSpokenMessages();
		polite.textContent = 'Settings saved.';
		await settle();
		jest.advanceTimersByTime(SPOKEN_MESSAGE_MS - 1);
		expect(polite.textContent).toBe('Settings saved.');
		jest.advanceTimersByTime(1);
		expect(polite.textContent).toBe('');
		polite.textContent = 'Evidence saved!';
		await settle();
		jest.advanceTimersByTime(SPOKEN_MESSAGE_MS);
		expect(polite.textContent).toBe('');
	});

	it('finds regions the host adds later, and leaves other live regions alone', async () => {
		stop = clearSpokenMessages();
		const own = document.createElement('div');
		own.setAttribute('aria-live', 'polite');
		own.textContent = 'Loading suggestions failed.';
		document.body.appendChild(own);
		const assertive = region('a11y-speak-assertive');
		await settle();
		assertive.textContent = 'Error retrieving settings.';
		await settle();
		jest.advanceTimersByTime(SPOKEN_MESSAGE_MS);
		expect(assertive.textContent).toBe('');
		expect(own.textContent).toBe('Loading suggestions failed.');
	});

	it('a message put in just before a region is found is emptied too', async () => {
		stop = clearSpokenMessages();
		const polite = document.createElement('div');
		polite.className = 'a11y-speak-region';
		polite.textContent = 'Task postponed until tomorrow';
		document.body.appendChild(polite);
		await settle();
		jest.advanceTimersByTime(SPOKEN_MESSAGE_MS);
		expect(polite.textContent).toBe('');
	});
});
