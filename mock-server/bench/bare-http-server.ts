// The baseline of the HTTP benchmark: a bare Fastify server answering the same JSON bodies the
// mock-server gives for the product list and the cart add, with no validation, state or auth.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// Parsed, so Fastify serialises them on every answer as it does for the mock-server's.
const productPage: unknown = JSON.parse(readFileSync(process.env.PRODUCT_BODY_FILE ?? '', 'utf8'));
const cart: unknown = JSON.parse(readFileSync(process.env.CART_BODY_FILE ?? '', 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/index/product', async () => productPage);
app.post('/api/cart/add', async () => cart);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
