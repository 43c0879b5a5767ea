import { Type } from 'typebox';
import { Id, TextoLinha } from '../http/schemas.js';
import { Nullable, StringEnum } from '../http/typebox.js';
import { versaoLida } from '../errors/registro-desatualizado.js';

/** Schemas of the patient form's lookups: health plans, 'how did you hear about us' options, wristbands. */
const idField = () => Type.Optional(Nullable(Id({ description: 'com id: edita esse item; sem id: cria' })));
const versaoField = () => Type.Integer({ description: 'versão atual: enviada de volta ao editar' });
const ativoField = () => Type.Optional(Type.Boolean({ description: 'padrão true ao criar; ausente ao editar: fica como está' }));

export const nomeItemSchema = Type.Object({ id: Type.Integer(), nome: Type.String(), ativo: Type.Boolean(), versao: versaoField() }, { $id: 'ItemCadastro' });

export const nomeInputSchema = Type.Object(
  { id: idField(), nome: TextoLinha({ minLength: 1, maxLength: 100 }), ativo: ativoField(), versao: versaoLida() },
  { additionalProperties: false },
);

export const pulseiraSchema = Type.Object({ id: Type.Integer(), tipo: Type.String(), cor: Type.String(), ativo: Type.Boolean(), versao: versaoField() });

export const pulseiraInputSchema = Type.Object(
  {
    id: idField(),
    tipo: TextoLinha({ minLength: 1, maxLength: 100 }),
    cor: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' }),
    ativo: ativoField(),
    versao: versaoLida(),
  },
  { additionalProperties: false },
);

export const listaQuerySchema = Type.Object(
  { ativos: Type.Optional(StringEnum(['true', 'false'], { description: 'true: só os ativos (os seletores da ficha); ausente ou false: todos' })) },
  { additionalProperties: false },
);
