import { Type, type Static } from 'typebox';
import { Id, TextoLinhas } from '../http/schemas.js';
import { Nullable, optionalAll } from '../http/typebox.js';

/** Schemas and types of the record's Etapas tab (spec 02 §6); the answers carry every field. */
const nullableString = () => Nullable(Type.String());

const imagemProperties = {
  id: Nullable(Type.Integer()),
  urlArmazenamento: Type.String(),
  exibeNoEstudoCaso: Type.Boolean(),
  ordenacao: Type.Integer(),
  mimeType: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
};
export const imagemSchema = Type.Object(imagemProperties);
/** An uploaded file of a stage (id null until a saved stage holds it). */
export type EtapaImagem = Static<typeof imagemSchema>;

const auditoriaSchema = Type.Object({
  id: Type.Integer(),
  autor: Nullable(Type.Integer()),
  nomeAutor: nullableString(),
  descricao: Type.String(),
  dataAcao: Type.String(),
});
export type EtapaAuditoria = Static<typeof auditoriaSchema>;

export const grupoSchema = Type.Object(
  {
    id: Nullable(Type.Integer()),
    configuracoesEtapaId: Type.Integer(),
    nomeEtapa: Type.String(),
    quantidadeImagens: Type.Integer({ description: 'quantas imagens a etapa recebe (configuração da etapa)' }),
    dataRegistro: nullableString(),
    horaInicial: nullableString(),
    horaFinal: nullableString(),
    observacao: nullableString(),
    imagens: Type.Array(imagemSchema),
    auditorias: Type.Array(auditoriaSchema),
    pacienteId: Type.Integer(),
    procedimentoId: Type.Integer(),
    usuarioInternoId: Nullable(Type.Integer()),
    horarioCadastro: nullableString(),
    usuarioCadastro: nullableString(),
    versao: Nullable(Type.Integer()),
  },
  { $id: 'GrupoEtapa' },
);
/** Stage answer group (spec 02 §3); id null while the stage was never saved. */
export type EtapaGrupo = Static<typeof grupoSchema>;

const grupoInputFields = {
  configuracoesEtapaId: Id(),
  pacienteId: Id(),
  procedimentoId: Id(),
  ...optionalAll({
    dataRegistro: Nullable(Type.String({ maxLength: 10 })),
    horaInicial: Nullable(Type.String({ maxLength: 40 })),
    horaFinal: Nullable(Type.String({ maxLength: 40 })),
    observacao: Nullable(TextoLinhas({ maxLength: 5000 })),
    imagens: Type.Array(
      Type.Object(
        {
          urlArmazenamento: Type.String({ maxLength: 200 }),
          exibeNoEstudoCaso: Type.Optional(Type.Boolean()),
          ordenacao: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
  }),
};
/** What the Etapas tab sends (remote-pacientes etapa-form.ts payloadFrom); unknown fields are refused like elsewhere. */
export const grupoCriarSchema = Type.Object({ id: Type.Optional(Id()), versao: Type.Optional(Id()), ...grupoInputFields }, { additionalProperties: false });
export const grupoEditarSchema = Type.Object({ id: Id(), versao: Id(), ...grupoInputFields }, { additionalProperties: false });
export type EtapaInput = Static<typeof grupoCriarSchema>;

export const etapasBodySchema = Type.Object(
  { procedimento: Id(), idPaciente: Id(), solicitarBase64: Type.Optional(Type.Boolean()), buscarImagens: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
