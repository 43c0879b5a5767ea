import { registerMessages } from '@clinica/shared';

/** The case study's texts (spec 02 §2.6 and §8), pt/es/en, registered with the dialog. */
const pt = {
  estudoCaso: {
    botao: 'Estudo de caso',
    titulo: 'Estudo de caso',
    semDados: 'Não existe dados para este paciente.',
    semImagens: 'Sem imagens.',
    imagens: 'Imagens',
    respostas: 'Questionário',
    observacao: 'Observação',
    imprimir: 'Imprimir',
    fechar: 'Fechar',
    erroCarregar: 'Não foi possível carregar o estudo de caso.',
    registradoEm: 'Registrado em {{quando}} por {{quem}}',
  },
};
const es: typeof pt = {
  estudoCaso: {
    botao: 'Estudio de caso',
    titulo: 'Estudio de caso',
    semDados: 'No hay datos para este paciente.',
    semImagens: 'Sin imágenes.',
    imagens: 'Imágenes',
    respostas: 'Cuestionario',
    observacao: 'Observación',
    imprimir: 'Imprimir',
    fechar: 'Cerrar',
    erroCarregar: 'No se pudo cargar el estudio de caso.',
    registradoEm: 'Registrado el {{quando}} por {{quem}}',
  },
};
const en: typeof pt = {
  estudoCaso: {
    botao: 'Case study',
    titulo: 'Case study',
    semDados: 'There is no data for this patient.',
    semImagens: 'No images.',
    imagens: 'Images',
    respostas: 'Questionnaire',
    observacao: 'Note',
    imprimir: 'Print',
    fechar: 'Close',
    erroCarregar: 'The case study could not be loaded.',
    registradoEm: 'Recorded on {{quando}} by {{quem}}',
  },
};

registerMessages({ pt, es, en });
