import { rotuloDaAutoridade, rotuloDaPaginaInicial, rotuloDoValor } from './auditoria-rotulos.js';

/**
 * The field-level changes of an audit row, as the Auditorias screen shows them: read from
 * `detalhes.mudancas` (patient edits write it) or else from the `antes`/`depois` objects other
 * writes store (a creation has only `depois`, a deletion only `antes`: every field is shown).
 */

export interface Alteracao {
  campo: string;
  /** the field in Portuguese words ('Data de nascimento') */
  rotulo: string;
  /** the values as text to show; null: empty */
  antes: string | null;
  depois: string | null;
  /** the field changed but its values are not kept in the trail (free text such as observações) */
  oculto: boolean;
  /**
   * The values as stored when both are of one kind a reader's language writes its own way (yes/no, a
   * number, a day, a moment): the screen writes them in the language in use (issue 36 item 20); the
   * texts above are the Portuguese ones. Absent for text, codes and lists.
   */
  bruto?: ValoresBrutos;
}

export const TIPOS_VALOR = ['booleano', 'numero', 'data', 'dataHora'] as const;
export type TipoValor = (typeof TIPOS_VALOR)[number];
export type ValorBruto = boolean | number | string | null;
export interface ValoresBrutos {
  tipo: TipoValor;
  antes: ValorBruto;
  depois: ValorBruto;
}

const ROTULOS: Readonly<Record<string, string>> = {
  nome: 'Nome',
  nascimento: 'Data de nascimento',
  dataNascimento: 'Data de nascimento',
  cpf: 'CPF',
  rg: 'RG',
  nomeMae: 'Nome da mãe',
  profissao: 'Profissão',
  planoSaude: 'Tem plano de saúde',
  planoSaudeId: 'Plano de saúde',
  pulseiraId: 'Pulseira',
  pulseiraVermelha: 'Pulseira vermelha',
  email: 'E-mail',
  ddi: 'DDI',
  telefone: 'Telefone',
  celular: 'Celular',
  whatsApp: 'WhatsApp',
  ehWhatsapp: 'Celular é WhatsApp',
  sexo: 'Sexo',
  estrangeiro: 'Estrangeiro',
  isResponsavelPeloPagamento: 'Paciente paga o próprio tratamento',
  responsavelPagamento: 'Responsável pelo pagamento',
  cep: 'CEP',
  logradouro: 'Rua',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  estado: 'Estado',
  pais: 'País',
  nomeContatoEmergencia: 'Contato de emergência',
  telefoneContatoEmergencia: 'Telefone do contato de emergência',
  grauParentescoContatoEmergencia: 'Parentesco do contato de emergência',
  pesquisaAtracao: 'Como conheceu',
  redeSocial: 'Rede social',
  observacoes: 'Observações',
  altura: 'Altura',
  peso: 'Peso',
  foto: 'Foto',
  ativo: 'Ativo',
  idioma: 'Idioma',
  perfilId: 'Perfil',
  registroProfissional: 'Registro profissional',
  defaultHome: 'Página inicial',
  perfilEquipe: 'Equipe',
  authorities: 'Permissões',
  tipo: 'Tipo',
  cor: 'Cor',
  valor: 'Valor',
  versao: 'Versão',
  nome_etapa: 'Nome da etapa',
  ordenacao: 'Ordem',
  estudo_caso: 'Estudo de caso',
  quantidade_imagens: 'Quantidade de imagens',
};

/** Fields that hold the id of a catalogue row: shown by that row's name (the table it is read from). */
export const CAMPOS_DE_CODIGO = { perfilId: 'perfil', planoSaudeId: 'plano_saude', pulseiraId: 'pulseira', pesquisaAtracao: 'pesquisa_atracao' } as const;
export type Catalogo = (typeof CAMPOS_DE_CODIGO)[keyof typeof CAMPOS_DE_CODIGO];
/** The names of the catalogue rows the shown rows mention, by table and id (auditoria.repository.ts reads them). */
export type NomesDeCodigos = Partial<Record<Catalogo, ReadonlyMap<number, string>>>;

