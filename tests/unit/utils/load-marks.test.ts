/**
 * The load timeline's User Timing marks (src/utils/load-marks.ts): each phase under its own name, and
 * nothing thrown where the browser has no User Timing API.
 */
import { LOAD_MARKS, markLoad } from '../../../src/utils/load-marks';
import { stubPerformanceMark } from '../../support/performance-mark';

describe('markLoad', () => {
	let restore: () => void = () => undefined;
	afterEach(() => restore());

	it('marks each phase under its wcpay: name', () => {
		const mark = jest.fn();
		restore = stubPerformanceMark(mark);
		markLoad('mount');
		markLoad('pageChunk');
		markLoad('pageReads');
		markLoad('render');
		markLoad('pageCommit');
		expect(mark.mock.calls.map(([name]) => name)).toEqual([
			'wcpay:mount',
			'wcpay:page-chunk',
			'wcpay:page-reads',
			'wcpay:render',
			'wcpay:page-commit',
		]);
		expect(new Set(Object.values(LOAD_MARKS)).size).toBe(Object.keys(LOAD_MARKS).length);
	});

	it('does nothing without the User Timing API', () => {
		restore = stubPerformanceMark(undefined);
		expect(() => markLoad('mount')).not.toThrow();
	});
});
