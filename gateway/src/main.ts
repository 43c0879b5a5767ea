import { GATEWAY_PORT } from '@clinica/tooling/apps';
import { buildGateway, gatewayTrustProxy } from './server.ts';
import { gatewayRoutes } from './routes.ts';

const port = Number(process.env.PORT ?? GATEWAY_PORT);
const routes = gatewayRoutes();
// warn: upstream failures (their details are logged here, not sent to the client), not every request
const app = await buildGateway(routes, { trustProxy: gatewayTrustProxy(), logger: { level: 'warn' } });
await app.listen({ port, host: process.env.LISTEN_HOST ?? '0.0.0.0' });
console.log(`Portal: http://localhost:${port}`);
for (const route of routes) console.log(`  ${route.prefix.padEnd(22)} -> ${route.upstream}${route.rewritePrefix}`);
