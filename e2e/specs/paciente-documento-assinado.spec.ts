import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appointmentToday, auth } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, loginWith } from '../fixtures/portal.ts';

const address = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/agendamentos?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

/** A doctor of this test alone (their certificate signs only their own documents). */
async function novoMedico(request: APIRequestContext, adminToken: string): Promise<{ nome: string; email: string; senha: string }> {
  const perfis = (await (await request.post('/api/gerenciar/perfil/listar', { ...auth(adminToken), data: {} })).json()) as { id: number; nome: string }[];
  const marca = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const medico = { nome: `Dr. Assinante ${marca}`, email: `dr.assinante.${marca}@clinica.dev`, senha: 'Inicial@2026' };
  const criado = await request.post('/api/gerenciar/medico/cadastro', {
    ...auth(adminToken),
    data: { nome: medico.nome, email: medico.email, cpf: newCpf(), perfilId: perfis.find((p) => p.nome === 'Médico')!.id, senha: medico.senha },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  return medico;
}

/** A throwaway self-signed A1 certificate for `titular` as a PKCS#12 file (OpenSSL's defaults: AES-256, PBKDF2). */
function certificadoA1(dir: string, titular: string, senha: string): string {
  const chave = path.join(dir, 'chave.pem');
  const cert = path.join(dir, 'cert.pem');
  const p12 = path.join(dir, 'medico.p12');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', chave, '-out', cert, '-subj', `/CN=${titular}`, '-days', '30'], {
    stdio: 'ignore',
  });
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', chave, '-in', cert, '-out', p12, '-passout', `pass:${senha}`], { stdio: 'ignore' });
  return p12;
}

/**
 * An independent check of the PDF's signature with OpenSSL: the CMS in /Contents verifies over the
 * bytes /ByteRange names (the signer's key; no trust chain), and the ranges cover the whole file.
 */
function conferirComOpenssl(dir: string, pdf: Buffer): string {
  const texto = pdf.toString('latin1');
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(texto);
  expect(m, 'the PDF carries a signature').not.toBeNull();
  const [a, b, c, d] = m!.slice(1).map(Number) as [number, number, number, number];
  expect(a).toBe(0);
  expect(c + d).toBe(pdf.length);
  // the placeholder is padded with zeros: the DER's own length says where the CMS ends
  const bruto = Buffer.from(texto.slice(b + 1, c - 1), 'hex');
  const comprimento = bruto[1]! < 0x80 ? bruto[1]! + 2 : 2 + (bruto[1]! & 0x7f) + bruto.readUIntBE(2, bruto[1]! & 0x7f);
  fs.writeFileSync(path.join(dir, 'assinatura.der'), bruto.subarray(0, comprimento));
  fs.writeFileSync(path.join(dir, 'conteudo.bin'), Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]));
  return execFileSync(
    'openssl',
    [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      path.join(dir, 'assinatura.der'),
      '-content',
      path.join(dir, 'conteudo.bin'),
      '-noverify',
      '-out',
      '/dev/null',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

test.describe('documents signed by the doctor', () => {
  test('a doctor keeps an A1 certificate in Minha conta; the laudo they issue is signed (PAdES), OpenSSL checks it, and /verificar-documento names the signer', async ({
    page,
    request,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assinado-'));
    const adminToken = await apiToken(request, 'admin');
    const medico = await novoMedico(request, adminToken);
    const paciente = await newPaciente(request, adminToken, 'Paciente Assinado E2E');
    const agendamento = await appointmentToday(request, adminToken, medico.nome, paciente, { inicio: 5 * 60, fim: 5 * 60 + 15 });
    await agendamento.cleanup();
    const procedimento = (
      (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(adminToken))).json()) as { id: number }[]
    )[0]!.id;
    const titular = `${medico.nome} CRM-SP 123456`;
    const p12 = certificadoA1(dir, titular, 'senha-do-a1');

    await loginWith(page, medico.email, medico.senha);
    await page.getByTestId('user-avatar').click();
    await page.getByTestId('user-panel').getByRole('button', { name: 'Minha conta' }).click();
    const secao = page.getByTestId('minha-conta').getByTestId('certificado-digital');
    await secao.locator('input[type=file]').setInputFiles(p12);
    // a wrong password: the api's reason, and what was chosen stays to try again
    await secao.getByLabel('Senha do certificado').fill('errada');
    await secao.getByRole('button', { name: 'Salvar certificado' }).click();
    await expect(secao.getByRole('alert')).toContainText('Senha do certificado incorreta.');
    await secao.getByLabel('Senha do certificado').fill('senha-do-a1');
    await secao.getByRole('button', { name: 'Salvar certificado' }).click();
    await expect(secao.getByTestId('certificado-atual')).toContainText(titular);
    await expect(secao.getByLabel('Senha do certificado')).toHaveValue('');
    await page.keyboard.press('Escape');

    await page.goto(address(paciente.id, procedimento));
    const cabecalho = page.getByTestId('ficha-cabecalho');
    await expect(cabecalho).toContainText(paciente.nome);
    const [download] = await Promise.all([page.waitForEvent('download'), cabecalho.getByTestId('ficha-pdf').click()]);
    expect(download.suggestedFilename()).toBe('laudo.pdf');
    const arquivo = await download.path();
    const bytes = fs.readFileSync(arquivo);
    expect(bytes.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(conferirComOpenssl(dir, bytes)).toBe('');

    // the public verification: issued by the clinic, signed by the doctor, signature intact
    await page.goto('/#/verificar-documento');
    await page.locator('input[type=file]').setInputFiles(arquivo);
    const emitido = page.getByTestId('verificacao-emitido');
    await expect(emitido).toContainText('Documento emitido pela clínica');
    await expect(emitido).toContainText(`Assinado digitalmente por${titular}`);
    const assinatura = page.getByTestId('verificacao-assinatura');
    await expect(assinatura).toContainText(`Assinatura digital de ${titular}`);
    await expect(assinatura).toContainText('A assinatura confere');

    // one byte changed after signing: not the clinic's file, and the signature says so
    const alterado = Buffer.from(bytes);
    const pos = alterado.indexOf('/Producer');
    alterado[pos + 2] = alterado[pos + 2]! ^ 1;
    const alteradoPath = path.join(dir, 'alterado.pdf');
    fs.writeFileSync(alteradoPath, alterado);
    await page.locator('input[type=file]').setInputFiles(alteradoPath);
    await expect(page.getByTestId('verificacao-nao-emitido')).toBeVisible();
    await expect(page.getByTestId('verificacao-assinatura')).toContainText('A assinatura não confere');

    // the doctor removes it again (their own token): nothing of this test signs anything after it
    const login = await request.post('/api/auth/login', { data: { email: medico.email, senha: medico.senha } });
    const { token } = (await login.json()) as { token: string };
    expect((await request.delete('/api/gerenciar/assinatura/certificado', auth(token))).status()).toBe(200);
  });
});
