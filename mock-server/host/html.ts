/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
	return value
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#039;');
}

/** Text safe inside an HTML comment (no `--`, no `>`). */
export function commentText(value: string): string {
	return value.replace(/[^A-Za-z0-9 ,._/:@-]/g, '').replace(/-{2,}/g, '-');
}
