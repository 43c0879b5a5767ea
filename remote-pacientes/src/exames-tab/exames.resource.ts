import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient, saveBlob, type ApiAnswer, type ApiBody, type DocumentoPdf } from '@clinica/shared';

/** An exam of the record (spec 02 §3 Prescription/exam). */
export type Exame = ApiAnswer<'gerenciar/prescricao/listarPrescricaoPaciente', 'post'>[number];
export type ExameDetalhe = ApiAnswer<'gerenciar/prescricao/listarPrescricaoId/{id}', 'get'>;
export type ExameCatalogo = ApiAnswer<'gerenciar/exames/listarExames', 'get'>[number];
export type CadastroExame = ApiBody<'gerenciar/prescricao/cadastro', 'post'>;
export type Conferencia = ApiBody<'gerenciar/prescricao/conferirErealizaarUploadArquivo/{id}', 'put'>;

export const EXAMES_KEY = [QUERY_ROOTS.pacientes, 'exames'] as const;

export const useExames = (pacienteId: number, procedimento: number) =>
  useQuery(
    {
      queryKey: [...EXAMES_KEY, pacienteId, procedimento],
      queryFn: ({ signal }): Promise<Exame[]> =>
        http.post('gerenciar/prescricao/listarPrescricaoPaciente', { json: { idPaciente: pacienteId, procedimento }, signal }).json(),
    },
    queryClient,
  );

export const useExameDetalhe = (id: number | undefined) =>
  useQuery(
    {
      queryKey: [...EXAMES_KEY, 'detalhe', id ?? null],
      queryFn: ({ signal }): Promise<ExameDetalhe> => http.get('gerenciar/prescricao/listarPrescricaoId/{id}', { params: { id: String(id) }, signal }).json(),
      enabled: id !== undefined,
      staleTime: 0,
    },
    queryClient,
  );

export const useCatalogoExames = (enabled: boolean) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.catalogos, 'exames', 'ficha'],
      queryFn: ({ signal }): Promise<ExameCatalogo[]> => http.get('gerenciar/exames/listarExames', { signal }).json(),
      enabled,
    },
    queryClient,
  );

export const recarregarExames = () => queryClient.invalidateQueries({ queryKey: EXAMES_KEY });

export const cadastrarExame = (body: CadastroExame): Promise<Exame> =>
  http.post('gerenciar/prescricao/cadastro', { json: body, context: { silent: true } }).json();

export const conferirExame = (id: number, body: Conferencia): Promise<Exame> =>
  http.put('gerenciar/prescricao/conferirErealizaarUploadArquivo/{id}', { params: { id: String(id) }, json: body, context: { silent: true } }).json();

/** Sends files (field uploadArquivo): a new exam of type 2, or the results of exam `id`. */
export function enviarArquivos(campos: { pacienteId: number; procedimentoId: number; id?: number }, arquivos: File[]): Promise<Exame> {
  const form = new FormData();
  form.append('tipoPrescricaoId', campos.id ? '1' : '2');
  form.append('pacienteId', String(campos.pacienteId));
  form.append('procedimentoId', String(campos.procedimentoId));
  if (campos.id) form.append('id', String(campos.id));
  for (const arquivo of arquivos) form.append('uploadArquivo', arquivo, arquivo.name);
  return http.post('gerenciar/prescricao/uploadArquivoPrescricao', { body: form, timeout: 10 * 60_000, context: { silent: true } }).json();
}

export const deletarPrescricao = (codigo: number): Promise<unknown> =>
  http.delete('gerenciar/prescricao/deletarPrescricao', { query: { codigo: String(codigo) }, context: { silent: true } }).json();

/** Downloads a file of an exam (its address is /gerenciar/prescricao/arquivo/{uuid}). */
export async function baixarArquivo(url: string, nome: string): Promise<void> {
  const id = url.split('/').pop() ?? '';
  const blob = await http.get('gerenciar/prescricao/arquivo/{id}', { params: { id }, context: { silent: true } }).blob();
  saveBlob(blob, nome);
}

/** The print of an exam request or a prescription, as the PDF service takes it (with the api's issuing job). */
export async function documentoParaImprimir(id: number): Promise<DocumentoPdf> {
  const documento: ApiAnswer<'gerenciar/prescricao/imprimir/{id}', 'get'> = await http
    .get('gerenciar/prescricao/imprimir/{id}', { params: { id: String(id) }, context: { silent: true } })
    .json();
  // only what the PDF service takes (it refuses a caller's own title: the signed job names the document)
  return {
    headerHeigth: documento.headerHeigth,
    htmlHeader: documento.htmlHeader,
    content: documento.content,
    ...(documento.emissao && { emissao: documento.emissao }),
  };
}
