import type { ReactNode } from 'react';
import { Input, Space } from '@clinica/shared/antd';
import { ColorPicker } from '@clinica/shared/antd/color-picker';

export interface ColorFieldProps {
  id: string;
  /** #RRGGBB as typed (may be invalid while typing) */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** A colour picked or typed as #RRGGBB (commitment types, wristbands). */
export function ColorField({ id, value, onChange, onBlur }: ColorFieldProps): ReactNode {
  return (
    <Space>
      <ColorPicker value={HEX.test(value) ? value : undefined} disabledAlpha onChange={(color) => onChange(color.toHexString().toUpperCase())} />
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} maxLength={7} style={{ width: 120 }} />
    </Space>
  );
}

export const isHexColor = (value: string): boolean => HEX.test(value);
