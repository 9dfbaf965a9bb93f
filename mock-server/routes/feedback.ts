/**
 * Merchant feedback (spec 001 §4.6): the payouts page's feedback prompt sends the merchant's answer here.
 * `POST /wc/v3/payments/feedback` `{ campaign, rating: 'positive'|'negative', comment, source? }` records it
 * in the `feedback` table (a blank comment is ''); `GET /wc/v3/payments/feedback` lists what was recorded,
 * oldest first, so tests and the control API's `/__mock/state` counts can see it.
 */
import type { Db } from '../db/types';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS, type FeedbackRecord } from '../../src/data/feedback/types';
import { errors } from '../util/wp-error';
import { bodyObject } from './params';
import { CREATABLE, READABLE, type RestRouter } from './router';

/** The `feedback` table (migration 3). */
export function createFeedbackSchema(db: Db): void {
	db.exec(`
		CREATE TABLE feedback (
			id INTEGER PRIMARY KEY,
			campaign TEXT NOT NULL,
			rating TEXT NOT NULL,
			comment TEXT NOT NULL,
			source TEXT NOT NULL,
			user_id INTEGER NOT NULL,
			created TEXT NOT NULL
		);
	`);
}

const CAMPAIGN = /^[a-z0-9_-]{1,64}$/;
const SOURCE = /^[a-z0-9_-]{0,64}$/;

function utcNow(): string {
	return new Date().toISOString().slice(0, 19).replace('T', ' ');
}

export function registerFeedbackRoutes(router: RestRouter): void {
	router.add(CREATABLE, '/wc/v3/payments/feedback', ({ state, request }) => {
		const body = bodyObject(request.body);
		const bad: Record<string, string> = {};
		const campaign = body.campaign;
		if (typeof campaign !== 'string' || !CAMPAIGN.test(campaign)) {
			bad.campaign = 'campaign is required: lower-case letters, digits, "_" or "-" (at most 64).';
		}
		const rating = body.rating;
		if (typeof rating !== 'string' || !(FEEDBACK_RATINGS as readonly string[]).includes(rating)) {
			bad.rating = `rating must be one of: ${FEEDBACK_RATINGS.join(', ')}.`;
		}
		const comment = body.comment === undefined || body.comment === null ? '' : body.comment;
		if (typeof comment !== 'string' || comment.length > FEEDBACK_COMMENT_MAX) {
			bad.comment = `comment must be a string of at most ${FEEDBACK_COMMENT_MAX} characters ('' when blank).`;
		}
		const source = body.source === undefined ? '' : body.source;
		if (typeof source !== 'string' || !SOURCE.test(source)) {
			bad.source = 'source must be lower-case letters, digits, "_" or "-" (at most 64).';
		}
		if (Object.keys(bad).length > 0) {
			throw errors.invalidParams(bad);
		}
		const db = state.kv.db;
		const created = utcNow();
		const result = db
			.prepare(
				'INSERT INTO feedback (campaign, rating, comment, source, user_id, created) VALUES (?, ?, ?, ?, ?, ?)'
			)
			.run(
				campaign as string,
				rating as string,
				comment as string,
				source as string,
				state.user().id,
				created
			);
		return { success: true, id: Number(result.lastInsertRowid) };
	});

	router.add(READABLE, '/wc/v3/payments/feedback', ({ state }) => {
		return state.kv.db
			.prepare(
				'SELECT id, campaign, rating, comment, source, user_id, created FROM feedback ORDER BY id'
			)
			.all() as FeedbackRecord[];
	});
}
