/**
 * A small static file handler for the bundle folders: only regular files inside the root (no traversal,
 * no dotfiles), a content type by extension, ETag/304; versioned URLs are cached for good, others revalidated.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
	'.js': 'application/javascript; charset=utf-8',
	'.mjs': 'application/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.ttf': 'font/ttf',
	'.txt': 'text/plain; charset=utf-8',
	'.html': 'text/html; charset=utf-8',
};

/** Resolves `relative` inside `root`, or null when it escapes the root or names a hidden file. */
export function safeResolve(root: string, relative: string): string | null {
	let decoded: string;
	try {
		decoded = decodeURIComponent(relative);
	} catch {
		return null;
	}
	if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part.startsWith('.'))) {
		return null;
	}
	const base = path.resolve(root);
	const file = path.resolve(base, decoded);
	return file.startsWith(base + path.sep) ? file : null;
}

export function serveStatic(app: FastifyInstance, prefix: string, root: () => string): void {
	app.get(`${prefix}/*`, async (req, reply) => {
		const relative = (req.params as { '*': string })['*'];
		const file = safeResolve(root(), relative);
		let stat: fs.Stats | undefined;
		try {
			stat = file ? await fs.promises.stat(file) : undefined;
		} catch {
			stat = undefined;
		}
		if (!file || !stat?.isFile()) {
			return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
		}
		const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
		// Versioned URLs (`?ver=` from the asset file, or content-hashed chunk names) never change, so the
		// browser keeps them, as it does for a real wp-admin's scripts; anything else is revalidated.
		const versioned =
			'ver' in ((req.query as Record<string, unknown>) ?? {}) || /\.[0-9a-f]{8}\.(js|css)$/.test(file);
		reply
			.header('etag', etag)
			.header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
			.header('x-content-type-options', 'nosniff')
			.type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
		if (req.headers['if-none-match'] === etag) {
			return reply.code(304).send();
		}
		return reply.send(await fs.promises.readFile(file));
	});
}
