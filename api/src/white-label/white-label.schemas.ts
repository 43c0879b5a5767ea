import { Type, type Static, type TObject } from 'typebox';
import { Nullable, partialExcept } from '../http/typebox.js';

/** Schemas and types of the white label calls. */
export const IMAGE_KINDS = ['logo', 'favicon'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const publicProperties = {
  nome: Type.String(),
  logo: Nullable(Type.String({ description: 'URL da imagem ou null' })),
  favicon: Nullable(Type.String({ description: 'URL da imagem ou null' })),
  corDoSistema: Type.String({ description: '#RRGGBB' }),
  tituloDaPagida: Type.String(),
};
export const whiteLabelPublicSchema = Type.Object(publicProperties);
export type WhiteLabelPublic = Static<typeof whiteLabelPublicSchema>;

const fullProperties = {
  id: Type.Integer(),
  ...publicProperties,
  usuarioCadastro: Nullable(Type.String()),
  horarioCadastro: Type.String({ format: 'date-time' }),
  usuarioAlteracao: Nullable(Type.String()),
  horarioAlteracao: Type.String({ format: 'date-time' }),
};
export const whiteLabelFullSchema = Type.Object(
  partialExcept(fullProperties, ['id', 'nome', 'logo', 'favicon', 'corDoSistema', 'tituloDaPagida', 'horarioCadastro', 'horarioAlteracao']),
);
/** As read (the api sends every field). */
export type WhiteLabelFull = Static<TObject<typeof fullProperties>>;

const imageValue = () =>
  Type.Optional(
    Nullable(
      Type.String({ description: 'data URL (png, jpeg, webp, gif ou ico, até 1 MiB) para trocar, null para remover, ausente (ou a URL atual) para manter' }),
    ),
  );
export const whiteLabelBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado (registro único)' }))),
    nome: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    corDoSistema: Type.Optional(Type.String({ maxLength: 20, description: '#RRGGBB' })),
    tituloDaPagida: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    logo: imageValue(),
    favicon: imageValue(),
  },
  { additionalProperties: false },
);
