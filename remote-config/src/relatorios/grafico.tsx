import type { ReactNode } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

// only what the reports draw: the rest of echarts stays out of the bundle
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export interface GraficoProps {
  /** the chart told in words: read by screen readers (the figures are also in the table below) */
  descricao: string;
  option: EChartsCoreOption;
  height?: number;
  testId: string;
}

/** One report chart (echarts, SVG). */
export function Grafico({ descricao, option, height = 320, testId }: GraficoProps): ReactNode {
  return (
    <div data-testid={testId} role="img" aria-label={descricao}>
      <ReactEChartsCore
        echarts={echarts}
        option={{ animation: false, aria: { enabled: false }, tooltip: { trigger: 'axis', className: 'relatorio-grafico-dica' }, ...option }}
        notMerge
        style={{ height, width: '100%' }}
        opts={{ renderer: 'svg' }}
      />
    </div>
  );
}
