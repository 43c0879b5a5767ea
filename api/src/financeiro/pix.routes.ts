import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiError, ApiErrorList, conflict, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { registroDesatualizado } from '../errors/registro-desatualizado.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { Nullable, NullableEnum } from '../http/typebox.js';
import { FINANCEIRO_BUSCAR, PARCELAMENTO_READ, PARCELAMENTO_WRITE, TAGS } from './financeiro.schemas.js';
import { brCode, ENTRADA, normalizarChave, qrCodeDataUrl, recusaDePix, TIPOS_CHAVE, txidDe } from './pix.js';
import { PIX_MSG as M } from './pix.messages.js';
import { atualizarPixConfiguracao, inserirPixConfiguracao, lerPixConfiguracao, parcelaParaPix, travarPixConfiguracao } from './pix.repository.js';

const pixConfiguracaoSchema = Type.Object(
  {
    configurada: Type.Boolean({ description: 'false enquanto a clínica não cadastrou a chave' }),
    tipoChave: NullableEnum(TIPOS_CHAVE),
    chave: Nullable(Type.String()),
    nomeRecebedor: Nullable(Type.String()),
    cidade: Nullable(Type.String()),
    versao: Type.Integer({ description: '0 enquanto não cadastrada; enviada de volta ao salvar' }),
    usuarioAlteracao: Nullable(Type.String()),
    horarioAlteracao: Nullable(Type.String({ description: 'ISO 8601' })),
  },
  { $id: 'PixConfiguracao' },
);

const pixConfiguracaoBodySchema = Type.Object(
  {
    versao: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: 'versão lida (0: ainda não cadastrada); 409 se mudou desde então' })),
    chave: Type.Optional(Nullable(Type.String({ maxLength: 77, description: 'CPF, CNPJ, e-mail, celular (+55…) ou chave aleatória' }))),
    nomeRecebedor: Type.Optional(
      Nullable(Type.String({ maxLength: 25, description: 'como o banco do pagador mostra (até 25 caracteres, sem acentos no código)' })),
    ),
    cidade: Type.Optional(Nullable(Type.String({ maxLength: 15, description: 'a cidade da clínica (até 15 caracteres)' }))),
  },
  { additionalProperties: false },
);

const pixParcelaSchema = Type.Object(
  {
    detalheId: Type.Integer(),
    receitaId: Type.Integer(),
    parcela: Type.Integer({ description: '0: a entrada' }),
    entrada: Type.Boolean(),
    valor: Type.Integer({ description: 'em centavos' }),
    vencimento: Type.String({ format: 'date' }),
    txid: Type.String(),
    brCode: Type.String({ description: 'Pix copia e cola (BR Code estático, com CRC16)' }),
    qrCode: Type.String({ description: 'o QR do BR Code, imagem SVG em data URL' }),
    chave: Type.String(),
    nomeRecebedor: Type.String(),
    cidade: Type.String(),
  },
  { $id: 'PixParcela' },
);

const dia = (v: Date | string): string => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

const semConfiguracao = {
  configurada: false,
  tipoChave: null,
  chave: null,
  nomeRecebedor: null,
  cidade: null,
  versao: 0,
  usuarioAlteracao: null,
  horarioAlteracao: null,
} as const;

/** The clinic's Pix key (Configurações > Pagamentos) and the Pix charge of an instalment or an entry (issue 38). */
export function pixRoutes(app: TypedApp): void {
  const { db } = app.deps;
  const ler = async () => {
    const c = await lerPixConfiguracao(db);
    return c ? { configurada: true, ...c } : semConfiguracao;
  };

  app.get(
    '/gerenciar/financeiro/pix/configuracao',
    {
      config: { access: PARCELAMENTO_READ },
      schema: { tags: TAGS, summary: 'A chave Pix da clínica (configurada: false enquanto não cadastrada)', response: { 200: pixConfiguracaoSchema } },
    },
    ler,
  );

  app.post(
    '/gerenciar/financeiro/pix/configuracao',
    {
      config: { access: PARCELAMENTO_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Salvar a chave Pix da clínica, o nome do recebedor e a cidade (versao: a lida; 0 na primeira vez)',
        body: pixConfiguracaoBodySchema,
        response: { 200: pixConfiguracaoSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const erros: ErrorItem[] = [];
      const chave = normalizarChave(b.chave ?? '');
      if (!chave) erros.push(invalidField(M.chave, 'chave'));
      const nomeRecebedor = (b.nomeRecebedor ?? '').replace(/\s+/g, ' ').trim();
      const cidade = (b.cidade ?? '').replace(/\s+/g, ' ').trim();
      if (!nomeRecebedor) erros.push(invalidField(M.nomeRecebedor, 'nomeRecebedor'));
      if (!cidade) erros.push(invalidField(M.cidade, 'cidade'));
      if (erros.length > 0) throw new ApiErrorList(400, erros);
      const valores = {
        tipo_chave: chave!.tipo,
        chave: chave!.chave,
        nome_recebedor: nomeRecebedor,
        cidade,
        usuario_alteracao: request.auth?.user.nome ?? null,
      };
      await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const atual = await travarPixConfiguracao(trx);
        const versaoAtual = atual?.versao ?? 0;
        if (b.versao !== undefined && b.versao !== versaoAtual) throw registroDesatualizado(b.versao, versaoAtual);
        if (atual) await atualizarPixConfiguracao(trx, valores);
        else
          await inserirPixConfiguracao(trx, valores).catch((error: unknown) => {
            // someone else saved the first key at the same moment
            if ((error as { code?: string }).code === '23505') throw registroDesatualizado(0, 1);
            throw error;
          });
        await audit({
          acao: 'PIX_CONFIGURADO',
          entidade: 'pix_configuracao',
          entidadeId: 1,
          detalhes: { tipoChave: valores.tipo_chave, chave: valores.chave, nomeRecebedor, cidade },
        });
      });
      return ler();
    },
  );

  app.get(
    '/gerenciar/financeiro/pix/parcela/:id',
    {
      config: { access: FINANCEIRO_BUSCAR },
      schema: {
        tags: TAGS,
        summary: 'A cobrança Pix (copia e cola e QR) de uma parcela ou entrada pendente de uma conta a receber, pela chave da clínica',
        params: idParamsSchema,
        response: { 200: pixParcelaSchema },
      },
    },
    async (request) => {
      const parcela = await parcelaParaPix(db, Number(request.params.id));
      if (!parcela) throw notFound(M.parcelaNaoEncontrada);
      const recusa = recusaDePix(parcela);
      if (recusa) throw new ApiError(recusa.status, M[recusa.motivo]);
      const configuracao = await lerPixConfiguracao(db);
      if (!configuracao) throw conflict(M.naoCadastrada);
      const entrada = parcela.tipoLancamento === ENTRADA;
      const txid = txidDe(parcela);
      const codigo = brCode(configuracao, Number(parcela.valor), txid);
      return {
        detalheId: parcela.id,
        receitaId: parcela.receitaId,
        parcela: parcela.parcela,
        entrada,
        valor: Number(parcela.valor),
        vencimento: dia(parcela.vencimento),
        txid,
        brCode: codigo,
        qrCode: await qrCodeDataUrl(codigo),
        chave: configuracao.chave,
        nomeRecebedor: configuracao.nomeRecebedor,
        cidade: configuracao.cidade,
      };
    },
  );
}
