import type { Path } from 'react-hook-form';
import { ENDERECO_FIELDS, emptyForm, formField, type PacienteFormValues } from './paciente-form.ts';

/** Fields whose label is not under their own name in `paciente.campos` (the payer's own four, the wristband). */
const LABEL_KEYS: Record<string, string> = {
  pulseiraId: 'pulseira',
  'responsavel.nome': 'responsavelNome',
  'responsavel.cpf': 'responsavelCpf',
  'responsavel.email': 'responsavelEmail',
  'responsavel.telefone': 'responsavelTelefone',
};

/**
 * The `paciente.campos` key of a form path, an api field ('responsavelPagamento.cpf') or a history's
 * <<field>>: its own name, or its last part (the payer's address reads as the patient's); undefined
 * when no text names it (a history field such as 'ativo' is then shown as it is).
 */
export function labelKey(field: string, hasText: (key: string) => boolean): string | undefined {
  const path = formField(field);
  const key = LABEL_KEYS[path] ?? path.split('.').pop() ?? path;
  return hasText(`paciente.campos.${key}`) ? key : undefined;
}

/** Whether the form has this path (a refusal naming another field goes to the toast alone). */
export function isFormPath(path: string): path is Path<PacienteFormValues> {
  let node: unknown = emptyForm();
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node !== 'object' || node === null;
}

/** The input a field path is typed in (the 'AVISO' list takes the user there). */
export const inputId = (path: string): string => {
  const [first, second] = path.split('.');
  return first === 'responsavel' && (ENDERECO_FIELDS as readonly string[]).includes(second!) ? `responsavel-${second}` : `paciente-${path}`;
};
