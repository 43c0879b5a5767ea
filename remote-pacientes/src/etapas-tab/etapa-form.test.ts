import { etapaErrors, followStart, houveMudancas, payloadFrom, uploadRefusal, valuesFrom, type EtapaValues } from './etapa-form.ts';
import type { EtapaGrupo, EtapaImagem } from './etapas.resource.ts';

const grupo: EtapaGrupo = {
  id: 7,
  configuracoesEtapaId: 2,
  nomeEtapa: 'Pré-operatório',
  quantidadeImagens: 6,
  dataRegistro: '2025-03-10',
  horaInicial: '2025-03-10T09:00:00-03:00',
  horaFinal: '2025-03-10T10:30:00-03:00',
  observacao: 'Jejum de 8 h',
  imagens: [],
  auditorias: [],
  pacienteId: 3,
  procedimentoId: 4,
  usuarioInternoId: null,
  horarioCadastro: '2025-03-10T12:00:00Z',
  usuarioCadastro: 'Recepção',
  versao: 2,
};
const imagem = (mimeType: string, n = 1): EtapaImagem => ({
  id: null,
  urlArmazenamento: `/f/${mimeType}/${n}`,
  mimeType,
  name: 'x',
  size: 10,
  exibeNoEstudoCaso: false,
  ordenacao: n,
});

describe('stage form (spec 02 section 5, Stages)', () => {
  it('loads the saved copy in the clinic zone and finds no change in it', () => {
    const values = valuesFrom(grupo);
    expect(values).toMatchObject({ data: '10/03/2025', horaInicial: '09:00', horaFinal: '10:30', observacao: 'Jejum de 8 h' });
    expect(houveMudancas(values, valuesFrom(grupo))).toBe(false);
    expect(houveMudancas({ ...values, observacao: 'outra' }, values)).toBe(true);
    expect(houveMudancas({ ...values, imagens: [imagem('image/png')] }, values)).toBe(true);
  });

  it('requires date (years 2024 to 2110) and both times, the end after the start', () => {
    const empty: EtapaValues = { data: '', horaInicial: '', horaFinal: '', observacao: '', imagens: [] };
    expect(etapaErrors(empty)).toEqual({
      data: 'paciente.etapas.erros.data',
      horaInicial: 'paciente.etapas.erros.hora',
      horaFinal: 'paciente.etapas.erros.hora',
    });
    expect(etapaErrors({ ...empty, data: '01/01/2023', horaInicial: '09:00', horaFinal: '09:15' })).toEqual({ data: 'paciente.etapas.erros.dataInvalida' });
    expect(etapaErrors({ ...empty, data: '01/01/2025', horaInicial: '09:00', horaFinal: '09:00' })).toEqual({ horaFinal: 'paciente.etapas.erros.horaFinal' });
  });

  it('moves an end at or before the start to the next step', () => {
    expect(followStart({ ...valuesFrom(grupo), horaInicial: '11:00' }).horaFinal).toBe('11:15');
    expect(followStart(valuesFrom(grupo)).horaFinal).toBe('10:30');
  });

  it('merges times with the date and sends an empty observation as null', () => {
    const payload = payloadFrom(grupo, { ...valuesFrom(grupo), observacao: '  ' });
    expect(payload).toMatchObject({ id: 7, versao: 2, dataRegistro: '2025-03-10', observacao: null });
    expect(new Date(payload.horaInicial!).toISOString()).toBe('2025-03-10T12:00:00.000Z');
  });

  it('refuses a file over 80 MB, a second video and a seventh image', () => {
    expect(uploadRefusal({ size: 81 * 1024 * 1024, type: 'video/mp4' }, [], 6)).toEqual({ key: 'paciente.etapas.tamanhoExcedido', seconds: 7 });
    expect(uploadRefusal({ size: 10, type: 'video/mp4' }, [imagem('video/mp4')], 6)).toEqual({ key: 'paciente.etapas.umVideo', seconds: 5 });
    const six = [1, 2, 3, 4, 5, 6].map((n) => imagem('image/jpeg', n));
    expect(uploadRefusal({ size: 10, type: 'image/jpeg' }, six, 6)).toEqual({ key: 'paciente.etapas.maxImagens', count: 6, seconds: 5 });
    // a stage the settings gave 2 slots takes no third image
    expect(uploadRefusal({ size: 10, type: 'image/jpeg' }, six.slice(0, 2), 2)?.count).toBe(2);
    expect(uploadRefusal({ size: 10, type: 'image/jpeg' }, six.slice(0, 1), 2)).toBeUndefined();
    expect(uploadRefusal({ size: 10, type: 'video/mp4' }, six, 6)).toBeUndefined();
  });
});
