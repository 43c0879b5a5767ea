import i18next from 'i18next';
import { changeLanguage, initI18n, languageReady, registerMessages } from './i18n.ts';

describe("a remote's texts in other languages", () => {
  beforeAll(async () => {
    await initI18n('pt');
  });
  afterEach(async () => {
    await changeLanguage('pt');
  });

  it('are fetched only when their language is shown, and keep precedence over the shared texts', async () => {
    const fetched: string[] = [];
    registerMessages({
      pt: { teste: { ola: 'Olá' }, menu: { dashboard: 'Painel' } },
      es: () => Promise.resolve({ teste: { ola: 'Hola' }, menu: { dashboard: 'Tablero' } }).finally(() => fetched.push('es')),
      en: () => Promise.resolve({ teste: { ola: 'Hello' } }).finally(() => fetched.push('en')),
    });
    expect(i18next.t('teste.ola')).toBe('Olá');
    expect(fetched).toEqual([]);

    await changeLanguage('es');
    expect(fetched).toEqual(['es']);
    expect(i18next.t('teste.ola')).toBe('Hola');
    // the shared Spanish texts arrive with the remote's and do not overwrite its 'menu.dashboard'
    expect(i18next.t('menu.dashboard')).toBe('Tablero');
    expect(i18next.t('menu.agendamentos')).toBe('Citas');

    await changeLanguage('pt');
    await changeLanguage('es');
    expect(fetched).toEqual(['es']);
  });

  it('of a remote registered while the page is in English are in once languageReady resolves', async () => {
    await changeLanguage('en');
    registerMessages({ pt: { tarde: { oi: 'Oi' } }, es: { tarde: { oi: 'Buenas' } }, en: () => Promise.resolve({ tarde: { oi: 'Hi' } }) });
    await languageReady();
    expect(i18next.t('tarde.oi')).toBe('Hi');
  });

  it('that failed to arrive leave Portuguese, and are asked for again on the next choice', async () => {
    let attempts = 0;
    registerMessages({
      pt: { falha: { texto: 'Texto' } },
      es: { falha: { texto: 'Texto' } },
      en: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ falha: { texto: 'Text' } })),
    });
    await expect(changeLanguage('en')).rejects.toThrow('offline');
    expect(i18next.language).toBe('pt');
    expect(i18next.t('falha.texto')).toBe('Texto');
    await changeLanguage('en');
    expect(attempts).toBe(2);
    expect(i18next.t('falha.texto')).toBe('Text');
  });
});

describe('the shared texts', () => {
  it("carry no remote's own area: the login page ships them (remote-config keeps its texts in remote-config/src/i18n)", async () => {
    const { pt } = await import('./locales/pt.ts');
    for (const area of ['configuracoes', 'perfis', 'usuarios', 'relatorios', 'auditorias', 'criarLayouts']) expect(pt).not.toHaveProperty(area);
  });
});

describe('counts written with a noun', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });
  afterAll(async () => {
    await changeLanguage('pt');
  });

  it("take the noun's singular for one and its plural otherwise, zero included, in every language", async () => {
    const totals = (): string[] => [0, 1, 2, 1500].map((count) => i18next.t('pacientes.total', { count }));
    expect(totals()).toEqual(['0 pacientes', '1 paciente', '2 pacientes', '1.500 pacientes']);
    expect(i18next.t('pacientes.totalMaisDe', { count: 1 })).toBe('mais de 1 paciente');
    expect(i18next.t('pacientes.totalMaisDe', { count: 1000 })).toBe('mais de 1.000 pacientes');
    await changeLanguage('es');
    expect(totals()).toEqual(['0 pacientes', '1 paciente', '2 pacientes', '1500 pacientes']);
    await changeLanguage('en');
    expect(totals()).toEqual(['0 patients', '1 patient', '2 patients', '1,500 patients']);
    expect(i18next.t('pacientes.totalMaisDe', { count: 1000 })).toBe('more than 1,000 patients');
  });
});
