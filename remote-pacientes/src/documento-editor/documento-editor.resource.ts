import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS, http, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** A layout as listed (spec 01 §3 Layout). */
export type Layout = ApiAnswer<'layout/listar', 'post'>[number];
export type TipoLayout = Layout['tipoLayout'];
/** Who and what a layout is filled for (the patient, the procedure, optionally the issuing doctor). */
export type Preenchimento = Omit<ApiBody<'layout/preencherLayout', 'post'>, 'idLayout' | 'texto'>;

// layouts are catalogue data (Configurações writes them): under its root, so a change there reads again
const LAYOUTS_KEY = [QUERY_ROOTS.catalogos, 'layouts', 'documento-editor'] as const;

const listarLayouts = (tipoDeLayout: TipoLayout, procedimento: number | undefined, signal: AbortSignal): Promise<Layout[]> =>
  http.post('layout/listar', { json: { tipoDeLayout, ...(procedimento ? { procedimento } : {}) }, signal }).json();

/** The saved layout filled for the patient (the api answers sanitised HTML; 422 names variables without a value). */
const preencher = (idLayout: number, contexto: Preenchimento, signal: AbortSignal): Promise<string> =>
  http.post('layout/preencherLayout', { json: { idLayout, ...contexto }, signal, context: { silent: true } }).text();

/** Layouts of one type (those of the procedure and those of none, when a procedure is given). */
export const useLayoutsDoTipo = (tipo: TipoLayout, procedimento: number | undefined, enabled: boolean) =>
  useQuery(
    {
      queryKey: [...LAYOUTS_KEY, tipo, procedimento ?? null],
      queryFn: ({ signal }) => listarLayouts(tipo, procedimento, signal),
      enabled,
    },
    queryClient,
  );

/** The layout filled for the patient, read each time the editor opens on it (never from cache: the record may have changed). */
export const usePreenchido = (idLayout: number | undefined, contexto: Preenchimento) =>
  useQuery(
    {
      queryKey: ['documento-editor', 'preenchido', idLayout ?? null, contexto],
      queryFn: ({ signal }) => preencher(idLayout!, contexto, signal),
      enabled: idLayout != null,
      gcTime: 0,
      staleTime: 0,
      retry: false,
    },
    queryClient,
  );
