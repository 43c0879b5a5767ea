import { registerMessages } from '@clinica/shared';

/** The document dialogs' texts, registered by the dialogs themselves (every record tab that issues a document uses them). */
const pt = {
  documentoEditor: {
    layout: 'Layout',
    filtrar: 'Digite para filtrar pelo nome',
    semLayouts: 'Nenhum layout deste tipo. Crie um em Configurações → Criar layouts.',
    confirmar: 'Confirmar',
    cancelar: 'Cancelar',
    salvar: 'salvar',
    texto: 'Texto do documento',
    preenchendo: 'Preenchendo o layout para o paciente…',
    nomeObrigatorio: 'Campo obrigatório.',
    textoObrigatorio: 'Escreva o documento antes de salvar.',
    erroCarregar: 'Não foi possível carregar os layouts.',
    erroPreencher: 'Não foi possível preencher o layout.',
    erroSalvar: 'Não foi possível salvar. Tente de novo.',
    verMais: 'Ver mais',
    verMenos: 'Ver menos',
  },
};

const es: typeof pt = {
  documentoEditor: {
    layout: 'Plantilla',
    filtrar: 'Escriba para filtrar por nombre',
    semLayouts: 'No hay plantillas de este tipo. Cree una en Configuración → Crear plantillas.',
    confirmar: 'Confirmar',
    cancelar: 'Cancelar',
    salvar: 'guardar',
    texto: 'Texto del documento',
    preenchendo: 'Rellenando la plantilla para el paciente…',
    nomeObrigatorio: 'Campo obligatorio.',
    textoObrigatorio: 'Escriba el documento antes de guardar.',
    erroCarregar: 'No se pudieron cargar las plantillas.',
    erroPreencher: 'No se pudo rellenar la plantilla.',
    erroSalvar: 'No se pudo guardar. Inténtelo de nuevo.',
    verMais: 'Ver más',
    verMenos: 'Ver menos',
  },
};

const en: typeof pt = {
  documentoEditor: {
    layout: 'Template',
    filtrar: 'Type to filter by name',
    semLayouts: 'No template of this type. Create one in Settings → Create templates.',
    confirmar: 'Confirm',
    cancelar: 'Cancel',
    salvar: 'save',
    texto: 'Document text',
    preenchendo: 'Filling the template for the patient…',
    nomeObrigatorio: 'Required field.',
    textoObrigatorio: 'Write the document before saving.',
    erroCarregar: 'Could not load the templates.',
    erroPreencher: 'Could not fill the template.',
    erroSalvar: 'Could not save. Try again.',
    verMais: 'See more',
    verMenos: 'See less',
  },
};

registerMessages({ pt, es, en });

export const documentoEditorMessages = { pt, es, en };
