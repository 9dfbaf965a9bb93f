/**
 * Route reads start their store's resolver through a typed call: each builder (`storeReads`, and a list
 * definition's) is handed its store by the store's own module, and a read built by it starts with its
 * selector and arguments from then on. Reads stay plain data.
 */
import fs from 'node:fs';
import path from 'node:path';

import { critical, followedBy, readStart, storeReads, type StoreRead } from '../../../src/data/shared/reads';
import type { TypedStore } from '../../../src/data/shared/store';

type XStore = TypedStore<unknown, Record<string, never>, { getX: (state: unknown, id: string) => number }>;

describe('a store read builder', () => {
	it('starts nothing until its store is handed over, then calls the selector with the read’s arguments', async () => {
		const read = storeReads<XStore>('test/x');
		const x = read('getX', ['a'], '/x', { id: 'a' });
		expect(readStart(x)).toBeUndefined();

		const getX = jest.fn((id: string) => Promise.resolve(id === 'a' ? 1 : 0));
		read.resolveThrough(() => ({ getX }));
		await expect(readStart(x)?.()).resolves.toBe(1);
		expect(getX).toHaveBeenCalledWith('a');
		// A read built after the store was handed over starts too.
		await expect(readStart(read('getX', ['b'], '/x'))?.()).resolves.toBe(0);
	});

	it('keeps reads plain data, and their critical and followed copies start the same way', async () => {
		const read = storeReads<XStore>('test/y');
		read.resolveThrough(() => ({ getX: (id: string) => Promise.resolve(id.length) }));
		const base = read('getX', ['abc'], '/y');
		expect(base).toEqual({ store: 'test/y', selector: 'getX', args: ['abc'], path: '/wc/v3/payments/y' });
		const follow = () => [];
		await expect(readStart(critical(base))?.()).resolves.toBe(3);
		await expect(readStart(followedBy(base, follow))?.()).resolves.toBe(3);
		await expect(readStart(critical(followedBy(base, follow)))?.()).resolves.toBe(3);
	});

	it('starts nothing for a read written by hand', () => {
		const handWritten: StoreRead = { store: 'test/x', selector: 'getX', args: [], path: '/x' };
		expect(readStart(handWritten)).toBeUndefined();
	});
});

type Module = Record<string, unknown>;
const load = (path: string): Module => jest.requireActual<Module>(path);

interface ListReads {
	listRead: (params: object) => StoreRead;
	summaryRead: (params: object) => StoreRead;
	itemRead: (id: string) => StoreRead;
}
const isList = (value: unknown): value is ListReads =>
	typeof value === 'object' && value !== null && 'listRead' in value && 'itemRead' in value;

/** Every domain folder with a `query.ts`: its store read builder (if any) and its list definitions. */
const DATA = path.join(__dirname, '../../../src/data');
const domains = fs
	.readdirSync(DATA)
	.filter((name) => name !== 'shared' && fs.existsSync(path.join(DATA, name, 'query.ts')));
const BUILDERS = domains.filter((domain) => 'storeRead' in load(`../../../src/data/${domain}/query`));
const LISTS: Array<[string, string]> = domains.flatMap((domain) =>
	Object.entries(load(`../../../src/data/${domain}/query`))
		.filter(([, value]) => isList(value))
		.map(([name]): [string, string] => [domain, name])
);

it('finds the domains’ builders and lists', () => {
	expect(BUILDERS.length).toBeGreaterThanOrEqual(12);
	expect(LISTS.length).toBeGreaterThanOrEqual(6);
});

describe('every store hands its reads their store when it is defined', () => {
	it.each(BUILDERS)('%s', (domain) => {
		jest.isolateModules(() => {
			const { readStart: start } = load('../../../src/data/shared/reads');
			const { storeRead } = load(`../../../src/data/${domain}/query`);
			const read = (storeRead as (...args: unknown[]) => StoreRead)('getAnything', [], '/anything');
			expect((start as typeof readStart)(read)).toBeUndefined();
			load(`../../../src/data/${domain}/store`);
			expect((start as typeof readStart)(read)).toEqual(expect.any(Function));
		});
	});

	it.each(LISTS)('%s: its list, summary and item reads', (domain, name) => {
		jest.isolateModules(() => {
			const { readStart: start } = load('../../../src/data/shared/reads');
			const list = load(`../../../src/data/${domain}/query`)[name] as ListReads;
			const reads = [list.listRead({}), list.summaryRead({}), list.itemRead('x')];
			expect(reads.map((r) => (start as typeof readStart)(r))).toEqual([
				undefined,
				undefined,
				undefined,
			]);
			load(`../../../src/data/${domain}/store`);
			for (const read of reads) {
				expect((start as typeof readStart)(read)).toEqual(expect.any(Function));
			}
		});
	});
});
