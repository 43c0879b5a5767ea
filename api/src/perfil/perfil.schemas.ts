import { Type, type Static } from 'typebox';
import { ALL_AUTHORITIES } from '../auth/authorities.js';
import { Nullable, StringEnum } from '../http/typebox.js';
import { TextoLinha } from '../http/schemas.js';
import { versaoLida } from '../errors/registro-desatualizado.js';

export const PERFIL_EQUIPES = ['ATENDIMENTO', 'COMERCIAL'] as const;
export type PerfilEquipe = (typeof PERFIL_EQUIPES)[number];

export const perfilSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String(),
    defaultHome: Type.String({ description: "rota inicial, 'home.<rota>'" }),
    perfilEquipe: StringEnum(PERFIL_EQUIPES),
    authorities: Type.Array(Type.String()),
    versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar' }),
  },
  { $id: 'Perfil' },
);
export type Perfil = Static<typeof perfilSchema>;

const inputProperties = {
  nome: TextoLinha({ minLength: 1, maxLength: 100 }),
  defaultHome: Type.Optional(Type.String({ maxLength: 100, pattern: '^home\\.[A-Za-z0-9_.-]+$', default: 'home.dashboard' })),
  perfilEquipe: Type.Optional(StringEnum(PERFIL_EQUIPES, { default: 'ATENDIMENTO' })),
  authorities: Type.Array(StringEnum(ALL_AUTHORITIES), { maxItems: 200, uniqueItems: true }),
};

export const perfilCreateSchema = Type.Object(inputProperties, { additionalProperties: false });

/** Editing accepts the profile as listed (with its id, which must match the path, and the version read: 409 when stale). */
export const perfilUpdateSchema = Type.Object({ id: Type.Optional(Type.Integer()), ...inputProperties, versao: versaoLida() }, { additionalProperties: false });
export type PerfilInput = Static<typeof perfilUpdateSchema>;

export const perfilFilterSchema = Type.Object({ nome: Type.Optional(Nullable(Type.String({ maxLength: 100 }))) }, { additionalProperties: false });
