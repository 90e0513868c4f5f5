// The ceiling: a bare Fastify hello-world on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`listening ${address}`);
