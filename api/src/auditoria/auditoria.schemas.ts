import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../http/pagination.js';
import { Nullable, StringEnum } from '../http/typebox.js';
import { AREAS } from './auditoria-descricoes.js';
import { TIPOS_VALOR } from './auditoria-alteracoes.js';

/**
 * The Auditorias screen's filters: all text, checked by auditoria-filtro.ts so that a bad value is
 * answered with a sentence naming it rather than the schema's generic message.
 */
const filtroProperties = {
  inicio: Type.Optional(Type.String({ maxLength: 40, description: 'primeiro dia, aaaa-mm-dd (dia inteiro em America/Sao_Paulo)' })),
  fim: Type.Optional(Type.String({ maxLength: 40, description: 'último dia, aaaa-mm-dd (inclusive, dia inteiro em America/Sao_Paulo)' })),
  usuarioId: Type.Optional(Type.String({ maxLength: 40, description: 'id do usuário: o que agiu ou o administrador por trás de um "Entrar como"' })),
  area: Type.Optional(Type.String({ maxLength: 40, description: `uma de: ${AREAS.join(', ')}` })),
  acao: Type.Optional(Type.String({ maxLength: 60, description: 'código da ação (GET /auditoria/filtros lista as conhecidas)' })),
  pacienteId: Type.Optional(Type.String({ maxLength: 40, description: 'id do paciente a que as linhas se referem' })),
  ocultarLogins: Type.Optional(
    Type.String({
      maxLength: 10,
      description: "'true': deixa de fora as entradas e saídas do sistema (LOGIN, LOGOUT), salvo quando 'acao' pede uma delas; ausente ou 'false': todas",
    }),
  ),
};

export const auditoriaCsvQuerySchema = Type.Object(filtroProperties, { additionalProperties: false });

export const auditoriaQuerySchema = Type.Object(
  {
    ...filtroProperties,
    page: Type.Optional(Type.String({ maxLength: 40, description: 'página, a partir de 0 (padrão 0)' })),
    size: Type.Optional(Type.String({ maxLength: 40, description: `itens por página, 1 a ${MAX_PAGE_SIZE} (padrão ${DEFAULT_PAGE_SIZE})` })),
  },
  { additionalProperties: false },
);
export type AuditoriaQuery = Static<typeof auditoriaQuerySchema>;

const pessoa = (description: string) =>
  Nullable(
    Type.Object(
      {
        id: Nullable(Type.Integer({ description: 'null: escrito pelo sistema (carga inicial)' })),
        nome: Type.String({ description: 'o nome na hora da ação' }),
      },
      { description },
    ),
  );

const alteracaoSchema = Type.Object({
  campo: Type.String({ description: "nome técnico ('nascimento', 'responsavelPagamento.cpf')" }),
  rotulo: Type.String({ description: "o campo em português ('Data de nascimento')" }),
  antes: Nullable(Type.String({ description: 'valor anterior como texto (null: vazio)' })),
  depois: Nullable(Type.String({ description: 'valor novo como texto (null: vazio)' })),
  oculto: Type.Boolean({ description: 'o campo mudou, mas a trilha não guarda os valores (texto livre como observações)' }),
  bruto: Type.Optional(
    Type.Object(
      {
        tipo: StringEnum(TIPOS_VALOR),
        antes: Type.Union([Type.Boolean(), Type.Number(), Type.String(), Type.Null()]),
        depois: Type.Union([Type.Boolean(), Type.Number(), Type.String(), Type.Null()]),
      },
      {
        description:
          "os valores como guardados, quando os dois são de um tipo que cada idioma escreve a seu modo (sim/não, número, dia 'aaaa-mm-dd', momento ISO): a tela os escreve no idioma em uso; ausente para texto, códigos e listas",
      },
    ),
  ),
});

export const auditoriaLinhaSchema = Type.Object(
  {
    id: Type.Integer(),
    criadoEm: Type.String({ format: 'date-time' }),
    usuario: pessoa('quem agiu; null: ninguém identificado (login recusado)'),
    impersonador: pessoa('o administrador por trás de um "Entrar como"; null fora dele'),
    acao: Type.String({ description: 'código da ação' }),
    acaoDescricao: Type.String({ description: 'a ação em português' }),
    alvo: Nullable(
      Type.String({
        description:
          "o que a ação afetou, pelo nome: o funcionário, médico ou usuário (em 'Entrar como', o usuário assumido), o perfil, o item do catálogo, o documento; null: só a ação e o paciente",
      }),
    ),
    area: StringEnum(AREAS, { description: 'área do portal' }),
    entidade: Nullable(Type.String()),
    entidadeId: Nullable(Type.String()),
    paciente: Nullable(Type.Object({ id: Type.Integer(), nome: Type.String() }, { description: 'o paciente a que a linha se refere' })),
    ip: Nullable(Type.String()),
    alteracoes: Type.Array(alteracaoSchema),
  },
  { $id: 'AuditoriaLinha' },
);
export type AuditoriaLinha = Static<typeof auditoriaLinhaSchema>;

export const paginaAuditoriaSchema = Type.Object({
  content: Type.Array(auditoriaLinhaSchema),
  totalElements: Type.Integer(),
});

export const auditoriaFiltrosSchema = Type.Object({
  usuarios: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String() }), { description: 'usuários que aparecem na trilha, por nome' }),
  areas: Type.Array(StringEnum(AREAS)),
  acoes: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() }), { description: 'por descrição' }),
});

export const relatorioPacienteSchema = Type.Object({
  paciente: Type.Object({ id: Type.Integer(), nome: Type.String(), cpf: Nullable(Type.String()) }),
  eventos: Type.Array(auditoriaLinhaSchema, { description: 'mais recentes primeiro' }),
  truncado: Type.Boolean({ description: 'há mais eventos que os listados (o CSV traz até 50.000)' }),
});

export const pacientesDaTrilhaQuerySchema = Type.Object(
  { busca: Type.String({ maxLength: 200, description: 'parte do nome (sem distinguir acentos) ou início do CPF; menos de 2 caracteres: nada' }) },
  { additionalProperties: false },
);

export const pacientesDaTrilhaSchema = Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), cpf: Nullable(Type.String()) }), {
  description: 'até 20, por nome',
});
