import { GATEWAY_PORT } from '@clinica/tooling/apps';
import { buildGateway, gatewayKey, gatewayTrustProxy } from './server.ts';
import { gatewayRoutes } from './routes.ts';

const port = Number(process.env.PORT ?? GATEWAY_PORT);
const routes = gatewayRoutes();
// warn: upstream failures (their details are logged here, not sent to the client), not every request
const key = gatewayKey();
// without it the api cannot tell the gateway's clients apart: they all share its limits per address
if (!key) console.warn('GATEWAY_KEY não definida: a api verá todos os clientes com o endereço do gateway; defina a mesma GATEWAY_KEY na api e no gateway');
const app = await buildGateway(routes, { trustProxy: gatewayTrustProxy(), gatewayKey: key, logger: { level: 'warn' } });
await app.listen({ port, host: process.env.LISTEN_HOST ?? '0.0.0.0' });
console.log(`Portal: http://localhost:${port}`);
for (const route of routes) console.log(`  ${route.prefix.padEnd(22)} -> ${route.upstream}${route.rewritePrefix}`);
