/**
 * The tax-details step before a tax invoice download (spec 000 §5, spec 001 §7.7): a `vat_invoice` document
 * downloads only once tax data has been submitted; until then a download (a click on its link, or the
 * automatic opening from the URL) opens the tax-details modal first, and the download proceeds in the same
 * tab once the details are saved. Closing the modal cancels the download. Other documents download at once.
 */
import { useCallback, useRef, useState, type MouseEvent } from 'react';

import { TaxDetailsModal } from '../../components/tax-details';
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

/** Opens a URL in the same tab (a download: the page stays). */
function assign(url: string): void {
	window.location.assign(url);
}

export interface TaxGate {
	/** Opens a document's URL, or the modal first when its type needs the tax details. */
	openDocument: (url: string, type: string) => void;
	/** A download link's click handler: stops the link and opens the modal when the details are needed. */
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
export function useTaxGate(open: (url: string) => void = assign): TaxGate {
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

	const onLinkClick = useCallback((event: MouseEvent<HTMLAnchorElement>, type: string) => {
		if (needsTaxDetails(type, hasTaxDataRef.current)) {
			event.preventDefault();
			setPending(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
		}
	}, []);

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
