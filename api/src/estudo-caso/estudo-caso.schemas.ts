import { Type, type Static } from 'typebox';
import { Id, TextoLinhas } from '../http/schemas.js';
import { Nullable } from '../http/typebox.js';

/** spec 02 §3 "Case-study group": a registered stage with its images (only those marked, or all of a case-study stage). */
export const grupoEstudoSchema = Type.Object(
  {
    id: Type.Integer(),
    configuracoesEtapaId: Type.Integer(),
    nomeEtapa: Type.String(),
    procedimentoId: Type.Integer(),
    nomeProcedimento: Type.String(),
    dataRegistro: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    observacao: Nullable(Type.String()),
    usuarioCadastro: Nullable(Type.String()),
    imagens: Type.Array(Type.Object({ urlArmazenamento: Type.String(), mimeType: Type.String(), name: Type.String(), exibeNoEstudoCaso: Type.Boolean() })),
  },
  { $id: 'GrupoEstudoCaso' },
);

export const pacienteProcedimentoSchema = Type.Object(
  { idPaciente: Id(), procedimento: Type.Optional(Id({ description: 'só as etapas deste procedimento; ausente: todos os do paciente' })) },
  { additionalProperties: false },
);

const DIA = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD' };
export const filtroImagensSchema = Type.Object(
  {
    idPaciente: Id(),
    procedimento: Type.Optional(Id()),
    configuracoesEtapaId: Type.Optional(Id()),
    dataInicio: Type.Optional(Type.String(DIA)),
    dataFim: Type.Optional(Type.String(DIA)),
    exibeNoEstudoCaso: Type.Optional(Type.Boolean({ description: 'true: só as imagens marcadas para o estudo de caso' })),
  },
  { additionalProperties: false },
);

export const estudoCasoSchema = Type.Object(
  {
    id: Type.Integer(),
    pacienteId: Type.Integer(),
    procedimentoId: Nullable(Type.Integer()),
    nomePaciente: Type.String(),
    imagem: Type.String({ description: "as imagens do estudo, separadas por ';;'" }),
    observacao: Nullable(Type.String()),
    usuarioCadastro: Nullable(Type.String()),
    horarioCadastro: Type.String({ format: 'date-time' }),
  },
  { $id: 'EstudoCaso' },
);
export type EstudoCaso = Static<typeof estudoCasoSchema>;

export const estudoCasoCriarSchema = Type.Object(
  {
    pacienteId: Id(),
    procedimentoId: Type.Optional(Id()),
    imagens: Type.Optional(
      Type.Array(Type.String({ maxLength: 200 }), {
        maxItems: 200,
        description: 'urls das imagens das etapas; ausente: todas as marcadas para o estudo de caso',
      }),
    ),
    observacao: Type.Optional(Nullable(TextoLinhas({ maxLength: 5000 }))),
  },
  { additionalProperties: false },
);
export type EstudoCasoCriar = Static<typeof estudoCasoCriarSchema>;
