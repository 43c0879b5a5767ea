import { Type, type Static, type TObject } from 'typebox';
import { Id, TextoLinha, TextoLinhas } from '../http/schemas.js';
import { Nullable, NullableEnum, optionalAll } from '../http/typebox.js';

/** Patient as the api sends and receives it (spec 02 §3, field names as the front end uses them). */

export const SEXOS = ['MASCULINO', 'FEMININO'] as const;
export type Sexo = (typeof SEXOS)[number];

// plain text: trimmed, no control characters (http/schemas.ts); notes keep their line breaks
const text = (maxLength: number) => Nullable(TextoLinha({ maxLength }));
const textLines = (maxLength: number) => Nullable(TextoLinhas({ maxLength }));
const nullableString = () => Nullable(Type.String());

const responsavelProperties = {
  nome: text(200),
  email: text(200),
  telefone: text(40),
  cpf: text(20),
  cep: text(20),
  logradouro: text(200),
  numero: text(20),
  complemento: text(200),
  bairro: text(100),
  cidade: text(100),
  estado: text(50),
  pais: text(100),
};

/** The payer as stored: every field present (null when empty). */
export type ResponsavelPagamento = Static<TObject<typeof responsavelProperties>>;

/** On the wire each field may be left out. */
export const responsavelPagamentoSchema = Nullable(Type.Object(optionalAll(responsavelProperties), { additionalProperties: false }));
/** As answered: every field (the api stores the payer complete, see normalizePayer). */
const responsavelPagamentoAnswerSchema = Nullable(Type.Object(responsavelProperties, { additionalProperties: false }));

/** The editable fields (what the 'Dados pessoais' form sends). */
const dadosProperties = {
  nome: text(200),
  nascimento: Nullable(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' })),
  cpf: text(20),
  rg: text(30),
  nomeMae: text(200),
  profissao: text(100),
  planoSaude: Nullable(Type.Integer({ minimum: 0, maximum: 9, description: '1 = Sim, outro valor = Não' })),
  planoSaudeId: Nullable(Id()),
  pulseiraId: Nullable(Id()),
  pulseiraVermelha: Type.Boolean(),
  email: text(200),
  ddi: text(8),
  telefone: text(40),
  celular: text(40),
  whatsApp: text(40),
  ehWhatsapp: Type.Boolean(),
  sexo: NullableEnum(SEXOS),
  estrangeiro: Type.Boolean(),
  isResponsavelPeloPagamento: Type.Boolean(),
  responsavelPagamento: responsavelPagamentoSchema,
  cep: text(20),
  logradouro: text(200),
  numero: text(20),
  complemento: text(200),
  bairro: text(100),
  cidade: text(100),
  estado: text(50),
  pais: text(100),
  nomeContatoEmergencia: text(200),
  telefoneContatoEmergencia: text(40),
  grauParentescoContatoEmergencia: text(100),
  pesquisaAtracao: Nullable(Id()),
  redeSocial: textLines(2000),
  observacoes: textLines(5000),
  altura: Nullable(Type.Number({ minimum: 0, maximum: 3 })),
  peso: Nullable(Type.Number({ minimum: 0, maximum: 1000 })),
  // which addresses are accepted is a rule of the form (paciente.validation.ts), with its own message
  foto: Nullable(Type.String({ maxLength: 500, description: 'o caminho devolvido pelo envio da foto (/gerenciar/paciente/foto/{uuid}), ou null' })),
};

/** The editable fields once normalised: all present, the payer complete (paciente.validation.ts). */
export type PacienteDados = Omit<Static<TObject<typeof dadosProperties>>, 'responsavelPagamento'> & { responsavelPagamento: ResponsavelPagamento | null };

/** nomeAutor last: the answer's key order from when it was not declared required. */
const auditoriaProperties = {
  id: Type.Integer(),
  autor: Nullable(Type.Integer({ description: 'id do usuário' })),
  descricao: Type.String({ description: "alterações separadas por ';', campos em <<>>, ids em [[ ]]" }),
  dataAcao: Type.String({ format: 'date-time' }),
  nomeAutor: Nullable(Type.String({ description: 'nome do usuário (null quando não listado)' })),
};
const auditoriaSchema = Type.Object(auditoriaProperties, { additionalProperties: false });
export type PacienteAuditoria = Static<typeof auditoriaSchema>;
/** A history entry echoed back may leave out nomeAutor. */
const auditoriaEcoSchema = Type.Object({ ...auditoriaProperties, nomeAutor: Type.Optional(auditoriaProperties.nomeAutor) }, { additionalProperties: false });

/** Read-only fields a client may echo back from listar/{id}; the server ignores them. */
const echoedProperties = optionalAll({
  ativo: Type.Boolean(),
  usuarioCadastro: nullableString(),
  horarioCadastro: nullableString(),
  usuarioAlteracao: nullableString(),
  horarioAlteracao: nullableString(),
  auditorias: Nullable(Type.Array(auditoriaEcoSchema, { maxItems: 10000 })),
});

export const pacienteCreateSchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado (sempre cria)' }))),
    versao: Type.Optional(Nullable(Type.Integer({ description: 'ignorado' }))),
    ...optionalAll(dadosProperties),
    ...echoedProperties,
  },
  { additionalProperties: false },
);

