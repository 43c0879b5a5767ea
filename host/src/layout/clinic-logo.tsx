import './clinic-logo.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import { useWhiteLabel } from '@clinica/shared/core';
import { SvgIcon } from './svg-icon.tsx';

/** The clinic's name as the white label gives it, else the word for a clinic in the user's language. */
export function useClinicName(): string {
  const { t } = useTranslation();
  const nome = useWhiteLabel((state) => state.nome || state.tituloDaPagida);
  return nome || t('app.clinica');
}

/** The installation's logo, or a neutral mark with the clinic's name when none was uploaded (also on the login: no antd). */
export function ClinicLogo({ height = 36, inverted = false }: { height?: number; inverted?: boolean }): ReactNode {
  const logo = useWhiteLabel((state) => state.logo);
  const nome = useClinicName();
  if (logo) return <img src={logo} alt={nome} style={{ height, maxWidth: 200, objectFit: 'contain' }} data-testid="clinic-logo" />;
  return (
    <span className={`clinic-logo ${inverted ? 'clinic-logo--inverted' : ''}`} data-testid="clinic-logo">
      <span style={{ fontSize: height * 0.7, display: 'inline-flex' }}>
        <SvgIcon icon={MedicineBoxOutlined} />
      </span>
      <span>{nome}</span>
    </span>
  );
}
