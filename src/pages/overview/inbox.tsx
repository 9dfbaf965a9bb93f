/**
 * The inbox (spec 000 §4 Inbox, §7, §8): the product's unactioned notes, newest first. Dismissing one or all
 * asks first, then soft-deletes (the store's success notice has Undo; failures: 'Message could not be
 * dismissed' / 'Messages could not be dismissed'). A load failure raises 'There was an error getting your
 * inbox. Please try again.' with Reload (from the store). The last-read time is saved once the notes loaded.
 * Note content is rendered only through the sanitiser (allowed tags a, b, em, i, strong, p, br). Notes fade
 * out when dismissed and in when restored, over 500 ms (./note-transitions.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { INBOX_LAST_READ_META, useInboxActions, useInboxNotes, type InboxNote } from '../../data/inbox';
import { useUserPreference } from '../../data/user';
import { formatDate, parseDate } from '../../utils/dates';
import { decodeHTMLEntities, sanitizeHTML } from '../../utils/sanitize';
import { navigation } from '../../utils/navigation';
import './inbox.scss';
import { Card, CardBody, CardHeader } from './card';
import { RecordEvent } from '../../utils/tracks';
import { useNoteTransitions } from './note-transitions';
import { Button } from '../../components/button';

const noteKey = (note: InboxNote) => note.id;

type Confirm = { kind: 'one'; note: InboxNote } | { kind: 'all' } | null;

function NoteImage({ src }: { src: string }) {
	const [failed, setFailed] = useState(false);
	if (!src || failed) {
		return null;
	}
	return <img className="wcpay-inbox-note__image" src={src} alt="" onError={() => setFailed(true)} />;
}

function Note({
	note,
	isUnread,
	isBusy,
	onDismiss,
	transition,
}: {
	note: InboxNote;
	isUnread: boolean;
	isBusy: boolean;
	onDismiss: (note: InboxNote) => void;
	/** Coming in or going out (the 500 ms notes animation). */
	transition?: 'entering' | 'leaving' | 'stable';
}) {
	const { triggerNoteAction } = useInboxActions();
	const title = decodeHTMLEntities(note.title);
	const onAction = async (actionId: number, url: string) => {
		// A failed action stays here (its notice says so); the merchant can try again.
		const done = await triggerNoteAction(note.id, actionId);
		if (done && url) {
			navigation.assign(url);
		}
	};
	return (
		<li
			className={`wcpay-inbox-note is-${note.layout}${isUnread ? ' is-unread' : ''}${
				transition && transition !== 'stable' ? ` is-${transition}` : ''
			}`}
			data-note={note.name}
			aria-busy={isBusy}
			// A leaving note is gone for keyboards and assistive technology at once.
			ref={(el) => el?.toggleAttribute('inert', transition === 'leaving')}
		>
			{note.layout !== 'plain' && <NoteImage src={note.image} />}
			<div className="wcpay-inbox-note__body">
				<h3 className="wcpay-inbox-note__title" id={`wcpay-inbox-note-${note.id}`}>
					{isUnread && (
						<span className="wcpay-inbox-note__unread">
							<span className="screen-reader-text">
								{__('Unread:', 'woocommerce-payments')}
							</span>
						</span>
					)}
					{title}
				</h3>
				<span className="wcpay-inbox-note__date">{formatDate(note.date_created_gmt)}</span>
				<div
					className="wcpay-inbox-note__content"
					// Sanitised: only a, b, em, i, strong, p, br with safe attributes survive.
					dangerouslySetInnerHTML={{ __html: sanitizeHTML(note.content) }}
				/>
				<div className="wcpay-inbox-note__actions">
					{note.actions.map((action) => (
						<Button
							key={action.id}
							variant={action.primary ? 'secondary' : 'tertiary'}
							disabled={isBusy}
							onClick={() => void onAction(action.id, action.url)}
						>
							{action.label}
						</Button>
					))}
					<Button
						variant="tertiary"
						className="wcpay-inbox-note__dismiss"
						disabled={isBusy}
						accessibleWhenDisabled
						onClick={() => onDismiss(note)}
						aria-describedby={`wcpay-inbox-note-${note.id}`}
					>
						{__('Dismiss', 'woocommerce-payments')}
					</Button>
				</div>
			</div>
		</li>
	);
}

