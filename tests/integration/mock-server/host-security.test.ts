/**
 * @jest-environment node
 *
 * Security of the host around the REST API (CONTRACT.md): every admin screen answers the "not allowed"
 * page to a user without `manage_woocommerce` (and hands out no nonce); every control API route, read from
 * the app's own route table, answers loopback clients only — whatever the proxy headers say — and none
 * when the control API is off; the server listens on 127.0.0.1 only, even when `HOST` asks otherwise.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BIND_HOST, bindHost, isLoopbackAddress } from '../../../mock-server/bind';
import { NOT_ALLOWED } from '../../../mock-server/host';
import { HOSTED_VERIFY_PATH } from '../../../mock-server/domain/hosted-verification';
import { ROUTES } from '../../../src/routes';
import { NOW, control, testApp } from './helpers';
import { DbWatch } from './route-table';

/** The admin URL of a route key of src/routes.ts (`/payments/…` or `wc-settings:<tab>[:<section or path>]`). */
function adminUrl(key: string): string {
	if (!key.startsWith('wc-settings:')) {
		return `/wp-admin/admin.php?page=wc-admin&path=${encodeURIComponent(key)}`;
	}
	const [, tab, rest] = key.split(':');
	const extra =
		rest === undefined
			? ''
			: rest.startsWith('/')
				? `&path=${encodeURIComponent(rest)}`
				: `&section=${rest}`;
	return `/wp-admin/admin.php?page=wc-settings&tab=${tab}${extra}`;
}

/** Every `/__mock` method + URL the app serves (Fastify's route table; HEAD follows GET). */
async function controlRoutes(app: FastifyInstance): Promise<{ method: string; url: string }[]> {
	await app.ready();
	return Array.from(
		app.printRoutes({ commonPrefix: false }).matchAll(/(__mock\/\S+) \(([^)]+)\)/g)
	).flatMap((m) =>
		m[2]
			.split(', ')
			.filter((method) => method !== 'HEAD')
			.map((method) => ({ method, url: `/${m[1]}` }))
	);
}

describe('admin pages', () => {
	let app: FastifyInstance;
	let order: string;
	beforeAll(async () => {
		app = await testApp({ now: NOW });
		order = String(
			(
				app.mock.db
					.prepare("SELECT order_number FROM transactions WHERE type = 'charge' LIMIT 1")
					.get() as {
					order_number: number;
				}
			).order_number
		);
	});
	afterAll(() => app.close());

	const screens = () => [
		...ROUTES.map((r) => adminUrl(r.key)),
		'/wp-admin/admin.php?page=wc-settings&tab=general',
		'/wp-admin/admin.php?page=wc-orders',
		'/wp-admin/admin.php?page=wc-admin&path=/payments/not-a-page',
		'/wp-admin/admin.php?page=unknown-plugin-page',
		`/wp-admin/post.php?post=${order}&action=edit`,
		'/wp-admin/admin.php?page=wc-admin&path=/payments/connect&wcpay-connect=1',
		'/wp-admin/admin.php?wcpay-login=1',
		`${HOSTED_VERIFY_PATH}?session=abc`,
	];

	it('serves every screen of the route table to a user with manage_woocommerce', async () => {
		expect(ROUTES.length).toBeGreaterThan(10);
		for (const key of ROUTES.map((r) => r.key)) {
			const res = await app.inject({ method: 'GET', url: adminUrl(key) });
			expect({ key, status: res.statusCode }).toEqual({ key, status: 200 });
			expect(res.body).toContain('id="wcpay-app"');
		}
	});

	it('answers "not allowed", without the app or the nonce, to a user without manage_woocommerce', async () => {
		await control(app, 'PATCH', 'user', { capabilities: ['read'] });
		const watch = new DbWatch(app.mock.db);
		const failures: string[] = [];
		const requests = [
			...screens().map((url) => ({ method: 'GET' as const, url, payload: undefined })),
			{
				method: 'POST' as const,
				url: HOSTED_VERIFY_PATH,
				payload: `session=abc&_wpnonce=${app.mock.nonce}`,
			},
		];
		for (const req of requests) {
			const { result: res, changed } = await watch.run(() =>
				app.inject({
					...req,
					headers: req.payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
				})
			);
			const problems = [
				res.statusCode === 403 ? '' : `status ${res.statusCode}`,
				res.body.includes(NOT_ALLOWED) ? '' : 'no "not allowed" message',
				res.body.includes(app.mock.nonce) ? 'the nonce is on the page' : '',
				res.body.includes('wcpaySettings') ? 'the app settings are on the page' : '',
				changed ? 'the database changed' : '',
			].filter(Boolean);
			if (problems.length > 0) {
				failures.push(`${req.method} ${req.url}: ${problems.join(', ')}`);
			}
		}
		expect(failures).toEqual([]);
	});
});

