import { describe, expect, it } from '@jest/globals';
import { conteudoSha256 } from './emissao.js';

describe('the fingerprint of a rendered document', () => {
  // the api computes the same over the document it built (api/src/documento-emitido/emissao.test.ts pins these values too)
  it('is the api’s for the same content, header and height', () => {
    expect(conteudoSha256({ content: '<p>Olá</p>', htmlHeader: '<b>Cabeçalho</b>', headerHeight: 90 })).toBe(
      '2dbf4e62ddfdbc78af213423ebe25a58d262ab36f78a7491ca26ffceba397c35',
    );
    expect(conteudoSha256({ content: '<p>Olá</p>', headerHeight: 0 })).toBe('371e0afd46e857ccc2c7103c22854311d7b7c06b582bdf019185b09ba7af9c5b');
  });
});
