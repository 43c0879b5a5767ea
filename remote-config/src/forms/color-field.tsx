import type { ReactNode } from 'react';
import { Input, Space } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import './color-field.css';

export interface ColorFieldProps {
  id: string;
  /** #RRGGBB as typed (may be invalid while typing) */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * A colour picked or typed as #RRGGBB (the clinic's colour, commitment types, wristbands). The swatch
 * is the browser's own colour input, which opens the system's colour chooser: antd's ColorPicker cost
 * the settings' first screen about 12 kB as served for the same choice.
 */
export function ColorField({ id, value, onChange, onBlur, disabled }: ColorFieldProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Space>
      <input
        type="color"
        className="color-field__swatch"
        aria-label={t('configuracoes.escolherCor')}
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        disabled={disabled}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={7}
        style={{ width: 120 }}
        disabled={disabled}
      />
    </Space>
  );
}

export const isHexColor = (value: string): boolean => HEX.test(value);
