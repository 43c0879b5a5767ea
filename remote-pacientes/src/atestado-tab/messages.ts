import { registerMessages } from '@clinica/shared';

/** The Atestado tab's texts (spec 02 §2.10, §8), registered by the tab itself. */
const pt = {
  atestadoTab: {
    gerar: 'Gerar atestado',
    layout: 'Layout do atestado',
    vazio: 'Nenhum atestado deste procedimento.',
    erroCarregar: 'Não foi possível carregar os atestados.',
    geradoEm: 'Gerado em {{data}} por {{nome}}',
    medico: 'Médico: {{nome}}',
    titulo: 'Atestado de {{data}}',
    imprimir: 'Imprimir o atestado de {{data}}',
    editar: 'Editar o atestado de {{data}}',
    excluir: 'Excluir o atestado de {{data}}',
    confirmarExclusao: 'Tem certeza que deseja excluir este atestado ?',
    sim: 'Sim',
    nao: 'Não',
    sucesso: 'Sucesso',
    criado: 'Atestado criado com sucesso',
    alterado: 'Atestado alterado com sucesso',
    deletado: 'Atestado deletado com sucesso.',
    erroExcluir: 'O servidor não conseguiu processar a requisição devido a um erro do cliente ou formato inadequado.',
  },
};

const es: typeof pt = {
  atestadoTab: {
    gerar: 'Generar certificado',
    layout: 'Plantilla del certificado',
    vazio: 'No hay certificados de este procedimiento.',
    erroCarregar: 'No se pudieron cargar los certificados.',
    geradoEm: 'Generado el {{data}} por {{nome}}',
    medico: 'Médico: {{nome}}',
    titulo: 'Certificado del {{data}}',
    imprimir: 'Imprimir el certificado del {{data}}',
    editar: 'Editar el certificado del {{data}}',
    excluir: 'Eliminar el certificado del {{data}}',
    confirmarExclusao: '¿Seguro que desea eliminar este certificado?',
    sim: 'Sí',
    nao: 'No',
    sucesso: 'Éxito',
    criado: 'Certificado creado con éxito',
    alterado: 'Certificado modificado con éxito',
    deletado: 'Certificado eliminado con éxito.',
    erroExcluir: 'El servidor no pudo procesar la solicitud por un error del cliente o un formato inadecuado.',
  },
};

const en: typeof pt = {
  atestadoTab: {
    gerar: 'Issue certificate',
    layout: 'Certificate template',
    vazio: 'No certificates for this procedure.',
    erroCarregar: 'Could not load the certificates.',
    geradoEm: 'Issued on {{data}} by {{nome}}',
    medico: 'Doctor: {{nome}}',
    titulo: 'Certificate of {{data}}',
    imprimir: 'Print the certificate of {{data}}',
    editar: 'Edit the certificate of {{data}}',
    excluir: 'Delete the certificate of {{data}}',
    confirmarExclusao: 'Are you sure you want to delete this certificate?',
    sim: 'Yes',
    nao: 'No',
    sucesso: 'Success',
    criado: 'Certificate created',
    alterado: 'Certificate updated',
    deletado: 'Certificate deleted.',
    erroExcluir: 'The server could not process the request because of a client error or an unsuitable format.',
  },
};

registerMessages({ pt, es, en });
