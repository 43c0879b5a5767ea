import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

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
      gatewayKey: undefined,
    });
    expect(config.dataDir).toMatch(/api\/\.data$/);
    expect(config.storageDir).toMatch(/api\/\.data\/arquivos$/);
    expect(config.storage).toEqual({ kind: 'local', dir: config.storageDir });
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
      GATEWAY_KEY: 'chave-do-gateway-0123456789abcdef0123',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      LOGIN_RATE_LIMIT: '50',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://u@h/db',
      smtpUrl: undefined,
      seedDemo: false,
      gatewayKey: 'chave-do-gateway-0123456789abcdef0123',
      corsOrigins: ['http://a.test', 'http://b.test'],
      loginRateLimit: 50,
    });
  });

  it('GATEWAY_KEY needs 32+ characters; TRUST_PROXY, which trusted addresses, stops the start', () => {
    expect(() => loadConfig({ GATEWAY_KEY: 'curta' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback' })).toThrow(/TRUST_PROXY não é mais usada: defina GATEWAY_KEY/);
    expect(loadConfig({ TRUST_PROXY: ' ' }).gatewayKey).toBeUndefined();
  });

  it('STORAGE_URL: unset or file: keeps the local folder; s3:// names a bucket, its prefix and server', () => {
    const local = { kind: 'local', dir: '/srv/clinica/arquivos' };
    expect(loadConfig({ DATA_DIR: '/srv/clinica', STORAGE_URL: '' }).storage).toEqual(local);
    expect(loadConfig({ DATA_DIR: '/srv/clinica', STORAGE_URL: 'file:' }).storage).toEqual(local);
    expect(loadConfig({ STORAGE_URL: 'file:///mnt/arquivos' }).storage).toEqual({ kind: 'local', dir: '/mnt/arquivos' });
    expect(loadConfig({ STORAGE_URL: 's3://clinica-arquivos' }).storage).toEqual({
      kind: 's3',
      bucket: 'clinica-arquivos',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ STORAGE_URL: 's3://clinica/portal/arquivos/?endpoint=http://minio:9000/&region=sa-east-1&forcePathStyle=true' }).storage).toEqual({
      kind: 's3',
      bucket: 'clinica',
      prefix: 'portal/arquivos',
      endpoint: 'http://minio:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
    });
    // an endpoint means an S3-compatible server: path-style unless told otherwise; AWS_REGION when the URL has none
    expect(loadConfig({ STORAGE_URL: 's3://clinica?endpoint=https://s3.exemplo.com.br', AWS_REGION: 'sa-east-1' }).storage).toMatchObject({
      endpoint: 'https://s3.exemplo.com.br',
      region: 'sa-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://clinica?endpoint=http://h:9000&forcePathStyle=false' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it('refuses a wrong STORAGE_URL with a message naming the fault and the syntax', () => {
    const cases: [string, string][] = [
      ['pasta/relativa', 'não é uma URL'],
      ['ftp://clinica/arquivos', 'esquema ftp: desconhecido'],
      ['file://servidor/pasta', 'file: aceita só um caminho absoluto, file:///pasta'],
      ['s3://', 'nome de bucket "" inválido (3 a 63 letras minúsculas, dígitos, pontos e hífens)'],
      ['s3://Clinica_Arquivos', 'nome de bucket "Clinica_Arquivos" inválido'],
      ['s3://chave:segredo@clinica', 'credenciais não vão na URL'],
      ['s3://clinica:9000', 'a porta vai em endpoint='],
      ['s3://clinica/a//b', 'prefixo "a//b" inválido'],
      ['s3://clinica/a/../b', 'prefixo "a/../b" inválido'],
      ['s3://clinica?endpont=http://minio:9000', 'parâmetro "endpont" desconhecido'],
      ['s3://clinica?endpoint=minio:9000', 'endpoint "minio:9000" não é um endereço http(s)://host:porta'],
      ['s3://clinica?endpoint=http://minio:9000&forcePathStyle=sim', 'forcePathStyle deve ser true ou false'],
      ['s3://clinica?region=São Paulo', 'região "São Paulo" inválida'],
    ];
    for (const [value, why] of cases) {
      const load = () => loadConfig({ STORAGE_URL: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`STORAGE_URL inválida: ${why}`);
      expect(load).toThrow('. Use file: (pasta local) ou s3://bucket[/prefixo]?endpoint=http://host:porta&region=…&forcePathStyle=true');
    }
  });
});

describe('PDF_SERVICE_KEY', () => {
  it('is unset by default, kept when long enough and refused when short (it vouches for issued PDFs)', () => {
    expect(loadConfig({}).pdfServiceKey).toBeUndefined();
    expect(loadConfig({ PDF_SERVICE_KEY: ' ' }).pdfServiceKey).toBeUndefined();
    expect(loadConfig({ PDF_SERVICE_KEY: 'k'.repeat(32) }).pdfServiceKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ PDF_SERVICE_KEY: 'curta' })).toThrow(/PDF_SERVICE_KEY deve ter pelo menos 32/);
  });
});
