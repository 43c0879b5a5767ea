import type { ReactNode } from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { formatBRL } from '@clinica/shared';

// only what the cash flow draws (the same build of echarts as Relatórios' charts); this file is loaded
// with lazy() when the chart is drawn, so the tab's first render does not carry echarts
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export interface FluxoCaixaGraficoProps {
  /** each week's label ('dd/mm') */
  semanas: string[];
  entradas: number[];
  saidas: number[];
  saldo: number[];
  nomes: { entradas: string; saidas: string; saldo: string };
}

const reais = (centavos: number) => formatBRL(centavos / 100);

/** The weeks' money in (green) and out (red) as bars, in reais, and the week's balance as a line. */
export default function FluxoCaixaGrafico({ semanas, entradas, saidas, saldo, nomes }: FluxoCaixaGraficoProps): ReactNode {
  return (
    <ReactEChartsCore
      echarts={echarts}
      notMerge
      style={{ height: 360, width: '100%' }}
      opts={{ renderer: 'svg' }}
      option={{
        animation: false,
        aria: { enabled: false },
        tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => reais(Math.round(Number(v) * 100)) },
        legend: { bottom: 0 },
        grid: { left: 8, right: 16, top: 16, bottom: 40 },
        xAxis: { type: 'category', data: semanas },
        yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatBRL(v) } },
        series: [
          { name: nomes.entradas, type: 'bar', color: '#389e0d', data: entradas.map((c) => c / 100) },
          { name: nomes.saidas, type: 'bar', color: '#cf1322', data: saidas.map((c) => c / 100) },
          { name: nomes.saldo, type: 'line', color: '#1677ff', data: saldo.map((c) => c / 100) },
        ],
      }}
    />
  );
}
