// through the shared singleton: the page's one i18next and its registry
import { registerMessages } from '@clinica/shared/core';

/** The editor's own texts (its toolbar's names): registered when the editor's entry loads, in every language at once (they are few). */
const pt = {
  richText: {
    ferramentas: {
      titulo: 'Título',
      negrito: 'Negrito',
      italico: 'Itálico',
      sublinhado: 'Sublinhado',
      tachado: 'Tachado',
      cor: 'Cor do texto',
      fundo: 'Cor de fundo',
      alinhamento: 'Alinhamento',
      listaNumerada: 'Lista numerada',
      lista: 'Lista',
      menosRecuo: 'Diminuir recuo',
      maisRecuo: 'Aumentar recuo',
      link: 'Link',
      imagem: 'Imagem',
      limpar: 'Limpar formatação',
    },
  },
};

const es: typeof pt = {
  richText: {
    ferramentas: {
      titulo: 'Título',
      negrito: 'Negrita',
      italico: 'Cursiva',
      sublinhado: 'Subrayado',
      tachado: 'Tachado',
      cor: 'Color del texto',
      fundo: 'Color de fondo',
      alinhamento: 'Alineación',
      listaNumerada: 'Lista numerada',
      lista: 'Lista',
      menosRecuo: 'Reducir sangría',
      maisRecuo: 'Aumentar sangría',
      link: 'Enlace',
      imagem: 'Imagen',
      limpar: 'Quitar formato',
    },
  },
};

const en: typeof pt = {
  richText: {
    ferramentas: {
      titulo: 'Heading',
      negrito: 'Bold',
      italico: 'Italic',
      sublinhado: 'Underline',
      tachado: 'Strikethrough',
      cor: 'Text colour',
      fundo: 'Background colour',
      alinhamento: 'Alignment',
      listaNumerada: 'Numbered list',
      lista: 'Bulleted list',
      menosRecuo: 'Decrease indent',
      maisRecuo: 'Increase indent',
      link: 'Link',
      imagem: 'Image',
      limpar: 'Clear formatting',
    },
  },
};

registerMessages({ pt, es, en });

export const richTextMessages = { pt, es, en };
