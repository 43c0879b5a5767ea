/**
 * The address fields' labels in each language: every address block (the patient's, the payer's,
 * the doctor's) spreads them into its own `campos`, so the same field reads the same everywhere.
 */
export const ENDERECO_LABELS = {
  pt: { cep: 'CEP', logradouro: 'Rua', numero: 'Número', complemento: 'Complemento', bairro: 'Bairro', cidade: 'Cidade', estado: 'Estado', pais: 'País' },
  es: {
    cep: 'Código postal',
    logradouro: 'Calle',
    numero: 'Número',
    complemento: 'Complemento',
    bairro: 'Barrio',
    cidade: 'Ciudad',
    estado: 'Estado',
    pais: 'País',
  },
  en: {
    cep: 'Postal code',
    logradouro: 'Street',
    numero: 'Number',
    complemento: 'Complement',
    bairro: 'District',
    cidade: 'City',
    estado: 'State',
    pais: 'Country',
  },
};
