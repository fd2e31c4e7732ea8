import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useI18n } from '../../lib/i18n.tsx';
import type { Dashboard } from './service.ts';

// Only the pieces drawn here are bundled (ECharts' tree-shaken core), not the whole library.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Wire amounts as chart values: a chart axis is the one place a float is fit (display only). */
function plot(wire: string): number {
  return Number(wire);
}

/** Deposits, withdrawals and GGR per day as bars, active members as a line on its own axis. */
export function DailyChart({ data }: { data: Dashboard }) {
  const { t } = useI18n();
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 56, right: 56, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: data.daily.map((d) => d.day.slice(5)) },
    yAxis: [{ type: 'value' }, { type: 'value', minInterval: 1, splitLine: { show: false } }],
    series: [
      { name: t('dashboard.deposits'), type: 'bar', data: data.daily.map((d) => plot(d.deposits)) },
      { name: t('dashboard.withdrawals'), type: 'bar', data: data.daily.map((d) => plot(d.withdrawals)) },
      { name: t('dashboard.ggr'), type: 'bar', data: data.daily.map((d) => plot(d.ggr)) },
      {
        name: t('dashboard.activeMembers'),
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: data.daily.map((d) => d.activeMembers),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 340 }} />;
}
