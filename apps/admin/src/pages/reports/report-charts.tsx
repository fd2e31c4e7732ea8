import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useI18n } from '../../lib/i18n.tsx';
import type { DailyReport } from './service.ts';

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

/** Wire amounts as chart values (display only; the tables keep the exact decimals). */
const plot = (wire: string) => Number(wire);

/** Money in and out as bars, GGR and NGR as lines, active players on their own axis. */
export function DaysChart({ report }: { report: DailyReport }) {
  const { t } = useI18n();
  const days = report.days;
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 64, right: 56, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: [{ type: 'value' }, { type: 'value', minInterval: 1, splitLine: { show: false } }],
    series: [
      { name: t('dashboard.deposits'), type: 'bar', data: days.map((d) => plot(d.deposits)) },
      { name: t('dashboard.withdrawals'), type: 'bar', data: days.map((d) => plot(d.withdrawals)) },
      { name: t('dashboard.ggr'), type: 'line', data: days.map((d) => plot(d.ggr)) },
      { name: t('report.ngr'), type: 'line', data: days.map((d) => plot(d.ngr)) },
      {
        name: t('dashboard.activeMembers'),
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        data: days.map((d) => d.activeMembers),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 340 }} />;
}

/** Stakes by product as a pie. */
export function ProductsChart({ report }: { report: DailyReport }) {
  const { t } = useI18n();
  const option = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        name: t('report.stake'),
        type: 'pie',
        radius: ['40%', '68%'],
        data: report.products.map((p) => ({ name: p.product, value: plot(p.stake) })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />;
}
