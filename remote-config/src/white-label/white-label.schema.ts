import * as v from 'valibot';
import { isHexColor } from '@clinica/shared';

/** Messages are i18n keys. */
export const whiteLabelSchema = v.object({
  nome: v.pipe(v.string(), v.trim(), v.maxLength(120)),
  tituloDaPagida: v.pipe(v.string(), v.trim(), v.maxLength(120)),
  corDoSistema: v.pipe(v.string(), v.check(isHexColor, 'configuracoes.corInvalida')),
  logo: v.optional(v.nullable(v.string())),
  favicon: v.optional(v.nullable(v.string())),
});

export type WhiteLabelForm = v.InferOutput<typeof whiteLabelSchema>;
