import { Type, type Static } from 'typebox';
import { Id, TextoLinha } from '../http/schemas.js';
import { Nullable } from '../http/typebox.js';
import { versaoLida } from '../errors/registro-desatualizado.js';

/** Schemas and types of the procedure calls (spec 02 §7, Procedures). */
const etapaResumoSchema = Type.Object({ id: Type.Integer(), nomeEtapa: Type.String() });

/** Procedure as the client sees it (spec 02 §3): its stages in the procedure's order. */
export const procedimentoSchema = Type.Object(
  {
    id: Type.Integer(),
    nome: Type.String(),
    valor: Type.Integer({ description: 'preço em centavos (R$ 185,00 = 18500)' }),
    ativo: Type.Boolean(),
    etapas: Type.Array(etapaResumoSchema),
    versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar' }),
  },
  { $id: 'Procedimento' },
);
export type Procedimento = Static<typeof procedimentoSchema>;
export type EtapaResumo = Static<typeof etapaResumoSchema>;

export const configuracaoEtapaSchema = Type.Object({
  id: Type.Integer(),
  nomeEtapa: Type.String(),
  ativo: Type.Boolean(),
  ordenacao: Type.Integer(),
  estudoCaso: Type.Boolean(),
  quantidadeImagens: Type.Integer({ description: 'quantas imagens a etapa recebe no prontuário (0 a 6)' }),
  versao: Type.Integer({ description: 'versão atual: enviada de volta ao editar' }),
});
export type ConfiguracaoEtapa = Static<typeof configuracaoEtapaSchema>;

const procedimentoFields = {
  nome: Type.Optional(Nullable(TextoLinha({ maxLength: 200 }))),
  valor: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: 999_999_999_999, description: 'preço em centavos, ao menos 1 (uma fração é arredondada)' })),
  ),
  ativo: Type.Optional(Type.Boolean()),
  etapas: Type.Optional(Type.Array(Type.Object({ id: Id(), nomeEtapa: Type.Optional(Type.String()) }), { maxItems: 50 })),
};
export const procedimentoCriarSchema = Type.Object({ id: Type.Optional(Id()), ...procedimentoFields }, { additionalProperties: false });
export const procedimentoEditarSchema = Type.Object({ id: Id(), versao: versaoLida(), ...procedimentoFields }, { additionalProperties: false });
export type ProcedimentoInput = Static<typeof procedimentoCriarSchema> & { versao?: number };

export const configuracaoEtapaBodySchema = Type.Object(
  {
    id: Type.Optional(Id()),
    nomeEtapa: TextoLinha({ maxLength: 100 }),
    ativo: Type.Optional(Type.Boolean()),
    ordenacao: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    estudoCaso: Type.Optional(Type.Boolean()),
    quantidadeImagens: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, description: 'padrão 6' })),
    versao: versaoLida(),
  },
  { additionalProperties: false },
);
