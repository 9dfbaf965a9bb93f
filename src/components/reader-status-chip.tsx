/**
 * The chip of a card reader's status (spec 001 §2.7, §3.6): success colour when active, light when not, so
 * the status reads and looks the same on the card readers page and in the reader-fee view. The label is
 * src/strings/reader-status.ts.
 */
import { isReaderActive, readerStatusLabel } from '../strings/reader-status';
import { StatusChip } from './status-chip';

/**
 * The chip of a reader status.
 *
 * @example
 * <ReaderStatusChip status={ reader.is_active } />
 */
export function ReaderStatusChip({ status }: { status: string | boolean }) {
	return (
		<StatusChip type={isReaderActive(status) ? 'success' : 'light'} label={readerStatusLabel(status)} />
	);
}
