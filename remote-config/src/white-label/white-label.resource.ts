import { useMutation, useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** The stored record, with its id and audit fields (only the settings read it). */
export type WhiteLabelRecord = ApiAnswer<'gerenciar/customizacaoInterface/listarWhiteLabel', 'get'>;

/** Images travel as data URLs; undefined keeps the stored one, null removes it. */
export type WhiteLabelChanges = ApiBody<'gerenciar/customizacaoInterface/cadastroWhiteLabel', 'post'>;

/** Only the settings read the stored record (the page applies the public one, see the host). */
const WHITE_LABEL_KEY = ['configuracoes', 'white-label'];

const fetchWhiteLabel = (signal: AbortSignal): Promise<WhiteLabelRecord> => http.get('gerenciar/customizacaoInterface/listarWhiteLabel', { signal }).json();

const saveWhiteLabel = (changes: WhiteLabelChanges): Promise<WhiteLabelRecord> =>
  http.post('gerenciar/customizacaoInterface/cadastroWhiteLabel', { json: changes }).json();

export const useWhiteLabelRecord = () => useQuery({ queryKey: WHITE_LABEL_KEY, queryFn: ({ signal }) => fetchWhiteLabel(signal) }, queryClient);

/** The server answers the record as saved: it replaces the cached one (no second read). */
export const useSaveWhiteLabelMutation = () =>
  useMutation({ mutationFn: saveWhiteLabel, onSuccess: (saved) => queryClient.setQueryData(WHITE_LABEL_KEY, saved) }, queryClient);
