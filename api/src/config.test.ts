import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Clínica <nao-responda@clinica.dev>',
      portalUrl: 'http://localhost:8080',
      seedDemo: true,
      logLevel: 'info',
      corsOrigins: [],
      loginRateLimit: 10,
      trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    });
    expect(config.dataDir).toMatch(/api\/\.data$/);
  });

  it('reads the environment; blank values count as unset', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@h/db',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      LOGIN_RATE_LIMIT: '50',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://u@h/db',
      smtpUrl: undefined,
      seedDemo: false,
      trustProxy: true,
      corsOrigins: ['http://a.test', 'http://b.test'],
      loginRateLimit: 50,
    });
  });
});
