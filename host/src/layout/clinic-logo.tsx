import type { ReactNode } from 'react';
// Also shown before login: a single icon, not the full icon set.
import MedicineBoxOutlined from '@ant-design/icons/es/icons/MedicineBoxOutlined';
import { useWhiteLabel } from '@clinica/shared';

/** The installation's logo, or a neutral mark with the clinic's name when none was uploaded. */
export function ClinicLogo({ height = 36, inverted = false }: { height?: number; inverted?: boolean }): ReactNode {
  const logo = useWhiteLabel((state) => state.logo);
  const nome = useWhiteLabel((state) => state.nome || state.tituloDaPagida);
  if (logo) return <img src={logo} alt={nome || 'Logo'} style={{ height, maxWidth: 200, objectFit: 'contain' }} data-testid="clinic-logo" />;
  return (
    <span className={`clinic-logo ${inverted ? 'clinic-logo--inverted' : ''}`} data-testid="clinic-logo">
      <MedicineBoxOutlined style={{ fontSize: height * 0.7 }} />
      <span>{nome || 'Clínica'}</span>
    </span>
  );
}
