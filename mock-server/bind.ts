/**
 * Where the mock server may be reached (CONTRACT.md): it listens on 127.0.0.1 only, and the control API
 * answers loopback clients only. `bindHost()` is what cli.ts listens on — a `HOST` in the environment that
 * names anything but loopback is ignored with a warning, never obeyed — and `isLoopbackAddress()` is the
 * control API's check of a client's address.
 */

/** The only address the server listens on. */
export const BIND_HOST = '127.0.0.1';

/**
 * Whether a client address is loopback: 127.0.0.0/8 (also IPv4-mapped, `::ffff:127.0.0.1`) or `::1`.
 *
 * @example
 * isLoopbackAddress( '::ffff:127.0.0.1' ); // true
 * isLoopbackAddress( '10.0.0.5' ); // false
 */
export function isLoopbackAddress(address: string | undefined): boolean {
	if (!address) {
		return false;
	}
	const v4 = address.toLowerCase().replace(/^::ffff:/, '');
	if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) {
		return v4.split('.').every((part) => Number(part) <= 255);
	}
	return /^(0{0,4}:){2,7}0{0,3}1$/.test(address) && address.replace(/[:0]/g, '') === '1';
}

/**
 * The host to listen on: always `BIND_HOST`; a `HOST` variable naming another interface gets a warning
 * (so that `HOST=0.0.0.0` cannot open the mock, and its control API, to the network).
 *
 * @example
 * bindHost( { HOST: '0.0.0.0' } ); // { host: '127.0.0.1', warning: 'HOST=0.0.0.0 ignored: …' }
 */
export function bindHost(env: Record<string, string | undefined> = process.env): {
	host: string;
	warning?: string;
} {
	const asked = env.HOST?.trim();
	if (!asked || asked === 'localhost' || isLoopbackAddress(asked)) {
		return { host: BIND_HOST };
	}
	return {
		host: BIND_HOST,
		warning: `HOST=${asked} ignored: the mock server listens on ${BIND_HOST} (loopback) only.`,
	};
}
