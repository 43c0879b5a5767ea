/** Patient as the api sends and receives it (spec 02 §3, field names as the front end uses them). */

export const SEXOS = ['MASCULINO', 'FEMININO'] as const;
export type Sexo = (typeof SEXOS)[number];

export interface ResponsavelPagamento {
  nome: string | null;
  email: string | null;
  telefone: string | null;
  cpf: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
}

export interface PacienteAuditoria {
  id: number;
  autor: number | null;
  nomeAutor?: string | null;
  descricao: string;
  dataAcao: string;
}

/** The editable fields (what the 'Dados pessoais' form sends). */
export interface PacienteDados {
  nome: string | null;
  /** YYYY-MM-DD */
  nascimento: string | null;
  cpf: string | null;
  rg: string | null;
  nomeMae: string | null;
  profissao: string | null;
  /** 1 = Sim, anything else Não */
  planoSaude: number | null;
  planoSaudeId: number | null;
  pulseiraId: number | null;
  pulseiraVermelha: boolean;
  email: string | null;
  ddi: string | null;
  telefone: string | null;
  celular: string | null;
  whatsApp: string | null;
  ehWhatsapp: boolean;
  sexo: Sexo | null;
  estrangeiro: boolean;
  isResponsavelPeloPagamento: boolean;
  responsavelPagamento: ResponsavelPagamento | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
  nomeContatoEmergencia: string | null;
  telefoneContatoEmergencia: string | null;
  grauParentescoContatoEmergencia: string | null;
  /** id of the 'how did you hear about us' option */
  pesquisaAtracao: number | null;
  redeSocial: string | null;
  observacoes: string | null;
  altura: number | null;
  peso: number | null;
  /** URL/path of the photo (upload comes later) */
  foto: string | null;
}

export interface Paciente extends PacienteDados {
  id: number;
  ativo: boolean;
  versao: number;
  usuarioCadastro: string | null;
  horarioCadastro: string;
  usuarioAlteracao: string | null;
  horarioAlteracao: string;
  auditorias: PacienteAuditoria[];
}

/** What a client sends: any subset of the fields (missing → defaults on creation). */
export type PacienteInput = Partial<Record<keyof PacienteDados, unknown>> & {
  id?: number;
  versao?: number;
};

export interface PacienteResumo {
  id: number;
  nome: string;
  cpf: string | null;
  nascimento: string | null;
  email: string | null;
  ddi: string;
  celular: string | null;
  telefone: string | null;
  cidade: string | null;
  estado: string | null;
  estrangeiro: boolean;
  ativo: boolean;
  pulseiraId: number | null;
}

/** ids are PostgreSQL integers: a larger number would only fail in the database */
const ID_RANGE = { minimum: 1, maximum: 2147483647 } as const;

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

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
} as const;

export const responsavelPagamentoSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: responsavelProperties,
} as const;

const dadosProperties = {
  nome: text(200),
  nascimento: { type: ['string', 'null'], maxLength: 10, description: 'YYYY-MM-DD' },
  cpf: text(20),
  rg: text(30),
  nomeMae: text(200),
  profissao: text(100),
  planoSaude: { type: ['integer', 'null'], minimum: 0, maximum: 9, description: '1 = Sim, outro valor = Não' },
  planoSaudeId: { type: ['integer', 'null'], ...ID_RANGE },
  pulseiraId: { type: ['integer', 'null'], ...ID_RANGE },
  pulseiraVermelha: { type: 'boolean' },
  email: text(200),
  ddi: text(8),
  telefone: text(40),
  celular: text(40),
  whatsApp: text(40),
  ehWhatsapp: { type: 'boolean' },
  sexo: { type: ['string', 'null'], enum: [...SEXOS, null] },
  estrangeiro: { type: 'boolean' },
  isResponsavelPeloPagamento: { type: 'boolean' },
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
  pesquisaAtracao: { type: ['integer', 'null'], ...ID_RANGE },
  redeSocial: text(2000),
  observacoes: text(5000),
  altura: { type: ['number', 'null'], minimum: 0, maximum: 3 },
  peso: { type: ['number', 'null'], minimum: 0, maximum: 1000 },
  foto: { type: ['string', 'null'], maxLength: 500, pattern: '^(https?://|/)[^\\s]*$', description: 'URL ou caminho da foto (sem data URL)' },
} as const;

const auditoriaSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    autor: { type: ['integer', 'null'], description: 'id do usuário' },
    nomeAutor: { type: ['string', 'null'], description: 'nome do usuário (null quando não listado)' },
    descricao: { type: 'string', description: "alterações separadas por ';', campos em <<>>, ids em [[ ]]" },
    dataAcao: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'autor', 'descricao', 'dataAcao'],
} as const;

/** Read-only fields a client may echo back from listar/{id}; the server ignores them. */
const echoedProperties = {
  ativo: { type: 'boolean' },
  usuarioCadastro: { type: ['string', 'null'] },
  horarioCadastro: { type: ['string', 'null'] },
  usuarioAlteracao: { type: ['string', 'null'] },
  horarioAlteracao: { type: ['string', 'null'] },
  auditorias: { type: ['array', 'null'], maxItems: 10000, items: auditoriaSchema },
} as const;

export const pacienteCreateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: ['integer', 'null'], description: 'ignorado (sempre cria)' },
    versao: { type: ['integer', 'null'], description: 'ignorado' },
    ...dadosProperties,
    ...echoedProperties,
  },
} as const;

export const pacienteUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer', ...ID_RANGE },
    versao: { type: 'integer', ...ID_RANGE, description: 'versão lida (controle de concorrência otimista)' },
    ...dadosProperties,
    ...echoedProperties,
  },
  required: ['id', 'versao'],
} as const;

const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });

export const pacienteSchema = {
  $id: 'Paciente',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ...dadosProperties,
    ativo: { type: 'boolean' },
    versao: { type: 'integer' },
    usuarioCadastro: { type: ['string', 'null'] },
    horarioCadastro: { type: 'string', format: 'date-time' },
    usuarioAlteracao: { type: ['string', 'null'] },
    horarioAlteracao: { type: 'string', format: 'date-time' },
    auditorias: { type: 'array', items: auditoriaSchema },
  },
  required: ['id', 'nome', 'ativo', 'versao', 'auditorias'],
} as const;

export const pacienteResumoSchema = {
  $id: 'PacienteResumo',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nome: { type: 'string' },
    cpf: nullable({ type: 'string' }),
    nascimento: nullable({ type: 'string' }),
    email: nullable({ type: 'string' }),
    ddi: { type: 'string' },
    celular: nullable({ type: 'string' }),
    telefone: nullable({ type: 'string' }),
    cidade: nullable({ type: 'string' }),
    estado: nullable({ type: 'string' }),
    estrangeiro: { type: 'boolean' },
    ativo: { type: 'boolean' },
    pulseiraId: nullable({ type: 'integer' }),
  },
  required: ['id', 'nome', 'ativo'],
} as const;

export const pacienteFiltroSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    nome: { type: ['string', 'null'], maxLength: 200, description: 'parte do nome (sem distinguir acentos nem maiúsculas)' },
    cpf: { type: ['string', 'null'], maxLength: 20, description: 'dígitos do CPF (11: exato; menos: prefixo)' },
    ativo: { type: ['boolean', 'null'] },
  },
} as const;

export interface PacienteFiltro {
  nome?: string | null;
  cpf?: string | null;
  ativo?: boolean | null;
}

export const paginaPacientesSchema = {
  type: 'object',
  properties: {
    content: { type: 'array', items: pacienteResumoSchema },
    totalElements: { type: 'integer' },
    page: { type: 'integer' },
    size: { type: 'integer' },
  },
  required: ['content', 'totalElements', 'page', 'size'],
} as const;
