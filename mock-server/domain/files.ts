/**
 * Evidence files (spec 002 §5.3, §7, §9): the `files` table of migration 7, the upload (POST /file,
 * multipart `file` + `purpose=dispute_evidence`), its details and its content. An upload is stored for real
 * (bytes in a BLOB) after its checks: a PDF, PNG or JPEG both by its first bytes (`%PDF-`, the PNG
 * signature, `FF D8 FF`) and by its declared type, at most 4 500 000 bytes, a name kept as text without
 * path parts or control characters. Shapes: src/data/dispute-details/types.ts.
 */
import {
	EVIDENCE_FILE_TYPES,
	EVIDENCE_LIMITS,
	type EvidenceFileType,
	type FileContent,
	type FileDetails,
	type UploadedFile,
} from '../../src/data/dispute-details/types';
import type { Db } from '../db/types';
import { MultipartError, multipartBoundary, parseMultipart } from '../util/multipart';
import { WpError } from '../util/wp-error';
import { randomId } from './money-authorizations';
import { stmt } from './money-sql';

export const FILE_PURPOSES = ['dispute_evidence'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export interface FileRow {
	id: string;
	filename: string;
	purpose: string;
	type: string;
	size: number;
	content: Buffer;
	created: number;
}

/** The longest name kept (characters). */
const MAX_FILENAME = 200;

export function createFilesSchema(db: Db): void {
	db.exec(`
		CREATE TABLE files (
			id TEXT PRIMARY KEY NOT NULL,
			filename TEXT NOT NULL,
			purpose TEXT NOT NULL,
			type TEXT NOT NULL,
			size INTEGER NOT NULL,
			content BLOB NOT NULL,
			created INTEGER NOT NULL
		);
	`);
}

const fileErrors = {
	notFound: () => new WpError(404, 'wcpay_file_not_found', 'The file could not be found.'),
	invalidId: () =>
		new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): file_id', {
			params: { file_id: 'file_id must contain only letters, digits and underscores.' },
		}),
	missing: () => new WpError(400, 'wcpay_missing_file', 'No file was uploaded: choose a file to upload.'),
	invalidType: () =>
		new WpError(
			400,
			'wcpay_file_invalid_type',
			'The file type is not supported: upload a PDF, PNG or JPEG file.'
		),
	tooLarge: (size: number) =>
		new WpError(
			400,
			'wcpay_file_too_large',
			`The file is too large (${size.toLocaleString('en-US')} bytes): files can be at most ${EVIDENCE_LIMITS.totalFileBytes.toLocaleString('en-US')} bytes.`
		),
};

/** The type of a file by its first bytes: PDF, PNG or JPEG; undefined for anything else. */
export function sniffFileType(data: Buffer): EvidenceFileType | undefined {
	if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
		return 'application/pdf';
	}
	if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
		return 'image/png';
	}
	if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
		return 'image/jpeg';
	}
	return undefined;
}

/** Declared types that name the same thing as ours. */
const TYPE_ALIASES: Record<string, EvidenceFileType> = {
	'image/jpg': 'image/jpeg',
	'image/pjpeg': 'image/jpeg',
};

function declaredType(type: string): EvidenceFileType | undefined {
	const known = (EVIDENCE_FILE_TYPES as readonly string[]).includes(type)
		? (type as EvidenceFileType)
		: undefined;
	return known ?? TYPE_ALIASES[type];
}

/**
 * A file name as stored and shown: the last path part (a browser may send `C:\fakepath\…`), without control
 * characters, trimmed, at most 200 characters; 'file' when nothing is left. Remote text: it is kept and
 * served as text (JSON), never interpreted.
 *
 * @example
 * sanitizeFilename( '..\\..\\etc/passwd' ); // 'passwd'
 */
export function sanitizeFilename(name: string | undefined): string {
	const last = (name ?? '').split(/[\\/]/).pop() ?? '';
	const clean = Array.from(last)
		.filter((char) => {
			const code = char.codePointAt(0) ?? 0;
			return code > 0x1f && (code < 0x7f || code > 0x9f) && code !== 0x2028 && code !== 0x2029;
		})
		.join('')
		.trim();
	const short = Array.from(clean).slice(0, MAX_FILENAME).join('');
	return short === '' || short === '.' || short === '..' ? 'file' : short;
}

/** A file id may be looked up: word characters only. */
function requireFileId(id: string): void {
	if (!/^\w{1,64}$/.test(id)) {
		throw fileErrors.invalidId();
	}
}

