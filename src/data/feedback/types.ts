/**
 * Merchant feedback of the payouts page's feedback prompt (spec 001 §4.6): what the client sends to
 * `POST /wc/v3/payments/feedback` and what the mock server records.
 */

/** Campaign of the wordpress.org review prompt (account flag `campaigns.wporgReview2025`). */
export const WPORG_REVIEW_CAMPAIGN = 'wporg_review_2025';

export const FEEDBACK_RATINGS = ['positive', 'negative'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** Longest comment the server accepts. */
export const FEEDBACK_COMMENT_MAX = 5000;

/** POST /wc/v3/payments/feedback body. */
export interface FeedbackRequest {
	campaign: string;
	rating: FeedbackRating;
	/** The merchant's optional text; '' when left blank. */
	comment: string;
	/** Where the prompt was answered, e.g. 'payouts'. */
	source?: string;
}

/** One recorded feedback (GET /wc/v3/payments/feedback lists them, newest last). */
export interface FeedbackRecord extends Required<FeedbackRequest> {
	id: number;
	user_id: number;
	/** UTC "YYYY-MM-DD HH:MM:SS". */
	created: string;
}
