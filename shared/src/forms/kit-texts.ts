import { registerMessages } from '@clinica/shared';

/**
 * The texts of the list and form kit (CatalogoCard, ItemFormDialog), under `kit.`: any area that
 * draws them (settings, finance, stock) gets them with the kit, not from the settings' own texts.
 * Given in the three languages: a handful of words, not worth a fetch.
 */
registerMessages({
  pt: {
    kit: {
      buscar: 'Buscar',
      buscarEm: 'Buscar em {{catalogo}}',
      acoes: 'Ações',
      situacao: 'Situação',
      ativo: 'Ativo',
      inativo: 'Inativo',
      editar: 'Editar {{nome}}',
      excluir: 'Excluir',
      excluirItem: 'Excluir {{nome}}',
      confirmarExclusao: 'Excluir "{{nome}}"?',
      excluido: '"{{nome}}" excluído.',
      cancelar: 'Cancelar',
      salvar: 'Salvar',
      nenhum: 'Nenhum item cadastrado.',
      erroLista: 'Não foi possível carregar a lista. Tente novamente.',
      erroTitulo: 'Não foi possível concluir',
      erroSalvar: 'Não foi possível salvar. Tente novamente.',
      erroExcluir: 'Não foi possível excluir. Tente novamente.',
    },
  },
  es: {
    kit: {
      buscar: 'Buscar',
      buscarEm: 'Buscar en {{catalogo}}',
      acoes: 'Acciones',
      situacao: 'Situación',
      ativo: 'Activo',
      inativo: 'Inactivo',
      editar: 'Editar {{nome}}',
      excluir: 'Eliminar',
      excluirItem: 'Eliminar {{nome}}',
      confirmarExclusao: '¿Eliminar "{{nome}}"?',
      excluido: '"{{nome}}" eliminado.',
      cancelar: 'Cancelar',
      salvar: 'Guardar',
      nenhum: 'Ningún elemento registrado.',
      erroLista: 'No se pudo cargar la lista. Inténtelo de nuevo.',
      erroTitulo: 'No se pudo completar',
      erroSalvar: 'No se pudo guardar. Inténtelo de nuevo.',
      erroExcluir: 'No se pudo eliminar. Inténtelo de nuevo.',
    },
  },
  en: {
    kit: {
      buscar: 'Search',
      buscarEm: 'Search {{catalogo}}',
      acoes: 'Actions',
      situacao: 'Status',
      ativo: 'Active',
      inativo: 'Inactive',
      editar: 'Edit {{nome}}',
      excluir: 'Delete',
      excluirItem: 'Delete {{nome}}',
      confirmarExclusao: 'Delete "{{nome}}"?',
      excluido: '"{{nome}}" deleted.',
      cancelar: 'Cancel',
      salvar: 'Save',
      nenhum: 'Nothing registered yet.',
      erroLista: 'The list could not be loaded. Try again.',
      erroTitulo: 'Could not complete',
      erroSalvar: 'Could not save. Try again.',
      erroExcluir: 'Could not delete. Try again.',
    },
  },
});
