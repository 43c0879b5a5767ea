import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, downloadFile, http, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** A row of the record's forms list (spec 02 §2.12). */
export type FichaLinha = ApiAnswer<'gerenciar/formulario/resposta/listar', 'post'>[number];
/** A filled form with the questions of the version it was filled on. */
export type Ficha = ApiAnswer<'gerenciar/formulario/resposta/listar/{id}', 'get'>;
export type FichaPayload = ApiBody<'gerenciar/formulario/resposta/cadastro', 'post'>;
export type Formulario = ApiAnswer<'gerenciar/formulario/listarTodos', 'get'>[number];
export type Pergunta = Formulario['perguntas'][number];
export type GrauCalvicie = ApiAnswer<'gerenciar/formulario/grauCalvicie/listarTodos', 'get'>[number];

/** Under the patients' root: a change to the patient reads them again. */
export const FICHAS_KEY = [QUERY_ROOTS.pacientes, 'formularios'] as const;

export const useFichas = (pacienteId: number, procedimento: number) =>
  useQuery(
    {
      queryKey: [...FICHAS_KEY, pacienteId, procedimento],
      queryFn: ({ signal }): Promise<FichaLinha[]> =>
        http.post('gerenciar/formulario/resposta/listar', { json: { paciente: pacienteId, procedimento }, signal }).json(),
    },
    queryClient,
  );

export const useFicha = (id: number | undefined) =>
  useQuery(
    {
      queryKey: [...FICHAS_KEY, 'ficha', id ?? null],
      queryFn: ({ signal }): Promise<Ficha> => http.get('gerenciar/formulario/resposta/listar/{id}', { params: { id: String(id) }, signal }).json(),
      enabled: id !== undefined,
      staleTime: 0,
    },
    queryClient,
  );

/** The active forms (spec 02 §2.12: 'Tipo de formulário' offers only those). */
export const useFormulariosAtivos = (enabled: boolean) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.catalogos, 'formularios', 'ativos'],
      queryFn: ({ signal }): Promise<Formulario[]> => http.get('gerenciar/formulario/listarTodos', { query: { status: 'true' }, signal }).json(),
      enabled,
      staleTime: 0,
    },
    queryClient,
  );

export const useGrausCalvicie = (enabled: boolean) =>
  useQuery(
    {
      queryKey: [QUERY_ROOTS.catalogos, 'grauCalvicie'],
      queryFn: ({ signal }): Promise<GrauCalvicie[]> => http.get('gerenciar/formulario/grauCalvicie/listarTodos', { signal }).json(),
      enabled,
    },
    queryClient,
  );

export const recarregarFichas = () => queryClient.invalidateQueries({ queryKey: FICHAS_KEY });

export const salvarFicha = (payload: FichaPayload): Promise<Ficha> =>
  http.post('gerenciar/formulario/resposta/cadastro', { json: payload, context: { silent: true } }).json();

export const deletarFicha = (id: number) =>
  http.delete('gerenciar/formulario/deletarFomulario', { query: { id: String(id) }, context: { silent: true } }).json();

/** 'Faça upload de arquivos': one file in place of a filled form. */
export function enviarArquivo(pacienteId: number, procedimento: number, arquivo: File): Promise<Ficha> {
  const form = new FormData();
  form.append('arquivo', arquivo, arquivo.name);
  return http
    .post('gerenciar/formulario/resposta/upload', {
      query: { paciente: String(pacienteId), procedimento: String(procedimento) },
      body: form,
      timeout: 10 * 60_000,
      context: { silent: true },
    })
    .json();
}

export const baixarArquivo = (linha: FichaLinha) =>
  downloadFile('gerenciar/formulario/resposta/arquivo/{id}', { params: { id: String(linha.id) }, fallback: linha.nomeArquivo ?? linha.nome });

export const documentoDaFicha = (id: number) => http.post('gerenciar/formulario/resposta/imprimir', { json: { id }, context: { silent: true } }).json();
