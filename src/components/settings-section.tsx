import type { ReactNode } from 'react';
import { Card, CardBody } from './card';

/** A settings block: title and description on the left, the controls in a card on the right. */
export function SettingsSection({
	id,
	title,
	description,
	children,
}: {
	id: string;
	title: string;
	description?: ReactNode;
	children: ReactNode;
}) {
	return (
		<section className="wcpay-settings-section" aria-labelledby={`${id}-title`} id={id}>
			<div className="wcpay-settings-section__intro">
				<h2 id={`${id}-title`}>{title}</h2>
				{description && <p>{description}</p>}
			</div>
			<Card className="wcpay-settings-section__card">
				<CardBody>{children}</CardBody>
			</Card>
		</section>
	);
}
