/**
 * Cards of the overview: the look of wp-admin's cards (white, hairline border, header / body / footer) as plain
 * elements. The overview renders many of them at once, and plain markup keeps its first paint fast.
 */
import type { HTMLAttributes, ReactNode } from 'react';

type Props = HTMLAttributes<HTMLDivElement> & { children?: ReactNode; 'data-testid'?: string };

const join = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ');

export function Card({ className, ...rest }: Props) {
	return <div className={join('wcpay-card', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: Props) {
	return <div className={join('wcpay-card__header', className)} {...rest} />;
}

export function CardBody({ className, ...rest }: Props) {
	return <div className={join('wcpay-card__body', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: Props) {
	return <div className={join('wcpay-card__footer', className)} {...rest} />;
}
