import { Type, type Static } from 'typebox';
import type { StatusAgendamento } from '../db/types.js';
import { paginaQuerySchema } from '../http/pagination.js';
import { Id, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable, NullableEnum, optionalAll, StringEnum } from '../http/typebox.js';

/** Schemas and types of the appointment calls (docs/api-contract.md, "Appointments"). */
export const STATUS_AGENDAMENTO = ['PENDENTE', 'CONFIRMADO', 'EM_ATENDIMENTO', 'FINALIZADO', 'CANCELADO'] as const satisfies readonly StatusAgendamento[];
const TIPOS_AGENDAMENTO = ['NOVO', 'RETORNO'] as const;

const MAX_ID = 2147483647;
const optionalId = () => Nullable(Id());
const text = (maxLength: number) => Nullable(Type.String({ maxLength }));
const nullableString = (options: { description?: string } = {}) => Nullable(Type.String(options));
const dateTime = () => Nullable(Type.String({ format: 'date-time' }));
/** a day or a date-time as text; read by the rules (time/clinic-time.ts) */
const dateTimeText = () => Nullable(Type.String({ maxLength: 40 }));
const status = () => StringEnum(STATUS_AGENDAMENTO);
/**
 * The status in answers: one schema, named in the OpenAPI document (the front ends read one type).
 * Requests keep their own copies: ajv refuses one `$id` inside a body in two different shapes.
 */
const statusSchema = StringEnum(STATUS_AGENDAMENTO, { $id: 'StatusAgendamento' });

const infoPacienteSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String(),
    celular: nullableString(),
    telefone: nullableString(),
    email: nullableString(),
    ddi: Type.String({ description: "código de discagem do país do celular ('55': Brasil); o de outro país é mostrado como +ddi e sem máscara" }),
  },
  { $id: 'InfoPaciente' },
);
export type InfoPaciente = Static<typeof infoPacienteSchema>;

const agendamentoProperties = {
  id: Type.Integer(),
  pacienteId: Type.Integer(),
  infoPaciente: infoPacienteSchema,
  procedimentoId: Type.Integer(),
  nomeProcedimento: Type.String(),
  medicoId: Type.Integer(),
  nomeMedico: Type.String(),
  tipoCompromissoId: Nullable(Type.Integer()),
  nomeCompromisso: nullableString(),
  cor: nullableString({ description: 'cor do tipo de compromisso' }),
  salaId: Nullable(Type.Integer()),
  nomeSala: nullableString(),
  etapaId: Nullable(Type.Integer()),
  nomeEtapa: nullableString(),
  tipoAgendamento: StringEnum(TIPOS_AGENDAMENTO),
  ecirurgia: Type.Boolean({ description: "agendado como exceção (o switch 'Exceção')" }),
  statusAgendamento: statusSchema,
  dataAgendamento: Type.String({ format: 'date-time' }),
  horaFinal: Type.String({ format: 'date-time' }),
  observacao: nullableString(),
  motivoCancelamento: nullableString(),
  chegadaDoPaciente: dateTime(),
  inicioConsulta: dateTime(),
  fimConsulta: dateTime(),
  versao: Type.Integer(),
  usuarioCadastro: nullableString(),
  horarioCadastro: Type.String({ format: 'date-time' }),
  usuarioAlteracao: nullableString(),
  horarioAlteracao: Type.String({ format: 'date-time' }),
};
export const agendamentoSchema = Type.Object(agendamentoProperties, { $id: 'Agendamento' });
export type Agendamento = Static<typeof agendamentoSchema>;
export const agendamentoComLinkSchema = Type.Object({
  ...agendamentoProperties,
  linkConfirmacao: Type.String({ description: 'link público de confirmação para o paciente' }),
});

/** The booking dialog's model (spec 02 §3 Booking); answers' read-only fields are accepted and ignored. */
const bookingProperties = optionalAll({
  id: optionalId(),
  versao: Nullable(Type.Integer({ minimum: 0, maximum: MAX_ID })),
  procedimentoId: optionalId(),
  medicoId: optionalId(),
  tipoCompromissoId: optionalId(),
  tipoAgendamento: NullableEnum(TIPOS_AGENDAMENTO),
  ecirurgia: Nullable(Type.Boolean()),
  salaId: optionalId(),
  etapaId: optionalId(),
  dataAgendamento: dateTimeText(),
  horaFinal: dateTimeText(),
  pacienteId: optionalId(),
  observacao: Nullable(TextoLinhas({ maxLength: 2000 })),
  infoPaciente: Nullable(
    Type.Object(
      optionalAll({
        id: optionalId(),
        nome: Nullable(TextoLinha({ maxLength: 200 })),
        celular: text(30),
        telefone: text(30),
        email: Nullable(TextoLinha({ maxLength: 200 })),
        ddi: Nullable(Type.String({ maxLength: 8 })),
      }),
      { additionalProperties: false },
    ),
  ),
  // read-only in the dialog's model: the state changes through its own calls
  statusAgendamento: NullableEnum(STATUS_AGENDAMENTO),
});
export const criarBodySchema = Type.Object(bookingProperties, { additionalProperties: false });
export const atualizarBodySchema = Type.Object(
  { ...bookingProperties, id: Id(), versao: Type.Integer({ minimum: 0, maximum: MAX_ID }) },
  { additionalProperties: false },
);
export type AgendamentoInput = Static<typeof criarBodySchema> | Static<typeof atualizarBodySchema>;