/** Bookkeeping that changes on every save, and secrets: never listed as a change. */
const IGNORADOS = new Set([
  'id',
  'horarioCadastro',
  'horarioAlteracao',
  'usuarioCadastro',
  'usuarioAlteracao',
  'horario_cadastro',
  'horario_alteracao',
  'usuario_cadastro',
  'usuario_alteracao',
  'created_at',
  'updated_at',
  'senha',
  'senhaHash',
  'senha_hash',
  'token',
]);

/** 'quantidadeImagens' or 'quantidade_imagens' → 'Quantidade imagens'. */
function legivel(campo: string): string {
  const words = campo
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a field; a nested one reads 'Responsável pelo pagamento (CPF)'. */
export function rotuloDe(campo: string): string {
  const parts = campo.split('.');
  const one = (part: string) => ROTULOS[part] ?? legivel(part);
  if (parts.length === 1) return one(campo);
  return `${parts.slice(0, -1).map(one).join(' / ')} (${one(parts[parts.length - 1]!)})`;
}

const MAX_TEXTO = 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored value as text to show: Sim/Não, decimal comma, dd/MM/yyyy days, lists joined; null when empty. */
export function textoDe(value: unknown): string | null {
  let text: string | null;
  if (value === null || value === undefined || value === '') text = null;
  else if (typeof value === 'boolean') text = value ? 'Sim' : 'Não';
  else if (typeof value === 'number') text = String(value).replace('.', ',');
  else if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    text = day ? `${day[3]}/${day[2]}/${day[1]}` : value;
  } else if (Array.isArray(value)) {
    const items = value.map(textoDe).filter((t): t is string => t !== null);
    text = items.length > 0 ? items.join(', ') : null;
  } else text = JSON.stringify(value);
  return text !== null && text.length > MAX_TEXTO ? `${text.slice(0, MAX_TEXTO)}…` : text;
}

const ISO_INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const vazio = (value: unknown): boolean => value === null || value === undefined || value === '';

function tipoDoValor(value: unknown): TipoValor | undefined {
  if (typeof value === 'boolean') return 'booleano';
  if (typeof value === 'number' && Number.isFinite(value)) return 'numero';
  if (typeof value === 'string' && ISO_DAY.test(value)) return 'data';
  if (typeof value === 'string' && ISO_INSTANTE.test(value) && !Number.isNaN(Date.parse(value))) return 'dataHora';
  return undefined;
}

/** A field's values as stored, when both (the empty aside) are of one kind the screen writes per language; undefined otherwise. */
export function brutoDe(campo: string, antes: unknown, depois: unknown): ValoresBrutos | undefined {
  if (catalogoDe(campo)) return undefined;
  const tipos = [antes, depois].filter((value) => !vazio(value)).map(tipoDoValor);
  const tipo = tipos[0];
  if (tipo === undefined || tipos.some((outro) => outro !== tipo)) return undefined;
  return { tipo, antes: vazio(antes) ? null : (antes as ValorBruto), depois: vazio(depois) ? null : (depois as ValorBruto) };
}

const comBruto = (alteracao: Alteracao, antes: unknown, depois: unknown): Alteracao => {
  const bruto = alteracao.oculto ? undefined : brutoDe(alteracao.campo, antes, depois);
  return bruto ? { ...alteracao, bruto } : alteracao;
};

const ultimaParte = (campo: string): string => campo.slice(campo.lastIndexOf('.') + 1);
const catalogoDe = (campo: string): Catalogo | undefined => (CAMPOS_DE_CODIGO as Record<string, Catalogo | undefined>)[ultimaParte(campo)];
const codigoDe = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : undefined;

/**
 * A field's value as text to show, codes by name: a catalogue id by its row's name ('código 6'
 * when the row is gone), a profile's areas and permissions, start page and team, a language or sex by their labels.
 */
