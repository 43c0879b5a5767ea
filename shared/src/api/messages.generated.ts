// Generated from the api's validation messages by `pnpm --filter @clinica/api gen:api`; do not edit.
// api/src/docs/generated-files.test.ts fails when this file no longer matches the api.

/** The patient form's messages (api/src/paciente/paciente.validation.ts, spec 02 section 5). */
export const PACIENTE_MENSAGENS = {
  "nome": "NOME É OBRIGATÓRIO.",
  "nascimento": "NASCIMENTO É OBRIGATÓRIO.",
  "nascimentoInvalido": "NASCIMENTO INVÁLIDO.",
  "nomeMae": "NOME DA MÃE É OBRIGATÓRIO.",
  "email": "EMAIL É OBRIGATÓRIO.",
  "emailInvalido": "EMAIL INVÁLIDO.",
  "celular": "CELULAR É OBRIGATÓRIO.",
  "celularInvalido": "CELULAR INVÁLIDO.",
  "ddi": "CODIGO É OBRIGATÓRIO.",
  "pesquisaAtracao": "COMO CONHECEU É OBRIGATÓRIO.",
  "cpfObrigatorio": "CAMPO É OBRIGATÓRIO.",
  "cpfTamanho": "CPF PRECISA TER 11 CARACTERES.",
  "cpfInvalido": "CPF INVÁLIDO.",
  "cpfExiste": "CPF JÁ EXISTE.",
  "rg": "RG É OBRIGATÓRIO.",
  "cep": "CEP É OBRIGATÓRIO.",
  "cepInvalido": "CEP INVÁLIDO.",
  "logradouro": "RUA É OBRIGATÓRIO.",
  "numero": "NÚMERO É OBRIGATÓRIO.",
  "bairro": "BAIRRO É OBRIGATÓRIO.",
  "cidade": "CIDADE É OBRIGATÓRIO.",
  "estado": "ESTADO É OBRIGATÓRIO.",
  "pais": "PAÍS É OBRIGATÓRIO.",
  "foto": "FOTO INVÁLIDA: ENVIE A FOTO PELO FORMULÁRIO DO PACIENTE."
} as const;
