import { useMemo, type ReactNode } from 'react';
import type { RecordTabProps } from '@clinica/shared';
import { OrcamentosDoPaciente } from '../orcamentos/orcamentos-lista.tsx';
import { usePacienteDaFicha } from '../orcamentos/orcamentos.resource.ts';

/**
 * The record's Orçamentos (spec 02 §2.3, ORCAMENTO): the list embedded with the record's patient and
 * procedure fixed and the filter bar hidden; 'Novo orçamento' starts with both.
 */
export default function OrcamentosFichaTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const paciente = usePacienteDaFicha(pacienteId);
  const preset = useMemo(() => ({ paciente: paciente.data ?? null, procedimentoId: procedimento.id }), [paciente.data, procedimento.id]);
  return <OrcamentosDoPaciente pacienteId={pacienteId} procedimentoId={procedimento.id} preset={preset} />;
}
