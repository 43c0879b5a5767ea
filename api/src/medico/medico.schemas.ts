import { Type, type Static, type TObject } from 'typebox';
import { IDIOMAS, perfilRef } from '../funcionario/funcionario.schemas.js';
import { Id, idParamsSchemaOf, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable, NullableEnum, optionalAll, StringEnum } from '../http/typebox.js';
import { DIAS_SEMANA } from '../time/clinic-time.js';

/** Schemas and types of the doctor's calls (docs/api-contract.md, "Doctors"). */
const optionalId = () => Nullable(Id());
const text = (maxLength: number) => Nullable(Type.String({ maxLength }));
/** plain text the user types: trimmed, no control characters (http/schemas.ts) */
const line = (maxLength: number) => Nullable(TextoLinha({ maxLength }));
const nullableString = (options: { description?: string } = {}) => Nullable(Type.String(options));
/** 'YYYY-MM-DD' ('' or null: none); the calendar is checked by the validation */
export const dateText = () => Nullable(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }));
/** 'HH:mm' or 'HH:mm:00' ('' or null: none) */
export const clockText = () => Nullable(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d(:00)?)?$' }));
export const diaSemana = () => NullableEnum([...DIAS_SEMANA, '']);
const auditFields = {
  usuarioCadastro: text(200),
  horarioCadastro: text(40),
  usuarioAlteracao: text(200),
  horarioAlteracao: text(40),
};

export const medicoIdParamsSchema = idParamsSchemaOf('medicoId');

// ── Medico ──────────────────────────────────────────────────────────────────────────────────
export const MEDICO_TEXT_FIELDS = [
  'registroProfissional',
  'rg',
  'telefone',
  'celular',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
  'pais',
] as const;
type MedicoTextField = (typeof MEDICO_TEXT_FIELDS)[number];
/** The same schema for each of the doctor's optional texts. */
const textFields = <S extends ReturnType<typeof text>>(schema: () => S) =>
  Object.fromEntries(MEDICO_TEXT_FIELDS.map((f) => [f, schema()])) as Record<MedicoTextField, S>;

const medicoProperties = {
  id: Type.Integer(),
  nome: Type.String(),
  email: Type.String(),
  cpf: Type.String(),
  ...textFields(() => nullableString()),
  nascimento: nullableString({ description: 'YYYY-MM-DD' }),
  foto: nullableString({ description: 'a foto do usuário: /gerenciar/usuario/foto/{id}, ou null' }),
  minutosParaOAlerta: nullableString({ description: "'1'…'59', ou null (lembrete desligado)" }),
  ativo: Type.Boolean({ description: 'inativo: não entra no sistema nem é agendado; agendamentos e histórico ficam' }),
  perfilId: Type.Object({ id: Type.Integer(), nome: Type.String() }, { description: 'o perfil do login (como o do funcionário)' }),
};
export const medicoSchema = Type.Object(medicoProperties, { $id: 'Medico' });
/** The doctor's record beyond the user's name, e-mail and CPF: optional text each; minutosParaOAlerta '1'…'59', or null: no reminder. */
export type Medico = Static<typeof medicoSchema>;
export type MedicoTexto = Pick<Medico, MedicoTextField>;

/** What PUT editar changes of the doctor's record (fields left out keep their stored values); the login's profile and situation apart. */
export type MedicoDados = Omit<Medico, 'id' | 'minutosParaOAlerta' | 'ativo' | 'perfilId'>;

const medicoInputFields = () =>
  optionalAll({
    nome: line(200),
    email: line(200),
    cpf: text(20),
    ...textFields(() => line(200)),
    nascimento: dateText(),
    foto: Nullable(Type.String({ maxLength: 200, description: 'o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto)' })),
    minutosParaOAlerta: Type.Union([Type.String({ maxLength: 2 }), Type.Integer(), Type.Null()], { description: 'ignorado aqui (cadastrarGatilhoLembrete)' }),
  });

export const medicoEditSchema = Type.Object(
  {
    id: Id(),
    ...medicoInputFields(),
    ...optionalAll({
      perfilId: perfilRef(),
      ativo: Nullable(Type.Boolean({ description: 'false: desativa (as sessões dele terminam na hora; agendamentos e histórico ficam)' })),
    }),
  },
  { additionalProperties: false },
);
/** The doctor's fields of a body (editar or cadastro). */
export type MedicoInput = Omit<Static<typeof medicoEditSchema>, 'id' | 'perfilId' | 'ativo'>;

