import type { ReactNode } from 'react';
import { useUrlState } from '@clinica/shared';
import { AcessosPacienteSection } from '../../auditorias/acessos-paciente-section.tsx';

/** /logs/paciente?paciente=ID: one patient's accesses, the patient chosen kept in the address. */
export default function AcessosPacienteTab(): ReactNode {
  const [params, setUrl] = useUrlState();
  const pacienteId = Number(params.get('paciente')) || undefined;
  return <AcessosPacienteSection pacienteId={pacienteId} onPaciente={(id) => setUrl({ paciente: id ? String(id) : undefined })} />;
}