export default function InboxCard() {
	const { data: notes, isLoading, error, isNoteBusy } = useInboxNotes();
	const { dismissNote, dismissAllNotes } = useInboxActions();
	const shown = useNoteTransitions(notes, noteKey);
	const [lastRead, setLastRead, isUserLoading] = useUserPreference(INBOX_LAST_READ_META);
	const [confirm, setConfirm] = useState<Confirm>(null);
	const previousRead = useRef<number | null>(null);

	// Save the last-read time once the notes are there (spec 000 §4), keeping the previous one for the
	// "unread" markers of this visit.
	useEffect(() => {
		if (isLoading || isUserLoading || error || previousRead.current !== null) {
			return;
		}
		const previous = Number(lastRead);
		previousRead.current = Number.isFinite(previous) ? previous : 0;
		void setLastRead(Date.now());
	}, [isLoading, isUserLoading, error, lastRead, setLastRead]);

	const isUnread = (note: InboxNote) => {
		if (previousRead.current === null) {
			return false;
		}
		const created = parseDate(note.date_created_gmt);
		return Boolean(created && created.getTime() > previousRead.current);
	};

	const heading = useRef<HTMLHeadingElement>(null);
	/** Whether a dismissal went through on this visit (an Undo may follow). */
	const dismissed = useRef(false);
	const onConfirm = async () => {
		const current = confirm;
		setConfirm(null);
		const done =
			current?.kind === 'one'
				? await dismissNote(current.note)
				: current?.kind === 'all'
					? await dismissAllNotes()
					: false;
		// The dismissed note's button leaves with it: focus goes to the inbox's heading. After a failure the
		// note and its button stay, and focus with them.
		if (done) {
			dismissed.current = true;
			heading.current?.focus();
		}
	};

	// Undo (in the snackbar, which leaves as it is pressed) brings notes back: focus lost with the snackbar
	// goes to the inbox's heading too. Only after a dismissal here, never while the notes first load.
	const count = notes.length;
	const previousCount = useRef(count);
	useEffect(() => {
		// Lost: on the page, or still on the Undo of the snackbar that is on its way out.
		const active = document.activeElement;
		const lost = !active || active === document.body || Boolean(active.closest('.components-snackbar'));
		if (dismissed.current && count > previousCount.current && lost) {
			heading.current?.focus();
		}
		previousCount.current = count;
	}, [count]);

	return (
		<Card className="wcpay-overview-card wcpay-overview-inbox" data-testid="wcpay-inbox">
			<CardHeader>
				<h2 className="wcpay-overview-card__title" ref={heading} tabIndex={-1}>
					{__('Inbox', 'woocommerce-payments')}
				</h2>
				{notes.length > 0 && (
					<Button variant="tertiary" onClick={() => setConfirm({ kind: 'all' })}>
						{__('Dismiss all', 'woocommerce-payments')}
					</Button>
				)}
			</CardHeader>
			<CardBody className="wcpay-overview-inbox__body">
				{isLoading && notes.length === 0 ? (
					<div className="wcpay-overview-placeholder wcpay-overview-inbox__placeholder" />
				) : error && notes.length === 0 ? (
					<p className="wcpay-overview-muted">
						{__('Your messages could not be loaded.', 'woocommerce-payments')}
					</p>
				) : shown.length === 0 ? (
					<p className="wcpay-overview-muted">
						{__(
							'Your inbox is empty. Messages about your payments will appear here.',
							'woocommerce-payments'
						)}
					</p>
				) : (
					<ul className="wcpay-overview-inbox__list">
						{shown.map(({ item: note, state }) => (
							<Note
								key={note.id}
								note={note}
								isUnread={isUnread(note)}
								isBusy={isNoteBusy(note.id)}
								onDismiss={(n) => setConfirm({ kind: 'one', note: n })}
								transition={state}
							/>
						))}
					</ul>
				)}
			</CardBody>
			{confirm && (
				<Modal
					title={
						confirm.kind === 'all'
							? __('Dismiss all messages?', 'woocommerce-payments')
							: __('Dismiss this message?', 'woocommerce-payments')
					}
					className="wcpay-overview-modal"
					onRequestClose={() => setConfirm(null)}
				>
					<RecordEvent
						name="wcpay_overview_inbox_dismiss_modal_opened"
						properties={{ scope: confirm.kind }}
					/>
					<p>
						{confirm.kind === 'all'
							? __('Every message in your inbox will be dismissed.', 'woocommerce-payments')
							: __('The message will be removed from your inbox.', 'woocommerce-payments')}
					</p>
					<div className="wcpay-overview-modal__actions">
						<Button variant="tertiary" onClick={() => setConfirm(null)}>
							{__('Cancel', 'woocommerce-payments')}
						</Button>
						<Button variant="primary" onClick={() => void onConfirm()}>
							{confirm.kind === 'all'
								? __('Yes, dismiss all', 'woocommerce-payments')
								: __('Yes, dismiss', 'woocommerce-payments')}
						</Button>
					</div>
				</Modal>
			)}
		</Card>
	);
}
