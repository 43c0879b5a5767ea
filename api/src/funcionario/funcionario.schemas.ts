import { Type, type Static } from 'typebox';
import { Id, TextoLinha } from '../http/schemas.js';
import { Nullable, NullableEnum, optionalAll, StringEnum } from '../http/typebox.js';

/** Schemas of the employee calls (spec 01 §7, Employees): employees are the users who are not doctors. */
export const IDIOMAS = ['pt', 'es', 'en'] as const;

export const funcionarioSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String(),
    email: Type.String(),
    cpf: Type.String({ description: '11 dígitos' }),
    ativo: Type.Boolean(),
    idioma: StringEnum(IDIOMAS),
    perfilId: Type.Object({ id: Type.Integer(), nome: Type.String() }, { description: 'o perfil (como em UsuarioManager/loggedUser)' }),
    foto: Nullable(Type.String({ description: 'a foto: /gerenciar/usuario/foto/{id}, ou null' })),
    horarioCadastro: Type.String({ format: 'date-time' }),
    horarioAlteracao: Type.String({ format: 'date-time' }),
  },
  { $id: 'Funcionario' },
);
export type Funcionario = Static<typeof funcionarioSchema>;

/** The profile as an id, or as the object the list answers (only its id is read); doctors' cadastro takes it too. */
export const perfilRef = () =>
  Type.Union([Id(), Type.Object({ id: Id(), nome: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false }), Type.Null()]);

/** The id a `perfilRef` names; null: none given, undefined: left out. */
export const perfilIdOf = (value: Static<ReturnType<typeof perfilRef>> | undefined): number | null | undefined =>
  value === undefined ? undefined : value === null ? null : typeof value === 'number' ? value : value.id;

const fields = {
  nome: Nullable(TextoLinha({ maxLength: 200 })),
  email: Nullable(TextoLinha({ maxLength: 200 })),
  cpf: Nullable(Type.String({ maxLength: 20 })),
  perfilId: perfilRef(),
  ativo: Nullable(Type.Boolean()),
  idioma: NullableEnum(IDIOMAS),
  foto: Nullable(Type.String({ maxLength: 200, description: 'o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto)' })),
};

export const funcionarioCriarSchema = Type.Object(
  {
    ...optionalAll({ id: Type.Null({ description: 'sem id: cadastro' }), ...fields }),
    senha: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'senha inicial (mínimo 8 caracteres, com letras e números)' }))),
  },
  { additionalProperties: false },
);
export type FuncionarioCriar = Static<typeof funcionarioCriarSchema>;

/** Fields left out keep their stored values; the answer's audit times may be sent back (ignored). */
export const funcionarioEditarSchema = Type.Object(
  {
    id: Id(),
    ...optionalAll({ ...fields, horarioCadastro: Nullable(Type.String({ maxLength: 40 })), horarioAlteracao: Nullable(Type.String({ maxLength: 40 })) }),
  },
  { additionalProperties: false },
);
export type FuncionarioEditar = Static<typeof funcionarioEditarSchema>;

export const usuarioSistemaSchema = Type.Object({ id: Type.Integer(), nome: Type.String(), ehMedico: Type.Boolean(), ativo: Type.Boolean() });
export type UsuarioSistema = Static<typeof usuarioSistemaSchema>;
