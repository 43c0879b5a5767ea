import type { Executor } from '../db/database.js';
import type { WhiteLabelUpdate } from '../db/types.js';
import type { ImageKind, WhiteLabelFull, WhiteLabelPublic } from './white-label.schemas.js';

export type { ImageKind, WhiteLabelFull, WhiteLabelPublic };

/** Image URL with the change time as cache buster. */
export const imageUrl = (kind: ImageKind, updatedAt: Date): string => `/api/arquivos/white-label/${kind}?v=${updatedAt.getTime()}`;

export async function readWhiteLabel(db: Executor): Promise<WhiteLabelFull> {
  const row = await db
    .selectFrom('white_label')
    .select([
      'id',
      'nome',
      'logo_mime',
      'favicon_mime',
      'cor_do_sistema',
      'titulo_da_pagida',
      'usuario_cadastro',
      'horario_cadastro',
      'usuario_alteracao',
      'horario_alteracao',
    ])
    .select((eb) => [eb('logo', 'is not', null).as('tem_logo'), eb('favicon', 'is not', null).as('tem_favicon')])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    nome: row.nome,
    logo: row.tem_logo ? imageUrl('logo', row.horario_alteracao) : null,
    favicon: row.tem_favicon ? imageUrl('favicon', row.horario_alteracao) : null,
    corDoSistema: row.cor_do_sistema,
    tituloDaPagida: row.titulo_da_pagida,
    usuarioCadastro: row.usuario_cadastro,
    horarioCadastro: row.horario_cadastro.toISOString(),
    usuarioAlteracao: row.usuario_alteracao,
    horarioAlteracao: row.horario_alteracao.toISOString(),
  };
}

export const toPublic = (full: WhiteLabelFull): WhiteLabelPublic => ({
  nome: full.nome,
  logo: full.logo,
  favicon: full.favicon,
  corDoSistema: full.corDoSistema,
  tituloDaPagida: full.tituloDaPagida,
});

export async function readImage(db: Executor, kind: ImageKind): Promise<{ bytes: Uint8Array; mime: string } | undefined> {
  const row = await db
    .selectFrom('white_label')
    .select(kind === 'logo' ? ['logo as bytes', 'logo_mime as mime'] : ['favicon as bytes', 'favicon_mime as mime'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row?.bytes || !row.mime) return undefined;
  return { bytes: row.bytes, mime: row.mime };
}

/** The one white label row (id 1), with who changed it now. */
export async function updateWhiteLabel(trx: Executor, changes: WhiteLabelUpdate, usuario: string): Promise<void> {
  await trx
    .updateTable('white_label')
    .set({ ...changes, usuario_alteracao: usuario, horario_alteracao: new Date() })
    .where('id', '=', 1)
    .execute();
}
