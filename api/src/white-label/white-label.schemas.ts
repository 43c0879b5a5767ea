import { Type, type Static } from 'typebox';
import { TextoLinha } from '../http/schemas.js';
import { Nullable } from '../http/typebox.js';

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

/** Every field is sent, in this key order (the one it had when the user names were not declared required). */
const fullProperties = {
  id: Type.Integer(),
  ...publicProperties,
  horarioCadastro: Type.String({ format: 'date-time' }),
  horarioAlteracao: Type.String({ format: 'date-time' }),
  usuarioCadastro: Nullable(Type.String()),
  usuarioAlteracao: Nullable(Type.String()),
};
export const whiteLabelFullSchema = Type.Object(fullProperties);
export type WhiteLabelFull = Static<typeof whiteLabelFullSchema>;

const imageValue = () =>
  Type.Optional(
    Nullable(
      Type.String({ description: 'data URL (png, jpeg, webp, gif ou ico, até 1 MiB) para trocar, null para remover, ausente (ou a URL atual) para manter' }),
    ),
  );
export const whiteLabelBodySchema = Type.Object(
  {
    id: Type.Optional(Nullable(Type.Integer({ description: 'ignorado (registro único)' }))),
    nome: Type.Optional(TextoLinha({ minLength: 1, maxLength: 120 })),
    corDoSistema: Type.Optional(Type.String({ maxLength: 20, description: '#RRGGBB' })),
    tituloDaPagida: Type.Optional(TextoLinha({ minLength: 1, maxLength: 120 })),
    logo: imageValue(),
    favicon: imageValue(),
  },
  { additionalProperties: false },
);