describe('control API access', () => {
	let app: FastifyInstance;
	let watch: DbWatch;
	beforeAll(async () => {
		app = await testApp({ now: NOW });
		watch = new DbWatch(app.mock.db);
	});
	afterAll(() => app.close());

	it('answers every control route to loopback clients only', async () => {
		const routes = await controlRoutes(app);
		expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
			expect.arrayContaining(['POST /__mock/reset', 'PATCH /__mock/user', 'GET /__mock/requests'])
		);
		const remote = [
			'10.0.0.5',
			'192.168.1.20',
			'::ffff:10.0.0.1',
			'2001:db8::1',
			'0.0.0.0',
			'127.0.0.1.evil',
		];
		const failures: string[] = [];
		for (const { method, url } of [...routes, { method: 'GET', url: '/__mock/not-a-route' }]) {
			for (const remoteAddress of remote) {
				const { result: res, changed } = await watch.run(() =>
					app.inject({
						method: method as 'GET',
						url,
						remoteAddress,
						headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
						payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
					})
				);
				const body = JSON.parse(res.body) as { code?: string; data?: { status?: number } };
				if (
					res.statusCode !== 403 ||
					body.code !== 'mock_control_forbidden' ||
					body.data?.status !== 403
				) {
					failures.push(
						`${method} ${url} from ${remoteAddress}: ${res.statusCode} ${res.body.slice(0, 100)}`
					);
				}
				if (changed) {
					failures.push(`${method} ${url} from ${remoteAddress}: the database changed`);
				}
			}
		}
		expect(failures).toEqual([]);
		for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) {
			const res = await app.inject({ method: 'GET', url: '/__mock/state', remoteAddress });
			expect({ remoteAddress, status: res.statusCode }).toEqual({ remoteAddress, status: 200 });
		}
	});

	it('is off everywhere with control: false or MOCK_CONTROL=0', async () => {
		const routes = await controlRoutes(app);
		const saved = process.env.MOCK_CONTROL;
		process.env.MOCK_CONTROL = '0';
		const apps = [await testApp({ control: false }), await testApp()];
		process.env.MOCK_CONTROL = saved;
		try {
			for (const closed of apps) {
				for (const { method, url } of routes) {
					const res = await closed.inject({ method: method as 'GET', url });
					expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
				}
			}
		} finally {
			await Promise.all(apps.map((a) => a.close()));
		}
	});
});

describe('bind address', () => {
	it('knows loopback addresses', () => {
		for (const address of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
			expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: true });
		}
		for (const address of [
			'10.0.0.1',
			'0.0.0.0',
			'::',
			'::ffff:10.0.0.1',
			'127.0.0.1.evil',
			'127.0.0.256',
			'',
			undefined,
		]) {
			expect({ address, loopback: isLoopbackAddress(address) }).toEqual({ address, loopback: false });
		}
	});

	it('listens on 127.0.0.1 whatever HOST says, with a warning for another interface', () => {
		expect(bindHost({})).toEqual({ host: '127.0.0.1' });
		expect(bindHost({ HOST: 'localhost' })).toEqual({ host: '127.0.0.1' });
		expect(bindHost({ HOST: '127.0.0.1' })).toEqual({ host: '127.0.0.1' });
		for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) {
			expect(bindHost({ HOST })).toEqual({
				host: BIND_HOST,
				warning: expect.stringContaining(`HOST=${HOST} ignored`),
			});
		}
	});

	it('the server (cli.ts) with HOST=0.0.0.0 listens on loopback only', async () => {
		const root = path.resolve(__dirname, '../../..');
		const child = spawn(
			path.join(root, 'node_modules/.bin/tsx'),
			[path.join(root, 'mock-server/cli.ts')],
			{
				cwd: root,
				env: { ...process.env, PORT: '0', HOST: '0.0.0.0', MOCK_DB: ':memory:', MOCK_CONTROL: '' },
				stdio: ['ignore', 'pipe', 'pipe'],
			}
		);
		try {
			let stderr = '';
			child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
			const port = await new Promise<number>((resolve, reject) => {
				let out = '';
				child.stdout.on('data', (d: Buffer) => {
					out += d.toString();
					const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
					if (m) {
						resolve(Number(m[1]));
					}
				});
				child.on('exit', (code) => reject(new Error(`cli exited with ${code}: ${stderr}`)));
			});
			expect(stderr).toContain('HOST=0.0.0.0 ignored');
			const connects = (host: string) =>
				new Promise<boolean>((resolve) => {
					const socket = net.connect({ host, port }, () => {
						socket.destroy();
						resolve(true);
					});
					socket.on('error', () => resolve(false));
				});
			expect(await connects('127.0.0.1')).toBe(true);
			const external = Object.values(os.networkInterfaces())
				.flat()
				.filter((i) => i && !i.internal && i.family === 'IPv4')
				.map((i) => i!.address);
			for (const address of external) {
				expect({ address, reachable: await connects(address) }).toEqual({
					address,
					reachable: false,
				});
			}
		} finally {
			child.kill('SIGTERM');
		}
	}, 30_000);
});