export function valorDe(campo: string, value: unknown, nomes: NomesDeCodigos = {}): string | null {
  const catalogo = catalogoDe(campo);
  const codigo = catalogo ? codigoDe(value) : undefined;
  if (catalogo && codigo !== undefined) return nomes[catalogo]?.get(codigo) ?? `código ${codigo}`;
  const ultima = ultimaParte(campo);
  if (ultima === 'authorities' && Array.isArray(value)) return textoDe((value as unknown[]).map((a) => (typeof a === 'string' ? rotuloDaAutoridade(a) : a)));
  if (ultima === 'defaultHome' && typeof value === 'string') return rotuloDaPaginaInicial(value);
  if (typeof value === 'string') return rotuloDoValor(ultima, value) ?? textoDe(value);
  return textoDe(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by dotted path: nested objects opened, lists kept whole. */
function flatten(value: Record<string, unknown>, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  for (const [key, child] of Object.entries(value)) {
    if (IGNORADOS.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child)) flatten(child, path, into);
    else into.set(path, child);
  }
  return into;
}

/** The fields whose shown values differ between two objects, in the order they first appear. */
export function diffObjetos(antes: Record<string, unknown>, depois: Record<string, unknown>, nomes: NomesDeCodigos = {}): Alteracao[] {
  const a = flatten(antes, '', new Map());
  const b = flatten(depois, '', new Map());
  const campos = [...new Set([...a.keys(), ...b.keys()])];
  return campos.flatMap((campo) => {
    const [de, para] = [valorDe(campo, a.get(campo), nomes), valorDe(campo, b.get(campo), nomes)];
    return de === para ? [] : [comBruto({ campo, rotulo: rotuloDe(campo), antes: de, depois: para, oculto: false }, a.get(campo), b.get(campo))];
  });
}

function fromMudancas(mudancas: unknown[], nomes: NomesDeCodigos): Alteracao[] {
  return mudancas.flatMap((m) => {
    if (!isPlainObject(m) || typeof m.campo !== 'string' || IGNORADOS.has(m.campo)) return [];
    const oculto = m.oculto === true;
    return [
      comBruto(
        {
          campo: m.campo,
          rotulo: rotuloDe(m.campo),
          antes: oculto ? null : valorDe(m.campo, m.antes, nomes),
          depois: oculto ? null : valorDe(m.campo, m.depois, nomes),
          oculto,
        },
        m.antes,
        m.depois,
      ),
    ];
  });
}

/** The changes a row's detalhes tell: `mudancas` when written, else the diff of `antes`/`depois`, else none. */
export function alteracoesDe(detalhes: unknown, nomes: NomesDeCodigos = {}): Alteracao[] {
  if (!isPlainObject(detalhes)) return [];
  if (Array.isArray(detalhes.mudancas)) return fromMudancas(detalhes.mudancas, nomes);
  const antes = isPlainObject(detalhes.antes) ? detalhes.antes : undefined;
  const depois = isPlainObject(detalhes.depois) ? detalhes.depois : undefined;
  if (!antes && !depois) return [];
  return diffObjetos(antes ?? {}, depois ?? {}, nomes);
}

/** The catalogue ids a row's detalhes mention in code fields (antes, depois, mudancas), by table: what `nomes` must hold. */
export function codigosDe(detalhes: unknown, into: Map<Catalogo, Set<number>> = new Map()): Map<Catalogo, Set<number>> {
  const add = (campo: string, value: unknown) => {
    const catalogo = catalogoDe(campo);
    const codigo = catalogo ? codigoDe(value) : undefined;
    if (catalogo && codigo !== undefined) into.set(catalogo, (into.get(catalogo) ?? new Set()).add(codigo));
  };
  if (!isPlainObject(detalhes)) return into;
  if (Array.isArray(detalhes.mudancas)) {
    for (const m of detalhes.mudancas) if (isPlainObject(m) && typeof m.campo === 'string') [m.antes, m.depois].forEach((v) => add(m.campo as string, v));
    return into;
  }
  for (const lado of [detalhes.antes, detalhes.depois]) if (isPlainObject(lado)) for (const [campo, value] of flatten(lado, '', new Map())) add(campo, value);
  return into;
}
