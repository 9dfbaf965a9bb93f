/**
 * Date formatting for table rows: `formatDateTime()` / `formatDate()` of src/utils/dates.ts (the store's
 * formats and timezone, with the zone's short name after a time). Those keep their `Intl.DateTimeFormat`
 * instances between calls, so a page of rows formats dozens of dates cheaply on every render.
 */
import { formatDate, formatDateTime, type DateInput } from '../../utils/dates';

/** An instant in the store's timezone with its zone: "November 21, 2026, 3:04 pm EST" by default. */
export function formatRowDateTime(input: DateInput | null | undefined): string {
	return formatDateTime(input);
}

/** A calendar day ("YYYY-MM-DD", no zone) by the store's date format: "November 21, 2026" by default. */
export function formatRowDay(day: string | null | undefined): string {
	return formatDate(day, { timeZone: 'UTC' });
}
