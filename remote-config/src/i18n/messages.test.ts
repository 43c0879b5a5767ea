import i18next from 'i18next';
import { changeLanguage, initI18n } from '@clinica/shared';

// the remote's texts live here, not in shared (which the login page carries): registered by
// messages.ts (the jest setup loads it, as the webpack factory does for every exposed module)
describe("remote-config's texts", () => {
  beforeAll(async () => {
    await initI18n('pt');
  });
  afterAll(async () => {
    await changeLanguage('pt');
  });

  it('are in Portuguese at once, and in Spanish and English once that language is shown', async () => {
    expect(i18next.t('configuracoes.nomeClinica')).toBe('Nome da clínica');
    expect(i18next.t('usuarios.campos.cep')).toBe('CEP');
    await changeLanguage('es');
    expect(i18next.t('configuracoes.nomeClinica')).toBe('Nombre de la clínica');
    await changeLanguage('en');
    expect(i18next.t('configuracoes.nomeClinica')).toBe('Clinic name');
    // a shared text still comes from shared
    expect(i18next.t('menu.configuracoes')).toBe('Settings');
  });
});
