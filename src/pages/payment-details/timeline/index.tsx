/**
 * The timeline card of payment details (spec 002 §2.1 item 2, §4.4): the events of a payment intent, oldest
 * first, each with a decorative marker of its kind (aria-hidden: the text carries the meaning), its
 * headline, its date and the lines of timeline/view.ts with their links; 'Error while loading timeline' when
 * the read fails.
 */
import type { ReactElement, ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import {
	Icon,
	cancelCircleFilled,
	caution,
	check,
	institution,
	payment,
	shield,
	undo,
} from '@wordpress/icons';
import { AdminLink } from '../../../components/admin-link';

import { useTimeline, type TimelineEvent } from '../../../data/payment-details';
import { formatDateTime, parseDate } from '../../../utils/dates';
import { eventView, type EventKind, type TimelineLine } from './view';
import './style.scss';
import { Card, CardBody, CardHeader } from '../../../components/card';

const MARKERS: Record<EventKind, ReactElement> = {
	neutral: payment,
	success: check,
	failure: cancelCircleFilled,
	refund: undo,
	dispute: caution,
	fraud: shield,
	loan: institution,
};

function Line({ line }: { line: TimelineLine }) {
	return (
		<li className="wcpay-timeline__line">
			{line.text}
			{line.link ? (
				<>
					{line.text ? ' ' : null}
					<AdminLink href={line.link.href} type={line.link.type}>
						{line.link.text}
					</AdminLink>
				</>
			) : null}
			{line.items && line.items.length > 0 ? (
				<ul className="wcpay-timeline__items">
					{line.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			) : null}
		</li>
	);
}

function Event({ event }: { event: TimelineEvent }) {
	const view = eventView(event);
	const date = parseDate(event.datetime);
	return (
		<li className={`wcpay-timeline__event is-${view.kind}`} data-event-type={event.type}>
			<span className="wcpay-timeline__marker" aria-hidden="true">
				<Icon icon={MARKERS[view.kind]} size={16} focusable={false} />
			</span>
			<div className="wcpay-timeline__body">
				<p className="wcpay-timeline__headline">{view.headline}</p>
				<time className="wcpay-timeline__date" dateTime={date ? date.toISOString() : undefined}>
					{formatDateTime(event.datetime)}
				</time>
				{view.lines.length > 0 ? (
					<ul className="wcpay-timeline__lines">
						{view.lines.map((line, i) => (
							<Line key={`${line.text}-${i}`} line={line} />
						))}
					</ul>
				) : null}
			</div>
		</li>
	);
}

export function TimelineCard({ id }: { id: string }) {
	const { data: events, isLoading, error } = useTimeline(id);
	let body: ReactNode;
	if (error) {
		body = (
			<p className="wcpay-payment-details__timeline-error">
				{__('Error while loading timeline', 'woocommerce-payments')}
			</p>
		);
	} else if (isLoading || !events) {
		body = <div className="wcpay-payment-details__placeholder is-timeline" aria-hidden="true" />;
	} else {
		body = (
			<ol className="wcpay-timeline">
				{events.map((event, i) => (
					<Event key={`${event.type}-${event.datetime}-${i}`} event={event} />
				))}
			</ol>
		);
	}
	return (
		<Card className="wcpay-payment-details__timeline-card">
			<CardHeader>
				<h2 className="wcpay-payment-details__card-title">
					{__('Timeline', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>{body}</CardBody>
		</Card>
	);
}
