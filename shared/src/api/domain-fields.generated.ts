// Generated from the api's request schemas by `pnpm --filter @clinica/api gen:api`; do not edit.
// api/src/docs/generated-files.test.ts fails when this file no longer matches the api.

/** The doctor's optional texts (api/src/medico/medico.schemas.ts, spec 01 section 3, Doctor). */
export const MEDICO_CAMPOS_TEXTO = [
  "registroProfissional",
  "rg",
  "telefone",
  "celular",
  "cep",
  "logradouro",
  "numero",
  "complemento",
  "bairro",
  "cidade",
  "estado",
  "pais"
] as const;