export function findFile(db: Db, id: string): FileRow | undefined {
	return stmt(db, 'SELECT * FROM files WHERE id = ?').get(id) as FileRow | undefined;
}

/** Sizes of the files of `ids` that exist (file id → bytes). */
export function fileSizes(db: Db, ids: readonly string[]): Record<string, number> {
	const out: Record<string, number> = {};
	for (const id of new Set(ids)) {
		const row = stmt(db, 'SELECT size FROM files WHERE id = ?').get(id) as { size: number } | undefined;
		if (row) {
			out[id] = row.size;
		}
	}
	return out;
}

/** Stores a file (the seed and the upload). */
export function insertFile(db: Db, row: FileRow): void {
	stmt(
		db,
		'INSERT INTO files (id, filename, purpose, type, size, content, created) VALUES (@id, @filename, @purpose, @type, @size, @content, @created)'
	).run(row);
}

export interface UploadRequest {
	contentType: string | undefined;
	body: Buffer | undefined;
	/** Form fields sent in the query instead of the body (WordPress merges them). */
	query: Record<string, unknown>;
}

/**
 * POST /file: reads the multipart body, checks the purpose and the file (type by content and by declared
 * type, size) and stores it. Refuses with a WordPress error and stores nothing.
 */
export function uploadFile(db: Db, request: UploadRequest, now = Date.now()): UploadedFile {
	const boundary = multipartBoundary(request.contentType);
	if (!boundary || !request.body || request.body.length === 0) {
		throw fileErrors.missing();
	}
	let parts;
	try {
		parts = parseMultipart(request.body, boundary, {
			maxParts: 10,
			maxHeaderBytes: 8 * 1024,
			maxPartBytes: EVIDENCE_LIMITS.totalFileBytes + 1024 * 1024,
		});
	} catch (error) {
		if (error instanceof MultipartError) {
			throw new WpError(400, 'rest_invalid_param', `Invalid parameter(s): file`, {
				params: { file: error.message },
			});
		}
		throw error;
	}
	const purposePart = parts.find((p) => p.name === 'purpose' && p.filename === undefined);
	const queryPurpose = typeof request.query.purpose === 'string' ? request.query.purpose : undefined;
	const purpose = purposePart ? purposePart.data.toString('utf8') : queryPurpose;
	if (purpose === undefined) {
		throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): purpose', {
			params: ['purpose'],
		});
	}
	if (!(FILE_PURPOSES as readonly string[]).includes(purpose)) {
		throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): purpose', {
			params: { purpose: `purpose is not one of ${FILE_PURPOSES.join(', ')}.` },
		});
	}
	const file = parts.find((p) => p.name === 'file' && p.filename !== undefined);
	if (!file || file.data.length === 0) {
		throw fileErrors.missing();
	}
	if (file.data.length > EVIDENCE_LIMITS.totalFileBytes) {
		throw fileErrors.tooLarge(file.data.length);
	}
	const sniffed = sniffFileType(file.data);
	if (!sniffed || declaredType(file.contentType) !== sniffed) {
		throw fileErrors.invalidType();
	}
	const row: FileRow = {
		id: randomId('file_', 24),
		filename: sanitizeFilename(file.filename),
		purpose,
		type: sniffed,
		size: file.data.length,
		content: Buffer.from(file.data),
		created: now,
	};
	insertFile(db, row);
	return {
		id: row.id,
		filename: row.filename,
		size: row.size,
		purpose: 'dispute_evidence',
		type: row.type,
	};
}

function requireFile(db: Db, id: string): FileRow {
	requireFileId(id);
	const row = findFile(db, id);
	if (!row) {
		throw fileErrors.notFound();
	}
	return row;
}

/** GET /file/{id}/details. */
export function getFileDetails(db: Db, id: string): FileDetails & { purpose: string; created: number } {
	const row = requireFile(db, id);
	return {
		id: row.id,
		filename: row.filename,
		size: row.size,
		type: row.type,
		purpose: row.purpose,
		created: Math.floor(row.created / 1000),
	};
}

/** GET /file/{id}/content: the bytes as base64. */
export function getFileContent(db: Db, id: string): FileContent {
	const row = requireFile(db, id);
	return {
		file_content: Buffer.from(row.content).toString('base64'),
		filename: row.filename,
		content_type: row.type,
	};
}

/** GET /file/{id}: the raw file (the preview image of spec 002 §7), inline. */
export function getFileRaw(db: Db, id: string): { body: Buffer; type: string; disposition: string } {
	const row = requireFile(db, id);
	const ascii = row.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
	return {
		body: Buffer.from(row.content),
		type: row.type,
		disposition: `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
	};
}
