/**
 * Dispute evidence (spec 002 §3.4, §5.3, §9): the `dispute_evidence` table of migration 7 (one row per
 * dispute: its evidence and metadata as JSON) and the reading of a POST /disputes/{id} body
 * (`{ evidence, metadata, submit }`) with every rule of the contract: known evidence keys only, string
 * values, at most 20 000 characters per field, 150 000 across the evidence, file keys naming uploaded
 * dispute-evidence files whose sizes add up to at most 4 500 000 bytes, metadata of strings with a known
 * `__product_type`. The saving itself is in dispute-details.ts.
 */
import {
	EVIDENCE_FILE_FIELDS,
	EVIDENCE_LIMITS,
	EVIDENCE_PRODUCT_TYPES,
	EVIDENCE_TEXT_FIELDS,
	type DisputeMetadata,
	type Evidence,
	type EvidenceKey,
} from '../../src/data/dispute-details/types';
import type { Db } from '../db/types';
import { isPlainObject, type JsonObject } from '../util/json';
import { WpError, errors } from '../util/wp-error';
import { createFilesSchema, findFile } from './files';
import { stmt } from './money-sql';

/** Migration 7: the evidence of disputes and the uploaded files. */
export function createDisputeEvidenceSchema(db: Db): void {
	db.exec(`
		CREATE TABLE dispute_evidence (
			dispute_id TEXT PRIMARY KEY NOT NULL,
			evidence TEXT NOT NULL DEFAULT '{}',
			metadata TEXT NOT NULL DEFAULT '{}'
		);
	`);
	createFilesSchema(db);
}

const EVIDENCE_KEYS: readonly string[] = [...EVIDENCE_TEXT_FIELDS, ...EVIDENCE_FILE_FIELDS];
const FILE_KEYS: readonly string[] = EVIDENCE_FILE_FIELDS;

/** Metadata keys only the server writes: a client sending them back (with the rest) is ignored for them. */
export const SERVER_METADATA_KEYS = [
	'__evidence_submitted_at',
	'__dispute_closed_at',
	'__closed_by_merchant',
];
const MAX_METADATA_KEYS = 50;
const MAX_METADATA_VALUE = 500;

function parseObject(text: string): Record<string, string> {
	try {
		const value = JSON.parse(text) as unknown;
		if (!isPlainObject(value)) {
			return {};
		}
		const out: Record<string, string> = {};
		for (const [key, item] of Object.entries(value)) {
			if (typeof item === 'string') {
				out[key] = item;
			}
		}
		return out;
	} catch {
		return {};
	}
}

/** The stored evidence and metadata of a dispute (empty when none). */
export function readEvidence(db: Db, disputeId: string): { evidence: Evidence; metadata: DisputeMetadata } {
	const row = stmt(db, 'SELECT evidence, metadata FROM dispute_evidence WHERE dispute_id = ?').get(
		disputeId
	) as { evidence: string; metadata: string } | undefined;
	return {
		evidence: row ? (parseObject(row.evidence) as Evidence) : {},
		metadata: row ? (parseObject(row.metadata) as DisputeMetadata) : {},
	};
}

/** Replaces the stored evidence and metadata of a dispute. */
export function writeEvidence(
	db: Db,
	disputeId: string,
	evidence: Evidence,
	metadata: DisputeMetadata
): void {
	stmt(
		db,
		`INSERT INTO dispute_evidence (dispute_id, evidence, metadata) VALUES (?, ?, ?)
		ON CONFLICT(dispute_id) DO UPDATE SET evidence = excluded.evidence, metadata = excluded.metadata`
	).run(disputeId, JSON.stringify(evidence), JSON.stringify(metadata));
}

export interface EvidenceRequest {
	/** The whole evidence to store; '' values are left out. */
	evidence: Evidence;
	/** Client metadata keys to set ('' removes one); server-owned keys left out. */
	metadata: DisputeMetadata;
	submit: boolean;
}

const invalid = (params: Record<string, string>) => errors.invalidParams(params);

