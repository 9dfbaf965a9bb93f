/**
 * Our plain `Card` draws the elements and class names WordPress's `Card` family draws (so the stylesheets
 * that target them still apply), passes attributes and refs through, and inserts no styles at run time.
 */
import { render, screen } from '@testing-library/react';

import { Card, CardBody, CardFooter, CardHeader } from '../../../src/components/card';

test('the card, its content wrapper and its sections carry WordPress’s class names', () => {
	const ref = { current: null as HTMLDivElement | null };
	const { container } = render(
		<Card ref={ref} className="wcpay-thing" data-testid="thing" aria-busy>
			<CardHeader className="wcpay-thing__header">
				<h2>Title</h2>
			</CardHeader>
			<CardBody>Body</CardBody>
			<CardFooter>Footer</CardFooter>
		</Card>
	);
	const card = screen.getByTestId('thing');
	expect(ref.current).toBe(card);
	expect(card).toHaveClass('components-surface', 'components-card', 'wcpay-thing');
	expect(card).toHaveAttribute('aria-busy', 'true');
	const sections = card.firstElementChild?.children ?? [];
	expect([...sections].map((s) => [...s.classList].filter((c) => c.startsWith('components-')))).toEqual([
		['components-flex', 'components-card__header', 'components-card-header'],
		['components-card__body', 'components-card-body'],
		['components-flex', 'components-card__footer', 'components-card-footer'],
	]);
	expect(sections[0]).toHaveClass('wcpay-thing__header');
	expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
	expect(document.head.querySelector('style[data-emotion]')).toBeNull();
	expect(container.textContent).toBe('TitleBodyFooter');
});
