/**
 * `performance.mark` for a test (jsdom has no User Timing): set to `mark` until the returned function puts
 * the original back.
 *
 * @example
 * const restore = stubPerformanceMark( ( name: string ) => names.push( name ) );
 * try { … } finally { restore(); }
 */
export function stubPerformanceMark(mark: unknown): () => void {
	const original: unknown = Reflect.get(performance, 'mark');
	const set = (value: unknown) =>
		Object.defineProperty(performance, 'mark', { value, configurable: true, writable: true });
	set(mark);
	return () => set(original);
}
