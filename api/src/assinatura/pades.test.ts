import { describe, expect, it } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { abrir, chaveDeCertificados, selar } from './cofre.js';
import { abrirPkcs12, CERTIFICADO_MSG } from './certificado.js';
import { assinarPdf, lerAssinaturas } from './pades.js';
import { certificadoDeTeste, conferirComForge } from './test-certificado.js';

async function pdfSimples(texto: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText(texto, { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

describe('doctor-signed PDFs (PAdES)', () => {
  const { p12 } = certificadoDeTeste('Dra. Teste Assinante', 'segredo-1');

  it('opens the A1 file with its password, and says why it cannot', () => {
    const aberto = abrirPkcs12(p12, 'segredo-1');
    expect(aberto).toMatchObject({ titular: 'Dra. Teste Assinante', emissor: 'AC Teste da Clínica', numeroSerie: '0a1b2c' });
    expect(aberto.cadeia).toHaveLength(2);
    expect(() => abrirPkcs12(p12, 'errada')).toThrow(CERTIFICADO_MSG.senha);
    expect(() => abrirPkcs12(Buffer.from('não é um pfx'), 'x')).toThrow(CERTIFICADO_MSG.naoP12);
    expect(() => abrirPkcs12(certificadoDeTeste('Vencido', 's', { vencido: true }).p12, 's')).toThrow(CERTIFICADO_MSG.vencido);
  });

  it('signs a PDF that an independent reader (node-forge over the CMS) finds intact and by the holder; one changed byte breaks it', async () => {
    const assinado = await assinarPdf(await pdfSimples('Atestado de teste'), abrirPkcs12(p12, 'segredo-1'), 'Documento emitido pela clínica');
    expect(assinado.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(conferirComForge(assinado)).toEqual({ assinante: 'Dra. Teste Assinante', digestConfere: true, assinaturaConfere: true });
    expect(await lerAssinaturas(assinado)).toEqual([{ assinante: 'Dra. Teste Assinante', integra: true, cobreDocumento: true }]);

    // a byte of the content changed after signing
    const alterado = Buffer.from(assinado);
    const pos = alterado.indexOf('Atestado') >= 0 ? alterado.indexOf('Atestado') : 200;
    alterado[pos] = alterado[pos]! ^ 1;
    expect(conferirComForge(alterado).digestConfere).toBe(false);
    expect((await lerAssinaturas(alterado))[0]).toMatchObject({ integra: false });
    // bytes appended after the signature are not covered by it
    const anexado = Buffer.concat([assinado, Buffer.from('\n%acrescentado\n')]);
    expect((await lerAssinaturas(anexado))[0]).toMatchObject({ integra: true, cobreDocumento: false });
    // a PDF without a signature has none
    expect(await lerAssinaturas(await pdfSimples('sem assinatura'))).toEqual([]);
  });

  it('seals with AES-GCM under a key derived from the configuration; another key or a changed byte opens nothing', () => {
    const chave = chaveDeCertificados('uma chave de configuração com mais de 32 caracteres');
    const selado = selar(chave, Buffer.from('segredo'));
    expect(selado.includes(Buffer.from('segredo'))).toBe(false);
    expect(abrir(chave, selado)?.toString()).toBe('segredo');
    expect(abrir(chaveDeCertificados('outra chave de configuração qualquer, também longa'), selado)).toBeUndefined();
    const alterado = Buffer.from(selado);
    alterado[alterado.length - 1] = alterado[alterado.length - 1]! ^ 1;
    expect(abrir(chave, alterado)).toBeUndefined();
  });
});
