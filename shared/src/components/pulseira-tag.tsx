import type { ReactNode } from 'react';
import { Tag } from '@clinica/shared/antd';

export interface PulseiraTagProps {
  tipo: string;
  /** #RRGGBB */
  cor: string;
  /** data-testid of the tag; its swatch is `${testId}-cor` */
  testId?: string;
}

/**
 * A wristband as the record shows it: its colour as a swatch beside the type, so the text stays
 * dark whatever colour the clinic chose.
 */
export function PulseiraTag({ tipo, cor, testId }: PulseiraTagProps): ReactNode {
  return (
    <Tag data-testid={testId}>
      {/* a child, not antd's icon prop (which drops the style) */}
      <span
        data-testid={testId && `${testId}-cor`}
        style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', marginInlineEnd: 6, background: cor }}
      />
      {tipo}
    </Tag>
  );
}