export const pacienteUpdateSchema = Type.Object(
  {
    id: Id(),
    versao: Id({ description: 'versão lida (controle de concorrência otimista)' }),
    ...optionalAll(dadosProperties),
    ...echoedProperties,
  },
  { additionalProperties: false },
);

/** What a client sends: any subset of the fields (missing → defaults on creation). */
export type PacienteInput = Static<typeof pacienteCreateSchema> | Static<typeof pacienteUpdateSchema>;

/**
 * Every field is sent. fast-json-stringify writes the keys in this order: id, nome, ativo, versao and
 * auditorias lead, as they did when only they were declared required.
 */
const { nome: _nome, ...outrosDados } = dadosProperties;
const pacienteProperties = {
  id: Type.Integer(),
  // stored NOT NULL (a save without it is refused)
  nome: Type.String(),
  ativo: Type.Boolean(),
  versao: Type.Integer(),
  auditorias: Type.Array(auditoriaSchema),
  ...outrosDados,
  responsavelPagamento: responsavelPagamentoAnswerSchema,
  usuarioCadastro: nullableString(),
  horarioCadastro: Type.String({ format: 'date-time' }),
  usuarioAlteracao: nullableString(),
  horarioAlteracao: Type.String({ format: 'date-time' }),
};
export const pacienteSchema = Type.Object(pacienteProperties, { $id: 'Paciente' });
export type Paciente = Static<typeof pacienteSchema>;

/** Every field is sent; id, nome and ativo lead the keys, as when only they were declared required. */
const pacienteResumoProperties = {
  id: Type.Integer(),
  nome: Type.String(),
  ativo: Type.Boolean(),
  cpf: nullableString(),
  nascimento: nullableString(),
  email: nullableString(),
  ddi: Type.String(),
  celular: nullableString(),
  telefone: nullableString(),
  cidade: nullableString(),
  estado: nullableString(),
  estrangeiro: Type.Boolean(),
  pulseiraId: Nullable(Type.Integer()),
};
export const pacienteResumoSchema = Type.Object(pacienteResumoProperties, { $id: 'PacienteResumo' });
export type PacienteResumo = Static<typeof pacienteResumoSchema>;

export const pacienteFiltroSchema = Type.Object(
  {
    nome: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'parte do nome (sem distinguir acentos nem maiúsculas)' }))),
    cpf: Type.Optional(Nullable(Type.String({ maxLength: 20, description: 'dígitos do CPF (11: exato; menos: prefixo)' }))),
    ativo: Type.Optional(Nullable(Type.Boolean())),
  },
  { additionalProperties: false },
);
export type PacienteFiltro = Static<typeof pacienteFiltroSchema>;

export const paginaPacientesSchema = Type.Object({
  content: Type.Array(pacienteResumoSchema),
  totalElements: Type.Integer({ description: 'exato; com totalEstimado, um mínimo: mais de 1.000 pacientes atendem ao filtro' }),
  totalEstimado: Type.Boolean({ description: 'totalElements é um mínimo (a contagem para em 1.001)' }),
  page: Type.Integer(),
  size: Type.Integer(),
});
