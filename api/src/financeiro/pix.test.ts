import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { parsePix, hasError } from 'pix-utils';
import { apiCaller, createTestApp, type TestApp } from '../test-support/test-app.js';
import { clinicDay } from '../time/clinic-time.js';
import { brCode, normalizarChave } from './pix.js';
import { PIX_MSG } from './pix.messages.js';

/** CRC16-CCITT (0x1021, start 0xFFFF) of a BR Code up to its '6304', as EMV QRCPS says: computed here, not by the library. */
function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(texto, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('the key and the BR Code', () => {
  it('takes a CPF, a CNPJ, an e-mail, a +55 mobile or a random key, and nothing else', () => {
    expect(normalizarChave('529.982.247-25')).toEqual({ chave: '52998224725', tipo: 'CPF' });
    expect(normalizarChave('11.222.333/0001-81')).toEqual({ chave: '11222333000181', tipo: 'CNPJ' });
    expect(normalizarChave(' Financeiro@Clinica.dev ')).toEqual({ chave: 'financeiro@clinica.dev', tipo: 'EMAIL' });
    expect(normalizarChave('+55 (11) 98765-4321')).toEqual({ chave: '+5511987654321', tipo: 'TELEFONE' });
    expect(normalizarChave('123E4567-E89B-12D3-A456-426614174000')).toEqual({ chave: '123e4567-e89b-12d3-a456-426614174000', tipo: 'ALEATORIA' });
    for (const ruim of ['', '529.982.247-24', '11987654321x', '+55', `${'a'.repeat(70)}@clinica.dev`, 'qualquer coisa'])
      expect(normalizarChave(ruim)).toBeUndefined();
  });

  it('writes the amount, key, receiver, city and txid, and a CRC16 that checks', () => {
    const codigo = brCode({ chave: 'financeiro@clinica.dev', nomeRecebedor: 'Clínica São João', cidade: 'São Paulo' }, 123456, 'R12-P3');
    expect(codigo.slice(-8, -4)).toBe('6304');
    expect(codigo.slice(-4)).toBe(crc16(codigo.slice(0, -4)));
    const lido = parsePix(codigo);
    expect(hasError(lido)).toBe(false);
    expect(lido).toMatchObject({
      type: 'STATIC',
      pixKey: 'financeiro@clinica.dev',
      merchantName: 'CLINICA SAO JOAO',
      merchantCity: 'SAO PAULO',
      transactionAmount: 1234.56,
      txid: 'R12P3',
      countryCode: 'BR',
      transactionCurrency: '986',
    });
  });
});

describe('the clinic Pix key and an instalment charge', () => {
  let t: TestApp;
  let admin: string;
  let fin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@clinica.dev');
    fin = await t.login('financeiro@clinica.dev');
  });
  afterAll(async () => {
    await t.close();
  });
  const call = apiCaller(
    () => t,
    'gerenciar/financeiro',
    () => admin,
  );
  const campos = (res: LightMyRequestResponse) => res.json<{ mensagemUsuario: string; campo?: string }[]>().map((e) => [e.campo, e.mensagemUsuario]);
  const lancar = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/lancarReceita', { vencimentoApartir: clinicDay(new Date()), ...body }, fin);
    expect(res.statusCode).toBe(201);
    return res.json<{ detalhesReceitas: { id: number; parcela: number; valorReceita: number }[] }>();
  };

  it('saves the key (Configurações, GERENCIAR_CONFIGURACOES, audited, versioned); a charge says so while there is none', async () => {
    const r = await lancar({
      nomeReceita: 'Consulta Pix',
      valorBruto: 12000,
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 3,
      valorEntrada: 2000,
      formaPagamentoEntrada: 'PIX',
    });
    const antes = await call('GET', `/pix/parcela/${r.detalhesReceitas[1]!.id}`);
    expect(antes.statusCode).toBe(409);
    expect(antes.json<{ mensagemUsuario: string }[]>()[0]!.mensagemUsuario).toBe(PIX_MSG.naoCadastrada);
    expect((await call('GET', '/pix/configuracao')).json()).toMatchObject({ configurada: false, versao: 0 });

    const ruim = await call('POST', '/pix/configuracao', { versao: 0, chave: '123', nomeRecebedor: ' ', cidade: '' });
    expect(ruim.statusCode).toBe(400);
    expect(campos(ruim)).toEqual([
      ['chave', PIX_MSG.chave],
      ['nomeRecebedor', PIX_MSG.nomeRecebedor],
      ['cidade', PIX_MSG.cidade],
    ]);
    expect((await call('POST', '/pix/configuracao', { versao: 0, chave: 'a@b.co', nomeRecebedor: 'x'.repeat(26), cidade: 'SP' })).statusCode).toBe(400);
    expect((await call('POST', '/pix/configuracao', { versao: 0, chave: 'a@b.co', nomeRecebedor: 'Clínica', cidade: 'SP' }, fin)).statusCode).toBe(403);

    const salva = await call('POST', '/pix/configuracao', { versao: 0, chave: '529.982.247-25', nomeRecebedor: 'Clínica Demo', cidade: 'São Paulo' });
    expect(salva.statusCode).toBe(200);
    expect(salva.json()).toMatchObject({
      configurada: true,
      tipoChave: 'CPF',
      chave: '52998224725',
      nomeRecebedor: 'Clínica Demo',
      cidade: 'São Paulo',
      versao: 1,
    });
    expect(await t.auditCount('PIX_CONFIGURADO')).toBe(1);
    // a stale version is refused; the current one saves
    expect(
      (await call('POST', '/pix/configuracao', { versao: 0, chave: 'financeiro@clinica.dev', nomeRecebedor: 'Clínica Demo', cidade: 'São Paulo' })).statusCode,
    ).toBe(409);
    const nova = await call('POST', '/pix/configuracao', { versao: 1, chave: 'financeiro@clinica.dev', nomeRecebedor: 'Clínica Demo', cidade: 'São Paulo' });
    expect(nova.json()).toMatchObject({ tipoChave: 'EMAIL', versao: 2 });
    // finance reads it (to show where the charges go)
    expect((await call('GET', '/pix/configuracao', undefined, fin)).json()).toMatchObject({ chave: 'financeiro@clinica.dev' });

    // the second instalment's charge: its amount, the clinic's key, a txid naming it; the code parses back
    const segunda = r.detalhesReceitas.find((d) => d.parcela === 2)!;
    const res = await call('GET', `/pix/parcela/${segunda.id}`, undefined, fin);
    expect(res.statusCode).toBe(200);
    const pix = res.json<{ brCode: string; qrCode: string; valor: number; txid: string }>();
    expect(pix.valor).toBe(segunda.valorReceita);
    expect(pix.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(pix.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(pix.brCode.slice(-4)).toBe(crc16(pix.brCode.slice(0, -4)));
    expect(parsePix(pix.brCode)).toMatchObject({
      pixKey: 'financeiro@clinica.dev',
      merchantName: 'CLINICA DEMO',
      merchantCity: 'SAO PAULO',
      transactionAmount: segunda.valorReceita / 100,
      txid: pix.txid,
    });
    // the entry too
    const entrada = await call('GET', `/pix/parcela/${r.detalhesReceitas.find((d) => d.parcela === 0)!.id}`, undefined, fin);
    expect(entrada.json()).toMatchObject({ entrada: true, valor: 2000 });
  });

  it('refuses a paid, an unknown instalment and a payable', async () => {
    const r = await lancar({ nomeReceita: 'Paga', valorBruto: 5000 });
    const id = r.detalhesReceitas[0]!.id;
    const pago = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/financeiro/pagamentoReceita',
      query: { idReceita: String(id), formaPagamento: 'PIX' },
      headers: { authorization: `Bearer ${fin}` },
    });
    expect(pago.statusCode).toBe(200);
    expect((await call('GET', `/pix/parcela/${id}`)).statusCode).toBe(409);
    expect((await call('GET', '/pix/parcela/999999')).statusCode).toBe(404);
    const despesa = await lancar({ nomeReceita: 'Aluguel', tipoReceita: 'DESPESA', valorBruto: 5000, fornecedor: 'Imobiliária' });
    expect((await call('GET', `/pix/parcela/${despesa.detalhesReceitas[0]!.id}`)).statusCode).toBe(400);
    const estoque = await t.login('estoque@clinica.dev');
    expect((await call('GET', `/pix/parcela/${id}`, undefined, estoque)).statusCode).toBe(403);
  });
});
