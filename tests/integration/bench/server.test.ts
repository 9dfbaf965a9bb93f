/**
 * The bench's servers (bench/server.ts) refuse a port something already listens on: the bench would
 * otherwise measure that other server without a word.
 */
import net from 'node:net';

import { portInUse, startServer } from '../../../bench/server';

function listen(): Promise<net.Server> {
	return new Promise((resolve) => {
		const server = net.createServer((socket) => socket.destroy());
		server.listen(0, '127.0.0.1', () => resolve(server));
	});
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

describe('bench servers', () => {
	it('tells a port in use from a free one', async () => {
		const server = await listen();
		const port = portOf(server);
		try {
			expect(await portInUse(port)).toBe(true);
		} finally {
			await new Promise((resolve) => server.close(resolve));
		}
		expect(await portInUse(port)).toBe(false);
	});

	it('refuses to start on a port already in use', async () => {
		const server = await listen();
		try {
			await expect(startServer(portOf(server))).rejects.toThrow(/already in use/);
		} finally {
			await new Promise((resolve) => server.close(resolve));
		}
	});
});
