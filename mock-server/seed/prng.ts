/**
 * Deterministic pseudo-random numbers (mulberry32). The same seed gives the same sequence on every run and
 * platform. `fork(label)` derives an independent generator, so that adding a new generator for one entity
 * does not shift the numbers drawn by the others.
 */
export class Rng {
	private state: number;

	constructor(readonly seed: number) {
		this.state = seed >>> 0;
	}

	/** A float in [0, 1). */
	next(): number {
		this.state = (this.state + 0x6d2b79f5) >>> 0;
		let t = this.state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	}

	/** An integer in [min, max] (both inclusive). */
	int(min: number, max: number): number {
		return min + Math.floor(this.next() * (max - min + 1));
	}

	/** True with probability `p`. */
	chance(p: number): boolean {
		return this.next() < p;
	}

	pick<T>(items: readonly T[]): T {
		if (items.length === 0) {
			throw new Error('Rng.pick on an empty list');
		}
		return items[Math.floor(this.next() * items.length)];
	}

	/** Picks by weight: `[[value, weight], …]`. */
	weighted<T>(entries: readonly (readonly [T, number])[]): T {
		const total = entries.reduce((sum, [, w]) => sum + w, 0);
		let roll = this.next() * total;
		for (const [value, weight] of entries) {
			roll -= weight;
			if (roll < 0) {
				return value;
			}
		}
		return entries[entries.length - 1][0];
	}

	shuffle<T>(items: readonly T[]): T[] {
		const out = [...items];
		for (let i = out.length - 1; i > 0; i--) {
			const j = Math.floor(this.next() * (i + 1));
			[out[i], out[j]] = [out[j], out[i]];
		}
		return out;
	}

	/** A random string over [A-Za-z0-9] (Stripe-like ids: `rng.id('acct_', 16)`). */
	id(prefix: string, length: number): string {
		const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
		let out = prefix;
		for (let i = 0; i < length; i++) {
			out += alphabet[Math.floor(this.next() * alphabet.length)];
		}
		return out;
	}

	/** An independent generator derived from this seed and a label. */
	fork(label: string): Rng {
		return new Rng(hash32(`${this.seed}:${label}`));
	}
}

/** FNV-1a, 32 bits. */
export function hash32(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}