/** POST cadastro: the doctor's fields, plus the login's profile, language and initial password (as an employee's). */
export const medicoCriarSchema = Type.Object(
  {
    ...optionalAll({ id: Type.Null({ description: 'sem id: cadastro (editar: PUT editar)' }) }),
    ...medicoInputFields(),
    ...optionalAll({
      perfilId: perfilRef(),
      idioma: NullableEnum(IDIOMAS),
      senha: Nullable(Type.String({ maxLength: 200, description: 'senha inicial (mínimo 8 caracteres, com letras e números)' })),
    }),
  },
  { additionalProperties: false },
);

export const lembreteSchema = Type.Object({ medicoId: Type.Integer(), horarioGatilho: nullableString() });
export type Lembrete = Static<typeof lembreteSchema>;
export const lembreteBodySchema = Type.Object(
  { medicoId: Id(), horarioGatilho: Type.Optional(Type.Union([Type.String({ maxLength: 3 }), Type.Integer(), Type.Null()])) },
  { additionalProperties: false },
);

// ── Disponibilidade ─────────────────────────────────────────────────────────────────────────
const disponibilidadeProperties = {
  id: Type.Integer(),
  medico: Type.Integer(),
  dia: NullableEnum(DIAS_SEMANA),
  horaInicio: Type.String(),
  horaFim: Type.String(),
  tipoCompromisso: Nullable(Type.Integer()),
  nomeCompromisso: nullableString({ description: 'nome do tipo de compromisso' }),
  periodo: Type.Boolean(),
  dataInicial: nullableString(),
  dataFinal: nullableString(),
};
export const disponibilidadeSchema = Type.Object(disponibilidadeProperties, { $id: 'Disponibilidade' });
export type Disponibilidade = Static<TObject<typeof disponibilidadeProperties>>;

export const disponibilidadeBodySchema = Type.Object(
  {
    medico: Id(),
    ...optionalAll({
      id: optionalId(),
      dia: diaSemana(),
      horaInicio: clockText(),
      horaFim: clockText(),
      tipoCompromisso: optionalId(),
      nomeCompromisso: line(200),
      periodo: Nullable(Type.Boolean()),
      dataInicial: dateText(),
      dataFinal: dateText(),
    }),
  },
  { additionalProperties: false },
);
export type DisponibilidadeInput = Static<typeof disponibilidadeBodySchema>;

// ── Bloqueio ────────────────────────────────────────────────────────────────────────────────
const bloqueioProperties = {
  id: Type.Integer(),
  medicoId: Type.Integer(),
  tipoCompromissoEnum: StringEnum(['AVULSO']),
  observacao: nullableString(),
  diaEspecifico: nullableString(),
  horaInicial: nullableString(),
  horaFinal: nullableString(),
  bloqueioRecorrente: Type.Boolean(),
  diaSemana: NullableEnum(DIAS_SEMANA),
  periodo: Type.Boolean(),
  dataInicial: nullableString(),
  dataFinal: nullableString(),
  usuarioCadastro: nullableString(),
  horarioCadastro: Type.String({ format: 'date-time' }),
  usuarioAlteracao: nullableString(),
  horarioAlteracao: Type.String({ format: 'date-time' }),
};
export const bloqueioSchema = Type.Object(bloqueioProperties, { $id: 'Bloqueio' });
export type Bloqueio = Static<typeof bloqueioSchema>;

export const bloqueioBodySchema = Type.Object(
  {
    medicoId: Id(),
    ...optionalAll({
      id: optionalId(),
      tipoCompromissoEnum: NullableEnum(['AVULSO']),
      observacao: Nullable(TextoLinhas({ maxLength: 500 })),
      diaEspecifico: dateText(),
      horaInicial: clockText(),
      horaFinal: clockText(),
      bloqueioRecorrente: Nullable(Type.Boolean()),
      diaSemana: diaSemana(),
      periodo: Nullable(Type.Boolean()),
      dataInicial: dateText(),
      dataFinal: dateText(),
      // sent back as read; the server keeps its own
      ...auditFields,
    }),
  },
  { additionalProperties: false },
);
export type BloqueioInput = Static<typeof bloqueioBodySchema>;

/** GET listarBloqueioMedico?medicoId&diaEspecifico=DD-MM-YYYY&diaSemana */
export const bloqueiosDoDiaQuerySchema = Type.Object(
  {
    medicoId: Type.String({ pattern: '^[0-9]{1,9}$' }),
    diaEspecifico: Type.Optional(Type.String({ pattern: '^(\\d{2}-\\d{2}-\\d{4}|\\d{4}-\\d{2}-\\d{2})$', description: 'DD-MM-YYYY (ou YYYY-MM-DD)' })),
    diaSemana: Type.Optional(StringEnum([...DIAS_SEMANA, ''], { description: 'sem diaEspecifico: os recorrentes deste dia da semana' })),
  },
  { additionalProperties: false },
);
