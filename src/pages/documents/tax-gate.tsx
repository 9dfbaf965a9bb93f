/**
 * The tax-details step before a tax invoice download (spec 000 §5, spec 001 §7.7): a `vat_invoice` document
 * downloads only once tax data has been submitted; until then a download (a click on its link, or the
 * automatic opening from the URL) opens the tax-details modal first, and the download proceeds in the same
 * tab once the details are saved. Closing the modal cancels the download. Other documents download at once.
 * A plain click downloads through `downloadDocument` (fetched first: a failure says so, with a Retry,
 * instead of leaving the page for the server's error answer); a click that opens a new tab stays a link.
 */
import { useCallback, useRef, useState, type MouseEvent } from 'react';

import { TaxDetailsModal } from '../../components/tax-details';
import { downloadDocument } from '../../data/documents';
import { useTaxDataSubmitted } from '../../data/vat';

/**
 * Whether a document of this type must wait for the tax details.
 *
 * @example
 * needsTaxDetails( 'vat_invoice', false ); // true
 * needsTaxDetails( 'vat_invoice', true ); // false
 */
export function needsTaxDetails(type: string, hasTaxData: boolean): boolean {
	return type === 'vat_invoice' && !hasTaxData;
}

/** Downloads a document's URL (the page stays). */
function download(url: string): void {
	void downloadDocument(url);
}

/** A click that follows the link in this tab (not a new tab or window, not a middle click). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
	return (
		event.type === 'click' &&
		event.button === 0 &&
		!event.metaKey &&
		!event.ctrlKey &&
		!event.shiftKey &&
		!event.altKey
	);
}

export interface TaxGate {
	/** Opens a document's URL, or the modal first when its type needs the tax details. */
	openDocument: (url: string, type: string) => void;
	/** A download link's click handler: the modal first when the details are needed, else a plain click downloads. */
	onLinkClick: (event: MouseEvent<HTMLAnchorElement>, type: string) => void;
	/** The modal while a download waits for the tax details; null otherwise. */
	modal: JSX.Element | null;
}

/**
 * The gate of the documents page.
 *
 * @example
 * const gate = useTaxGate();
 * gate.openDocument( url, 'vat_invoice' ); // the modal first, until tax data is submitted
 */
export function useTaxGate(open: (url: string) => void = download): TaxGate {
	const { data: hasTaxData } = useTaxDataSubmitted();
	const hasTaxDataRef = useRef(hasTaxData);
	hasTaxDataRef.current = hasTaxData;
	const [pending, setPending] = useState<string | null>(null);

	const openDocument = useCallback(
		(url: string, type: string) => {
			if (needsTaxDetails(type, hasTaxDataRef.current)) {
				setPending(url);
			} else {
				open(url);
			}
		},
		[open]
	);

	const onLinkClick = useCallback(
		(event: MouseEvent<HTMLAnchorElement>, type: string) => {
			const href = event.currentTarget.getAttribute('href') ?? event.currentTarget.href;
			if (needsTaxDetails(type, hasTaxDataRef.current)) {
				event.preventDefault();
				setPending(href);
			} else if (isPlainClick(event)) {
				event.preventDefault();
				open(href);
			}
		},
		[open]
	);

	const modal =
		pending === null ? null : (
			<TaxDetailsModal
				onRequestClose={() => setPending(null)}
				onCompleted={() => {
					hasTaxDataRef.current = true;
					setPending(null);
					open(pending);
				}}
			/>
		);

	return { openDocument, onLinkClick, modal };
}
