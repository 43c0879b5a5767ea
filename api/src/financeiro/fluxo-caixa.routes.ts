import { Type, type Static } from 'typebox';
import { ApiErrorList, invalidField } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { addDays, clinicDay, DIAS_SEMANA, weekdayOf } from '../time/clinic-time.js';
import { FINANCEIRO_READ, TAGS } from './financeiro.schemas.js';
import { somasDoFluxo, type SomaDaSemana } from './fluxo-caixa.repository.js';

export const SEMANAS_PADRAO = 12;
export const SEMANAS_MAX = 26;
export const FLUXO_MSG = { semanas: `Informe de 1 a ${SEMANAS_MAX} semanas.` } as const;

const Centavos = (description: string) => Type.Integer({ description: `${description}, em centavos` });
const dia = (description: string) => Type.String({ format: 'date', description });

export const fluxoCaixaQuerySchema = Type.Object(
  {
    semanas: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,3}$', description: `quantas semanas a partir desta (1 a ${SEMANAS_MAX}, padrão ${SEMANAS_PADRAO})` }),
    ),
  },
  { additionalProperties: false },
);

export const fluxoCaixaSchema = Type.Object(
  {
    hoje: dia('hoje na clínica (America/Sao_Paulo)'),
    semanas: Type.Array(
      Type.Object({
        inicio: dia('segunda-feira da semana'),
        fim: dia('domingo da semana'),
        entradas: Centavos('contas a receber pendentes com vencimento na semana (a partir de hoje)'),
        saidas: Centavos('contas a pagar pendentes com vencimento na semana (a partir de hoje)'),
        saldo: Centavos('entradas − saídas da semana (pode ser negativo)'),
        saldoAcumulado: Centavos('soma dos saldos até esta semana, sem os vencidos'),
      }),
    ),
    vencido: Type.Object(
      {
        entradas: Centavos('contas a receber pendentes vencidas (antes de hoje)'),
        saidas: Centavos('contas a pagar pendentes vencidas (antes de hoje)'),
      },
      { description: 'o que venceu antes de hoje e segue pendente: à parte, fora das semanas' },
    ),
  },
  { $id: 'FluxoCaixa' },
);
export type FluxoCaixa = Static<typeof fluxoCaixaSchema>;

/** Monday of the week holding `dia` (weeks start on Monday). */
export const segundaDaSemana = (dia: string): string => addDays(dia, -((DIAS_SEMANA.indexOf(weekdayOf(dia)) + 6) % 7));

/** The weeks from this one, from the database's sums by kind and week. */
export function montarFluxo(hoje: string, quantas: number, somas: SomaDaSemana[]): FluxoCaixa {
  const inicio = segundaDaSemana(hoje);
  const valor = (tipo: SomaDaSemana['tipo'], semana: number) =>
    somas.filter((s) => s.tipo === tipo && s.semana === semana).reduce((total, s) => total + s.valor, 0);
  let acumulado = 0;
  const semanas = Array.from({ length: quantas }, (_, n) => {
    const entradas = valor('RECEITA', n);
    const saidas = valor('DESPESA', n);
    acumulado += entradas - saidas;
    return { inicio: addDays(inicio, 7 * n), fim: addDays(inicio, 7 * n + 6), entradas, saidas, saldo: entradas - saidas, saldoAcumulado: acumulado };
  });
  return { hoje, semanas, vencido: { entradas: valor('RECEITA', -1), saidas: valor('DESPESA', -1) } };
}

/** Fluxo de caixa of Contas a receber / a pagar: the coming weeks' pending money in and out, and what is overdue apart. */
export function fluxoCaixaRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/financeiro/fluxoCaixa',
    {
      config: { access: FINANCEIRO_READ },
      schema: {
        tags: TAGS,
        summary:
          'Fluxo de caixa das próximas semanas (segunda a domingo, America/Sao_Paulo): por semana, as contas a receber (entradas) e a pagar (saídas) pendentes pelo vencimento e o saldo; o vencido antes de hoje à parte. Pagas e canceladas ficam fora',
        querystring: fluxoCaixaQuerySchema,
        response: { 200: fluxoCaixaSchema },
      },
    },
    async (request) => {
      const quantas = request.query.semanas === undefined ? SEMANAS_PADRAO : Number(request.query.semanas);
      if (!(quantas >= 1 && quantas <= SEMANAS_MAX)) throw new ApiErrorList(400, [invalidField(FLUXO_MSG.semanas, 'semanas')]);
      const hoje = clinicDay(new Date());
      const inicio = segundaDaSemana(hoje);
      return montarFluxo(hoje, quantas, await somasDoFluxo(app.deps.db, hoje, inicio, addDays(inicio, 7 * quantas)));
    },
  );
}
