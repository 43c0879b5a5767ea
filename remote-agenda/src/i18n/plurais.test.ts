import i18next from 'i18next';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

/** Counts written with a noun agree with the number in every language ('1 agendamento', not '1 agendamentos'). */
describe('the agenda list total', () => {
  it.each([
    ['pt', pt, ['0 agendamentos', '1 agendamento', '2 agendamentos']],
    ['es', es, ['0 citas', '1 cita', '2 citas']],
    ['en', en, ['0 appointments', '1 appointment', '2 appointments']],
  ] as const)('%s', async (lng, textos, esperado) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: textos } } });
    expect([0, 1, 2].map((count) => i18n.t('agendamento.agenda.total', { count }))).toEqual(esperado);
  });
});