export const calendarioBodySchema = Type.Object(
  {
    inicio: Type.String({ maxLength: 40, description: 'YYYY-MM-DD (meia-noite na clínica) ou data-hora ISO' }),
    fim: Type.String({ maxLength: 40, description: 'exclusivo; no máximo 62 dias depois do início' }),
    medicoId: Type.Optional(optionalId()),
    salaId: Type.Optional(optionalId()),
    status: Type.Optional(Nullable(Type.Array(status(), { maxItems: 5, uniqueItems: true }))),
  },
  { additionalProperties: false },
);
export type CalendarioFiltro = Static<typeof calendarioBodySchema>;

const day = () => Nullable(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }));
export const pesquisaBodySchema = Type.Object(
  optionalAll({
    nomePaciente: text(200),
    medicoId: optionalId(),
    salaId: optionalId(),
    status: Type.Union([Type.Null(), status(), Type.Array(status(), { maxItems: 5, uniqueItems: true })]),
    dataInicio: day(),
    dataFim: day(),
  }),
  { additionalProperties: false },
);
export type PesquisaFiltro = Static<typeof pesquisaBodySchema>;
/** `?page&size&sort`: newest first unless asked otherwise (the agenda asks for a patient's next appointment oldest first). */
export const pesquisaQuerySchema = Type.Object(
  {
    ...paginaQuerySchema.properties,
    sort: Type.Optional(StringEnum(['dataAgendamento,desc', 'dataAgendamento,asc'], { description: 'ordem pela data (padrão: mais recentes primeiro)' })),
  },
  { additionalProperties: false },
);
export const paginaAgendamentosSchema = Type.Object({
  content: Type.Array(agendamentoSchema),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
  number: Type.Integer({ description: 'a página (a partir de 0)' }),
  size: Type.Integer(),
});

export const horarioOcupadoBodySchema = Type.Object(
  {
    medico: Id(),
    inicio: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'o dia (YYYY-MM-DD)' }),
    procedimento: Type.Optional(optionalId()),
    ignorarId: Type.Optional(optionalId()),
  },
  { additionalProperties: false },
);
export const horarioOcupadoSchema = Type.Object({
  id: Type.Integer(),
  horaInicial: Type.String({ description: 'HH:mm' }),
  horaFinal: Type.String({ description: "HH:mm ('24:00': meia-noite)" }),
});

/** ?agendamentoId: the numeric id (staff) or the confirmation code (the patient's link). */
const CODIGO_CONFIRMACAO = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** The staff's numeric id or the patient's confirmation code (uuid). */
export const confirmacaoQuerySchema = Type.Object(
  { agendamentoId: Type.String({ pattern: `^([0-9]{1,9}|${CODIGO_CONFIRMACAO})$` }) },
  { additionalProperties: false },
);
/** The patient's confirmation code only. */
export const codigoConfirmacaoQuerySchema = Type.Object(
  { agendamentoId: Type.String({ pattern: `^${CODIGO_CONFIRMACAO}$` }) },
  { additionalProperties: false },
);
export const confirmacaoSchema = Type.Object({
  id: Type.Integer(),
  statusAgendamento: statusSchema,
  dataAgendamento: Type.String({ format: 'date-time' }),
  horaFinal: Type.String({ format: 'date-time' }),
  nomePaciente: Type.String({ description: 'só o primeiro nome no link público' }),
  nomeProcedimento: Type.String(),
  nomeMedico: Type.String(),
});

export const agendamentoIdQuerySchema = Type.Object({ agendamentoId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, { additionalProperties: false });
export const cancelarBodySchema = Type.Object(
  { motivoCancelamento: Type.Optional(Nullable(TextoLinhas({ maxLength: 1000 }))) },
  { additionalProperties: false },
);

export const chegadaQuerySchema = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,9}$' }), chegou: StringEnum(['true', 'false']) },
  { additionalProperties: false },
);
/** The appointment as the screen holds it; only its presence matters (the id is in the query). */
export const chegadaBodySchema = Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], maxProperties: 60 });
