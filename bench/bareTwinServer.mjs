// A bare Fastify route in a process of its own (no hooks, no validation, no logger): it answers one path with the
// status, headers and body bytes read from the file named by its argument, and prints its port. The catalog's and
// /health's ceiling on this machine, started apart from the load generator and from the app (bench/processes.ts).
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import process from 'node:process';
import Fastify from 'fastify';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(spec.bodyBase64, 'base64');
const app = Fastify({ logger: false });
app.get(spec.path, (_request, reply) => {
  reply.headers(spec.headers).send(body);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
