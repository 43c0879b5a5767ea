import { Type } from 'typebox';
import { ApiErrorList, invalidField, type ErrorItem } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { Nullable, NullableEnum, StringEnum } from '../http/typebox.js';
import { clinicDay } from '../time/clinic-time.js';
import { lerParcelamentos } from './financeiro-parcelamento.repository.js';
import { FORMAS_PAGAMENTO, TAGS } from './financeiro.schemas.js';
import { simular, type Forma, type Termo } from './taxas.js';
import { TAXAS_MSG as M } from './taxas.messages.js';

/** Who sees what the clinic keeps of a proposal: where quotes are made or opened, finance, the settings. */
export const TAXAS_SIMULAR = 'ORCAMENTO || CRIAR_ORCAMENTOS || EDITAR_VISUALIZAR_ORCAMENTOS || ROLE_FINANCEIRO || ROLE_CONFIGURACOES';

const Centavos = (description: string) => Type.Integer({ minimum: -100_000_000_000, maximum: 100_000_000_000, description: `${description}, em centavos` });

const simularBodySchema = Type.Object(
  {
    formaPagamento: Type.Optional(NullableEnum(FORMAS_PAGAMENTO)),
    quantidadeParcelas: Type.Optional(Nullable(Type.Integer({ minimum: -1000, maximum: 1000, description: 'só no CREDITO (1 a 24); nas outras formas, 1' }))),
    entrada: Type.Optional(
      Nullable(
        Type.Object(
          {
            formaPagamentoEntrada: Type.Optional(NullableEnum(FORMAS_PAGAMENTO, { description: 'DEBITO, DINHEIRO ou PIX (nunca CREDITO)' })),
            valorEntrada: Type.Optional(Nullable(Centavos('valor da entrada'))),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    valorTotal: Type.Optional(Nullable(Centavos('valor líquido do orçamento'))),
    dataInicio: Type.Optional(Nullable(Type.String({ format: 'date', description: 'o dia da proposta (padrão: hoje, no fuso da clínica)' }))),
  },
  { additionalProperties: false },
);

const linhaSchema = Type.Object({
  parcela: Type.Integer({ description: '0: a entrada; 1…n: as parcelas' }),
  entrada: Type.Boolean(),
  formaPagamento: StringEnum(FORMAS_PAGAMENTO),
  valorPaciente: Type.Integer({ description: 'o que o paciente paga, em centavos' }),
  vencimento: Type.String({ format: 'date' }),
  taxaPercentual: Type.Number({ description: 'taxa da operadora, %' }),
  valorTaxa: Type.Integer({ description: 'a taxa, em centavos (arredondada ao centavo, metade para cima)' }),
  valorLiquido: Type.Integer({ description: 'o que a clínica recebe, em centavos: valorPaciente − valorTaxa' }),
  recebimento: Type.String({ format: 'date', description: 'o dia em que o dinheiro entra: vencimento + dias de recebimento' }),
  termoCadastrado: Type.Boolean({ description: 'false: sem condição cadastrada para a forma e a quantidade (taxa 0, no mesmo dia)' }),
});

export const simulacaoSchema = Type.Object(
  {
    parcelas: Type.Array(linhaSchema),
    totalPaciente: Type.Integer(),
    totalTaxas: Type.Integer(),
    totalLiquido: Type.Integer(),
    ultimoRecebimento: Type.String({ format: 'date' }),
  },
  { $id: 'SimulacaoTaxas' },
);

/**
 * What the clinic keeps of a payment proposal (issue 38): per instalment, the patient's amount and due
 * day, the card fee, the clinic's net and the day it arrives (the terms of cadastroParcelamento).
 */
export function taxasRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/financeiro/taxas/simular',
    {
      config: { access: TAXAS_SIMULAR },
      schema: {
        tags: TAGS,
        summary:
          'Para uma proposta (forma, parcelas, entrada, total em centavos): por parcela, o valor e o vencimento do paciente, a taxa, o líquido da clínica e o dia em que entra',
        body: simularBodySchema,
        response: { 200: simulacaoSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const erros: ErrorItem[] = [];
      const quantidade = b.quantidadeParcelas ?? 1;
      const total = b.valorTotal ?? 0;
      const entrada = b.entrada?.valorEntrada ? { formaPagamento: b.entrada.formaPagamentoEntrada, valor: b.entrada.valorEntrada } : undefined;
      if (!b.formaPagamento) erros.push(invalidField(M.formaPagamento, 'formaPagamento'));
      if (total < 1) erros.push(invalidField(M.valorTotal, 'valorTotal'));
      if (quantidade < 1 || quantidade > 24) erros.push(invalidField(M.parcelas, 'quantidadeParcelas'));
      else if (b.formaPagamento && b.formaPagamento !== 'CREDITO' && quantidade !== 1) erros.push(invalidField(M.parcelasSoNoCredito, 'quantidadeParcelas'));
      if (entrada) {
        if (!entrada.formaPagamento) erros.push(invalidField(M.formaPagamento, 'entrada.formaPagamentoEntrada'));
        else if (entrada.formaPagamento === 'CREDITO') erros.push(invalidField(M.entradaCredito, 'entrada.formaPagamentoEntrada'));
        if (entrada.valor < 0) erros.push(invalidField(M.valorTotal, 'entrada.valorEntrada'));
        else if (total >= 1 && entrada.valor > total) erros.push(invalidField(M.entradaMaior, 'entrada.valorEntrada'));
      }
      if (erros.length > 0) throw new ApiErrorList(400, erros);
      const termos = new Map<string, Termo>(
        (await lerParcelamentos(app.deps.db)).map((p) => [
          `${p.formaPagamento}:${p.quantidadeParcelas}`,
          { taxaPercentual: p.taxaPercentual, diasRecebimento: p.diasRecebimento },
        ]),
      );
      return simular(
        {
          formaPagamento: b.formaPagamento!,
          quantidadeParcelas: quantidade,
          entrada: entrada ? { formaPagamento: entrada.formaPagamento!, valor: entrada.valor } : null,
          valorTotal: total,
          inicio: b.dataInicio ?? clinicDay(new Date()),
        },
        (forma: Forma, n: number) => termos.get(`${forma}:${n}`),
      );
    },
  );
}