/** Reads a POST /disputes/{id} body; throws 400 `rest_invalid_param` naming every bad parameter. */
export function readEvidenceRequest(body: unknown): EvidenceRequest {
	if (body !== undefined && body !== null && !isPlainObject(body)) {
		throw invalid({ body: 'The request body must be a JSON object.' });
	}
	const values: JsonObject = body ?? {};
	const bad: Record<string, string> = {};
	const evidence: Evidence = {};
	const metadata: DisputeMetadata = {};

	const rawEvidence = values.evidence ?? {};
	if (!isPlainObject(rawEvidence)) {
		bad.evidence = 'evidence must be an object of evidence fields.';
	} else {
		const unknown = Object.keys(rawEvidence).filter((key) => !EVIDENCE_KEYS.includes(key));
		const nonString = Object.keys(rawEvidence).filter(
			(key) => EVIDENCE_KEYS.includes(key) && typeof rawEvidence[key] !== 'string'
		);
		const tooLong = Object.keys(rawEvidence).filter(
			(key) =>
				typeof rawEvidence[key] === 'string' &&
				(rawEvidence[key] as string).length > EVIDENCE_LIMITS.fieldChars
		);
		if (unknown.length > 0) {
			bad.evidence = `Unknown evidence field(s): ${unknown.slice(0, 10).join(', ')}.`;
		} else if (nonString.length > 0) {
			bad.evidence = `Evidence values must be strings: ${nonString.join(', ')}.`;
		} else if (tooLong.length > 0) {
			bad.evidence = `Evidence fields are limited to ${EVIDENCE_LIMITS.fieldChars} characters each: ${tooLong.join(', ')}.`;
		} else {
			for (const key of Object.keys(rawEvidence)) {
				evidence[key as EvidenceKey] = rawEvidence[key] as string;
			}
		}
	}

	const rawMetadata = values.metadata ?? {};
	if (!isPlainObject(rawMetadata)) {
		bad.metadata = 'metadata must be an object of strings.';
	} else {
		const keys = Object.keys(rawMetadata);
		const badKeys = keys.filter((key) => !/^[\w-]{1,40}$/.test(key));
		const badValues = keys.filter(
			(key) =>
				typeof rawMetadata[key] !== 'string' ||
				(rawMetadata[key] as string).length > MAX_METADATA_VALUE
		);
		const type = rawMetadata.__product_type;
		if (keys.length > MAX_METADATA_KEYS) {
			bad.metadata = `metadata holds at most ${MAX_METADATA_KEYS} keys.`;
		} else if (badKeys.length > 0) {
			bad.metadata = 'metadata keys are 1 to 40 letters, digits, underscores or hyphens.';
		} else if (badValues.length > 0) {
			bad.metadata = `metadata values must be strings of at most ${MAX_METADATA_VALUE} characters: ${badValues.join(', ')}.`;
		} else if (
			type !== undefined &&
			type !== '' &&
			!(EVIDENCE_PRODUCT_TYPES as readonly unknown[]).includes(type)
		) {
			bad.metadata = `metadata.__product_type must be one of ${EVIDENCE_PRODUCT_TYPES.join(', ')}.`;
		} else {
			for (const key of keys) {
				if (!SERVER_METADATA_KEYS.includes(key)) {
					metadata[key] = rawMetadata[key] as string;
				}
			}
		}
	}

	const submit = values.submit ?? false;
	if (typeof submit !== 'boolean') {
		bad.submit = 'submit must be a boolean.';
	}
	if (Object.keys(bad).length > 0) {
		throw invalid(bad);
	}
	return { evidence, metadata, submit: submit as boolean };
}

/** `base` with `patch` applied: a key set to '' is removed. */
export function mergeStrings<T extends Record<string, string | undefined>>(base: T, patch: T): T {
	const out: Record<string, string | undefined> = { ...base };
	for (const [key, value] of Object.entries(patch)) {
		if (value === '' || value === undefined) {
			delete out[key];
		} else {
			out[key] = value;
		}
	}
	return out as T;
}

/**
 * Checks the evidence a save would store: the total of characters, and the file keys (each an uploaded
 * dispute-evidence file; their sizes together at most 4 500 000 bytes). Throws the WordPress error.
 */
export function checkMergedEvidence(db: Db, evidence: Evidence): void {
	const total = Object.entries(evidence)
		.filter(([key]) => !FILE_KEYS.includes(key))
		.reduce((sum, [, value]) => sum + (value ?? '').length, 0);
	if (total > EVIDENCE_LIMITS.totalChars) {
		throw invalid({
			evidence: `Evidence is limited to ${EVIDENCE_LIMITS.totalChars} characters in total (this evidence has ${total}).`,
		});
	}
	const bytes = new Map<string, number>();
	const notFiles: string[] = [];
	for (const key of FILE_KEYS) {
		const id = evidence[key as EvidenceKey];
		if (!id) {
			continue;
		}
		const file = /^\w{1,64}$/.test(id) ? findFile(db, id) : undefined;
		if (!file || file.purpose !== 'dispute_evidence') {
			notFiles.push(key);
		} else {
			bytes.set(file.id, file.size);
		}
	}
	if (notFiles.length > 0) {
		throw invalid({
			evidence: `These evidence fields must name files uploaded as dispute evidence: ${notFiles.join(', ')}.`,
		});
	}
	const size = [...bytes.values()].reduce((sum, n) => sum + n, 0);
	if (size > EVIDENCE_LIMITS.totalFileBytes) {
		throw new WpError(
			400,
			'wcpay_evidence_files_too_large',
			`The files attached to this dispute as evidence add up to ${size.toLocaleString('en-US')} bytes, more than the limit of ${EVIDENCE_LIMITS.totalFileBytes.toLocaleString('en-US')} bytes for a dispute. Try smaller files.`,
			{ size, limit: EVIDENCE_LIMITS.totalFileBytes }
		);
	}
}
