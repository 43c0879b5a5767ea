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
      trustProxy: ['loopback'],
    });
    expect(config.dataDir).toMatch(/api\/\.data$/);
    expect(config.storageDir).toMatch(/api\/\.data\/arquivos$/);
    expect(config.uploadMaxBytes).toBe(80 * 1024 * 1024);
  });

  it('keeps uploads under DATA_DIR unless STORAGE_DIR says otherwise; UPLOAD_MAX_BYTES sets the limit', () => {
    expect(loadConfig({ DATA_DIR: '/srv/clinica' }).storageDir).toBe('/srv/clinica/arquivos');
    const config = loadConfig({ DATA_DIR: '/srv/clinica', STORAGE_DIR: '/mnt/arquivos', UPLOAD_MAX_BYTES: '1048576' });
    expect(config).toMatchObject({ storageDir: '/mnt/arquivos', uploadMaxBytes: 1048576 });
    expect(loadConfig({ UPLOAD_MAX_BYTES: 'muito' }).uploadMaxBytes).toBe(80 * 1024 * 1024);
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
