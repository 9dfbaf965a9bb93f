/**
 * WordPress's `Card`, `CardHeader`, `CardBody` and `CardFooter` (@wordpress/components), drawn as the plain
 * elements they render, with the same class names (so WordPress's, WooCommerce's and our stylesheets apply
 * as before) and their default look (white surface, hairline border, 8 px corners, 16 × 24 px sections) in
 * a static stylesheet (card.scss). The host's components compute their styles and insert them into the page
 * while they render, through several layers of context and style hooks: a page of cards paid for that in
 * its first render. Only the defaults are drawn (no size, shady or borderless variants): use the host's
 * card for those.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';

import './card.scss';

type DivProps = HTMLAttributes<HTMLDivElement> & { children?: ReactNode; 'data-testid'?: string };

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * A card.
 *
 * @example
 * <Card className="wcpay-loans-overview"><CardHeader>…</CardHeader><CardBody>…</CardBody></Card>
 */
export const Card = forwardRef<HTMLDivElement, DivProps>(function Card(
	{ className, children, ...rest },
	ref
) {
	return (
		<div
			ref={ref}
			className={join('components-surface components-card wcpay-plain-card', className)}
			{...rest}
		>
			<div className="wcpay-plain-card__content">{children}</div>
		</div>
	);
});

/** The card's header: a row, its items apart. */
export function CardHeader({ className, ...rest }: DivProps) {
	return (
		<div
			className={join(
				'components-flex components-card__header components-card-header wcpay-plain-card__header',
				className
			)}
			{...rest}
		/>
	);
}

/** A section of the card's content. */
export function CardBody({ className, ...rest }: DivProps) {
	return (
		<div
			className={join('components-card__body components-card-body wcpay-plain-card__body', className)}
			{...rest}
		/>
	);
}

/** The card's footer: a row, its items apart. */
export function CardFooter({ className, ...rest }: DivProps) {
	return (
		<div
			className={join(
				'components-flex components-card__footer components-card-footer wcpay-plain-card__footer',
				className
			)}
			{...rest}
		/>
	);
}
