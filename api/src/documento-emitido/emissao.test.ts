import { describe, expect, it } from '@jest/globals';
import { assinarEmissao, conteudoSha256, lerEmissao, type Emissao } from './emissao.js';

const KEY = 'chave-de-teste-do-servico-de-pdf-0123456789';
const EMISSAO: Emissao = { conteudo: 'a'.repeat(64), titulo: 'Laudo', pacienteId: 3, layoutId: null, usuarioId: 7, expira: Date.now() + 60_000 };

describe('the job the api signs for a document it built', () => {
  // the PDF service computes the same fingerprint over what it renders (pdf/src/emissao.test.ts pins these values too)
  it('fingerprints content, header and height the way the PDF service does', () => {
    expect(conteudoSha256({ content: '<p>Olá</p>', htmlHeader: '<b>Cabeçalho</b>', headerHeigth: 90 })).toBe(
      '2dbf4e62ddfdbc78af213423ebe25a58d262ab36f78a7491ca26ffceba397c35',
    );
    expect(conteudoSha256({ content: '<p>Olá</p>', headerHeigth: 0 })).toBe('371e0afd46e857ccc2c7103c22854311d7b7c06b582bdf019185b09ba7af9c5b');
  });

  it('reads back only what it signed, unexpired, with this key', () => {
    const token = assinarEmissao(KEY, EMISSAO);
    expect(lerEmissao(KEY, token)).toEqual(EMISSAO);
    expect(lerEmissao(`${KEY}x`, token)).toBeUndefined();
    expect(lerEmissao(KEY, token, EMISSAO.expira + 1)).toBeUndefined();
    expect(lerEmissao(KEY, `${token}x`)).toBeUndefined();
    expect(lerEmissao(KEY, `${token}.x`)).toBeUndefined();
    const [, assinatura] = token.split('.');
    const trocado = Buffer.from(JSON.stringify({ ...EMISSAO, usuarioId: 8 })).toString('base64url');
    expect(lerEmissao(KEY, `${trocado}.${assinatura}`)).toBeUndefined();
    expect(lerEmissao(KEY, assinarEmissao(KEY, { ...EMISSAO, pacienteId: -1 }))).toBeUndefined();
  });
});
