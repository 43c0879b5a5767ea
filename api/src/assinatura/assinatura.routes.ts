import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiError, ApiErrorList, invalidField } from '../errors/api-error.js';
import { Nullable } from '../http/typebox.js';
import type { TypedApp } from '../http/typebox.js';
import { deleteCertificado, findCertificado, upsertCertificado, type CertificadoGuardado } from './assinatura.repository.js';
import { abrirPkcs12, CertificadoInvalido, type CertificadoAberto } from './certificado.js';
import { selar } from './cofre.js';

const TAGS = ['Assinatura digital'];
/** A file of an A1 certificate is a few KB; this leaves room for a long chain. */
export const CERTIFICADO_MAX_BYTES = 256 * 1024;

export const ASSINATURA_MSG = {
  soMedico: 'Somente médicos guardam um certificado para assinar documentos.',
  arquivo: 'Envie o arquivo do certificado A1 (.pfx ou .p12).',
  grande: 'O arquivo do certificado passa de 256 KB.',
  senha: 'Informe a senha do certificado.',
  salvo: 'Certificado salvo: os atestados, prescrições e pedidos de exame que você emitir sairão assinados.',
  removido: 'Certificado removido.',
} as const;

const certificadoSchema = Type.Object(
  {
    titular: Type.String(),
    emissor: Type.String(),
    numeroSerie: Type.String(),
    validoDe: Type.String({ format: 'date-time' }),
    validoAte: Type.String({ format: 'date-time' }),
    enviadoEm: Type.String({ format: 'date-time' }),
  },
  { $id: 'CertificadoDigital', description: 'o que se mostra do certificado guardado (nunca o arquivo nem a senha)' },
);
const respostaSchema = Type.Object({ certificado: Nullable(certificadoSchema) });

const dto = (c: CertificadoGuardado) => ({
  titular: c.titular,
  emissor: c.emissor,
  numeroSerie: c.numeroSerie,
  validoDe: c.validoDe.toISOString(),
  validoAte: c.validoAte.toISOString(),
  enviadoEm: c.enviadoEm.toISOString(),
});

/**
 * A doctor's A1 certificate in their own profile (Minha conta): sent with its password, checked
 * (opens, holds the key, not expired), sealed with the server's key, never sent back; the issued
 * documents the api builds for them are signed with it (documento-emitido/registrar).
 */
export function assinaturaRoutes(app: TypedApp): void {
  const db = app.deps.db;

  app.get(
    '/gerenciar/assinatura/certificado',
    {
      config: { access: 'authenticated' },
      schema: { tags: TAGS, summary: 'O certificado A1 guardado pelo usuário (titular, emissor, validade), ou null', response: { 200: respostaSchema } },
    },
    async (request) => {
      const found = await findCertificado(db, request.auth!.user.id);
      return { certificado: found ? dto(found) : null };
    },
  );

  app.put(
    '/gerenciar/assinatura/certificado',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Guardar (ou trocar) o certificado A1 do médico: o arquivo PKCS#12 em base64 e a senha',
        body: Type.Object(
          {
            arquivo: Type.String({ maxLength: Math.ceil(CERTIFICADO_MAX_BYTES / 3) * 4 + 4, description: 'o arquivo .pfx/.p12 em base64' }),
            senha: Type.String({ maxLength: 200 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: respostaSchema },
      },
    },
    async (request) => {
      const user = request.auth!.user;
      if (!user.ehMedico) throw new ApiError(403, ASSINATURA_MSG.soMedico, 'usuário não é médico');
      const { arquivo, senha } = request.body;
      const bytes = /^[A-Za-z0-9+/]*={0,2}$/.test(arquivo) ? Buffer.from(arquivo, 'base64') : Buffer.alloc(0);
      if (bytes.length === 0) throw new ApiErrorList(400, [invalidField(ASSINATURA_MSG.arquivo, 'arquivo')]);
      if (bytes.length > CERTIFICADO_MAX_BYTES) throw new ApiErrorList(400, [invalidField(ASSINATURA_MSG.grande, 'arquivo')]);
      if (senha === '') throw new ApiErrorList(400, [invalidField(ASSINATURA_MSG.senha, 'senha')]);
      let aberto: CertificadoAberto;
      try {
        aberto = abrirPkcs12(bytes, senha);
      } catch (error) {
        if (error instanceof CertificadoInvalido)
          throw new ApiErrorList(400, [invalidField(error.message, /senha/i.test(error.message) ? 'senha' : 'arquivo')]);
        throw error;
      }
      const selado = selar(app.deps.certificadoKey, Buffer.from(JSON.stringify({ p12: bytes.toString('base64'), senha }), 'utf8'));
      const info = {
        titular: aberto.titular,
        emissor: aberto.emissor,
        numeroSerie: aberto.numeroSerie,
        validoDe: aberto.validoDe,
        validoAte: aberto.validoAte,
      };
      const enviadoEm = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const at = await upsertCertificado(trx, user.id, selado, info);
        await audit({
          acao: 'CERTIFICADO_GUARDADO',
          entidade: 'certificado_digital',
          entidadeId: user.id,
          detalhes: { titular: info.titular, emissor: info.emissor, validoAte: info.validoAte.toISOString() },
        });
        return at;
      });
      return { certificado: dto({ ...info, enviadoEm }) };
    },
  );

  app.delete(
    '/gerenciar/assinatura/certificado',
    {
      config: { access: 'authenticated' },
      schema: { tags: TAGS, summary: 'Remover o certificado guardado (os documentos seguintes saem sem assinatura)', response: { 200: respostaSchema } },
    },
    async (request) => {
      const user = request.auth!.user;
      await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        if (await deleteCertificado(trx, user.id)) await audit({ acao: 'CERTIFICADO_REMOVIDO', entidade: 'certificado_digital', entidadeId: user.id });
      });
      return { certificado: null };
    },
  );
}
