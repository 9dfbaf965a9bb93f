/**
 * The mock servers `npm run bench` measures against: one process per scenario, each in a process group of
 * its own (tsx runs the server in a child), in-memory database, the plugin bundle of `WCPAY_DIST_DIR` (or
 * dist/). Stopping one stops its whole group.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

export interface BenchServer {
	base: string;
	child: ChildProcess;
}

/** Whether something already accepts connections on the loopback `port`. */
export function portInUse(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port });
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

/**
 * Starts a mock server on `port` with `scenario` and waits (up to 2 min: `large` seeds 100 000 rows); `env`
 * adds to its environment (e.g. `WCPAY_HOST_DIST_DIR`).
 */
export async function startServer(
	port: number,
	scenario = 'established',
	env: Record<string, string> = {}
): Promise<BenchServer> {
	const base = `http://127.0.0.1:${port}`;
	// A server already there would answer instead of ours, and the bench would measure it without a word.
	if (await portInUse(port)) {
		throw new Error(
			`port ${port} is already in use: stop what listens there, or move the bench with BENCH_PORT`
		);
	}
	const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['mock-server/cli.ts'], {
		cwd: ROOT,
		detached: true,
		env: { ...process.env, ...env, PORT: String(port), MOCK_DB: ':memory:', MOCK_SCENARIO: scenario },
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	const deadline = Date.now() + 120_000;
	while (Date.now() < deadline) {
		try {
			const res = await fetch(`${base}/__mock/state`);
			if (res.ok) {
				return { base, child };
			}
		} catch {
			// not up yet
		}
		await new Promise((r) => setTimeout(r, 250));
	}
	stopServer(child);
	throw new Error(`mock server (${scenario}) did not start on port ${port}`);
}

/** Stops the server's whole process group. */
export function stopServer(server: ChildProcess): void {
	try {
		process.kill(-(server.pid as number), 'SIGTERM');
	} catch {
		server.kill();
	}
}
