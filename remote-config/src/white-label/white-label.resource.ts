import { http, type WhiteLabel } from '@clinica/shared';

export interface WhiteLabelRecord extends WhiteLabel {
  id: number;
  usuarioAlteracao?: string | null;
  horarioAlteracao?: string | null;
}

/** Images travel as data URLs; undefined keeps the stored one, null removes it. */
export interface WhiteLabelChanges {
  nome: string;
  tituloDaPagida: string;
  corDoSistema: string;
  logo?: string | null;
  favicon?: string | null;
}

export const fetchWhiteLabel = (): Promise<WhiteLabelRecord> =>
  http.get('gerenciar/customizacaoInterface/listarWhiteLabel').json<WhiteLabelRecord>();

export const saveWhiteLabel = (changes: WhiteLabelChanges): Promise<WhiteLabelRecord> =>
  http.post('gerenciar/customizacaoInterface/cadastroWhiteLabel', { json: changes }).json<WhiteLabelRecord>();
