/**
 * Browser downloads: a Blob offered as a file through an object URL and a temporary `<a download>` that is
 * clicked and removed; the object URL is revoked right after. Used by the CSV download (./csv.ts) and the
 * dispute evidence file download (src/data/dispute-details/files.ts).
 */

/**
 * Offers a Blob as a file download.
 *
 * @example
 * downloadBlob( new Blob( [ 'a,b' ], { type: 'text/csv' } ), 'export.csv' );
 *
 * @param blob     The file's content and type.
 * @param filename The name the browser saves it under.
 */
export function downloadBlob(blob: Blob, filename: string): void {
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = filename;
	link.rel = 'noopener';
	link.style.display = 'none';
	document.body.appendChild(link);
	try {
		link.click();
	} finally {
		link.remove();
		URL.revokeObjectURL(url);
	}
}
