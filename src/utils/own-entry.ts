/**
 * A table's own entry for a key that may come from outside (a status, a type, a country code, a rule, a URL
 * parameter): a key the table only inherits ('constructor', 'toString', '__proto__', …) finds nothing, so
 * remote text never reads an object's member as a label, a tone or a country name.
 *
 * @example
 * ownEntry( { paid: 'Paid' }, 'paid' ); // 'Paid'
 * ownEntry( { paid: 'Paid' }, 'constructor' ); // undefined, not Object
 */
export function ownEntry<V>(
	table: Readonly<Partial<Record<string, V>>> | null | undefined,
	key: string | null | undefined
): V | undefined {
	if (!table || typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(table, key)) {
		return undefined;
	}
	return table[key];
}
