/**
 * PageTabs: WAI-ARIA tabs with automatic activation and the host TabPanel's classes; the selected tab is
 * the only tab stop; arrows (mirrored right to left), Home and End select and focus, wrapping; the initial
 * tab is reported when it becomes selected by itself, as TabPanel does.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLocaleData } from '@wordpress/i18n';

import { PageTabs, type PageTab } from '../../../src/components/page-tabs';

const TABS: PageTab[] = [
	{ name: 'all', title: 'All', className: 'tab-all' },
	{ name: 'held', title: 'Held', className: 'tab-held' },
	{ name: 'blocked', title: 'Blocked' },
];

function renderTabs(props: Partial<Parameters<typeof PageTabs>[0]> = {}) {
	const onSelect = jest.fn();
	const view = render(
		<PageTabs className="my-tabs" tabs={TABS} onSelect={onSelect} {...props}>
			{(tab) => <p>Panel {tab.name}</p>}
		</PageTabs>
	);
	return { onSelect, view };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedNames = () =>
	screen
		.getAllByRole('tab')
		.filter((t) => t.getAttribute('aria-selected') === 'true')
		.map((t) => t.textContent);

afterEach(() => setLocaleData({ 'text direction\u0004ltr': ['ltr'] }));

describe('PageTabs', () => {
	it('draws a tab list and the selected panel, labelled by its tab, with the host classes', () => {
		renderTabs({ initialTabName: 'held' });
		const list = screen.getByRole('tablist');
		expect(list.className).toBe('components-tab-panel__tabs');
		expect(list.parentElement?.className).toBe('my-tabs');
		expect(selectedNames()).toEqual(['Held']);
		expect(tab('Held').className).toBe(
			'components-button components-tab-panel__tabs-item tab-held is-active'
		);
		expect(tab('All').className).toBe('components-button components-tab-panel__tabs-item tab-all');
		const panel = screen.getByRole('tabpanel', { name: 'Held' });
		expect(panel.textContent).toBe('Panel held');
		expect(tab('Held').getAttribute('aria-controls')).toBe(panel.id);
		// One tab stop: the selected tab.
		expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
	});

	it('selects the first tab when the initial one is missing or unknown; a custom active class', () => {
		renderTabs({ initialTabName: 'nothing', activeClass: 'on' });
		expect(selectedNames()).toEqual(['All']);
		expect(tab('All').classList.contains('on')).toBe(true);
	});

	it('reports the initial tab on the first render, and a click on another tab once', () => {
		const { onSelect } = renderTabs({ initialTabName: 'all' });
		expect(onSelect.mock.calls).toEqual([['all']]);
		fireEvent.click(tab('Blocked'));
		expect(onSelect.mock.calls).toEqual([['all'], ['blocked']]);
		expect(selectedNames()).toEqual(['Blocked']);
		expect(screen.getByRole('tabpanel').textContent).toBe('Panel blocked');
		// The selected tab again: nothing to report.
		fireEvent.click(tab('Blocked'));
		expect(onSelect).toHaveBeenCalledTimes(2);
	});

	it('arrows, Home and End move the focus and the selection, wrapping at the ends', () => {
		const { onSelect } = renderTabs({ initialTabName: 'all' });
		onSelect.mockClear();
		tab('All').focus();
		fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
		expect(selectedNames()).toEqual(['Held']);
		expect(document.activeElement).toBe(tab('Held'));
		fireEvent.keyDown(tab('Held'), { key: 'End' });
		expect(document.activeElement).toBe(tab('Blocked'));
		fireEvent.keyDown(tab('Blocked'), { key: 'ArrowRight' });
		expect(document.activeElement).toBe(tab('All'));
		fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
		expect(document.activeElement).toBe(tab('Blocked'));
		fireEvent.keyDown(tab('Blocked'), { key: 'Home' });
		expect(selectedNames()).toEqual(['All']);
		expect(onSelect.mock.calls.map(([name]) => name)).toEqual([
			'held',
			'blocked',
			'all',
			'blocked',
			'all',
		]);
		// Other keys are left alone.
		const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
		act(() => {
			tab('All').dispatchEvent(event);
		});
		expect(event.defaultPrevented).toBe(false);
		expect(selectedNames()).toEqual(['All']);
	});

	it('mirrors the arrows on a right-to-left page', () => {
		setLocaleData({ 'text direction\u0004ltr': ['rtl'] });
		renderTabs({ initialTabName: 'held' });
		fireEvent.keyDown(tab('Held'), { key: 'ArrowLeft' });
		expect(selectedNames()).toEqual(['Blocked']);
		fireEvent.keyDown(tab('Blocked'), { key: 'ArrowRight' });
		fireEvent.keyDown(tab('Held'), { key: 'ArrowRight' });
		expect(selectedNames()).toEqual(['All']);
	});

	it('when the selected tab leaves, selects and reports the initial tab, which stays when the other comes back', () => {
		const onSelect = jest.fn();
		const panel = (t: PageTab) => <p>Panel {t.name}</p>;
		const view = render(
			<PageTabs tabs={TABS} initialTabName="all" onSelect={onSelect}>
				{panel}
			</PageTabs>
		);
		fireEvent.click(tab('Held'));
		onSelect.mockClear();
		view.rerender(
			<PageTabs tabs={TABS.filter((t) => t.name !== 'held')} initialTabName="all" onSelect={onSelect}>
				{panel}
			</PageTabs>
		);
		expect(selectedNames()).toEqual(['All']);
		expect(onSelect.mock.calls).toEqual([['all']]);
		view.rerender(
			<PageTabs tabs={TABS} initialTabName="all" onSelect={onSelect}>
				{panel}
			</PageTabs>
		);
		expect(selectedNames()).toEqual(['All']);
		expect(onSelect).toHaveBeenCalledTimes(1);
	});
});
