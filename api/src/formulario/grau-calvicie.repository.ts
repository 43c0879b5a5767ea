import type { Executor } from '../db/database.js';
import type { GrauCalvicie } from './formulario.schemas.js';

export const IMAGENS_GRAU = ['preenchida', 'nao-preenchida'] as const;
export type ImagemGrau = (typeof IMAGENS_GRAU)[number];

/** The address an image is served at; `v` changes with every save, so the answer may be cached for good. */
const urlDe = (id: number, tipo: ImagemGrau, versao: Date) => `/api/arquivos/grau-calvicie/${id}/${tipo}?v=${versao.getTime().toString(36)}`;

export interface GrauDados {
  grau: string;
  ordenacao: number;
}
/** An image to store (bytes and type), null to remove it, undefined to keep it. */
export type ImagemDados = { bytes: Uint8Array; mime: string } | null | undefined;

const COLUNAS = {
  preenchida: { bytes: 'imagem_preenchida', mime: 'imagem_preenchida_mime' },
  'nao-preenchida': { bytes: 'imagem_nao_preenchida', mime: 'imagem_nao_preenchida_mime' },
} as const;

const colunasGrau = (db: Executor) =>
  db
    .selectFrom('grau_calvicie')
    .select(['id', 'grau', 'ordenacao', 'horario_alteracao', 'versao'])
    .select((eb) => [eb('imagem_preenchida', 'is not', null).as('com_preenchida'), eb('imagem_nao_preenchida', 'is not', null).as('com_nao_preenchida')]);

type GrauRow = Awaited<ReturnType<ReturnType<typeof colunasGrau>['executeTakeFirstOrThrow']>>;

const grauDe = (r: GrauRow): GrauCalvicie => ({
  id: r.id,
  grau: r.grau,
  ordenacao: r.ordenacao,
  imagemPreenchida: r.com_preenchida ? urlDe(r.id, 'preenchida', r.horario_alteracao) : null,
  imagemNaoPreenchida: r.com_nao_preenchida ? urlDe(r.id, 'nao-preenchida', r.horario_alteracao) : null,
  escolhida: false,
  versao: r.versao,
});

/** Baldness degrees in their order, each image as its address (null: none). */
export async function listGrausCalvicie(db: Executor): Promise<GrauCalvicie[]> {
  const rows = await colunasGrau(db).orderBy('ordenacao').orderBy('id').execute();
  return rows.map(grauDe);
}

export async function findGrauCalvicie(db: Executor, id: number): Promise<GrauCalvicie | undefined> {
  const row = await colunasGrau(db).where('id', '=', id).executeTakeFirst();
  return row && grauDe(row);
}

const imagensSet = (preenchida: ImagemDados, naoPreenchida: ImagemDados) => ({
  ...(preenchida === undefined ? {} : { imagem_preenchida: preenchida?.bytes ?? null, imagem_preenchida_mime: preenchida?.mime ?? null }),
  ...(naoPreenchida === undefined ? {} : { imagem_nao_preenchida: naoPreenchida?.bytes ?? null, imagem_nao_preenchida_mime: naoPreenchida?.mime ?? null }),
});

export async function insertGrauCalvicie(
  trx: Executor,
  dados: GrauDados,
  preenchida: ImagemDados,
  naoPreenchida: ImagemDados,
  usuario: string | null,
): Promise<number> {
  const { id } = await trx
    .insertInto('grau_calvicie')
    .values({ ...dados, ...imagensSet(preenchida, naoPreenchida), usuario_alteracao: usuario })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Optimistic lock: updates only while at `versao` (any, when not given); false when nothing matched. */
export async function updateGrauCalvicie(
  trx: Executor,
  id: number,
  versao: number | undefined,
  dados: GrauDados,
  preenchida: ImagemDados,
  naoPreenchida: ImagemDados,
  usuario: string | null,
): Promise<boolean> {
  const row = await trx
    .updateTable('grau_calvicie')
    .set((eb) => ({
      ...dados,
      ...imagensSet(preenchida, naoPreenchida),
      usuario_alteracao: usuario,
      horario_alteracao: new Date(),
      versao: eb('versao', '+', 1),
    }))
    .where('id', '=', id)
    .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The deleted degree's name, or undefined when there was none. */
export async function deleteGrauCalvicie(trx: Executor, id: number): Promise<string | undefined> {
  const row = await trx.deleteFrom('grau_calvicie').where('id', '=', id).returning('grau').executeTakeFirst();
  return row?.grau;
}

export async function readImagemGrau(db: Executor, id: number, tipo: ImagemGrau): Promise<{ bytes: Uint8Array; mime: string } | undefined> {
  const { bytes, mime } = COLUNAS[tipo];
  const row = await db
    .selectFrom('grau_calvicie')
    .select([`${bytes} as bytes`, `${mime} as mime`])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.bytes || !row.mime) return undefined;
  return { bytes: row.bytes, mime: row.mime };
}
