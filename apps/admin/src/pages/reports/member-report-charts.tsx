import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useI18n } from '../../lib/i18n.tsx';
import type { AgentRow, PageViewsReport, RankingRow } from './service.ts';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Wire amounts as chart values (display only; the tables keep the exact decimals). */
const plot = (wire: string) => Number(wire);
const WIN = '#cf1322';
const LOSS = '#389e0d';

/** The page's members by net, one bar each (red: the member won, green: the house won). */
export function RankingChart({ rows }: { rows: readonly RankingRow[] }) {
  const { t } = useI18n();
  const option = {
    // No entry animation: the figures show at once (and a screenshot shows them, not a growing bar).
    animation: false,
    tooltip: { trigger: 'axis' },
    grid: { left: 64, right: 24, top: 24, bottom: 48 },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.username),
      axisLabel: { rotate: rows.length > 10 ? 30 : 0 },
    },
    yAxis: { type: 'value' },
    series: [
      {
        name: t('report.net'),
        type: 'bar',
        data: rows.map((r) => ({ value: plot(r.net), itemStyle: { color: plot(r.net) >= 0 ? WIN : LOSS } })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />;
}

/** The page's agents: their team's deposits, turnover and GGR, and the commission paid, as bars. */
export function AgentsChart({ rows }: { rows: readonly AgentRow[] }) {
  const { t } = useI18n();
  const bar = (name: string, pick: (r: AgentRow) => string) => ({
    name,
    type: 'bar',
    data: rows.map((r) => plot(pick(r))),
  });
  const option = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 64, right: 24, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: rows.map((r) => r.username) },
    yAxis: { type: 'value' },
    series: [
      bar(t('report.teamDeposits'), (r) => r.deposits),
      bar(t('report.teamTurnover'), (r) => r.turnover),
      bar(t('report.teamGgr'), (r) => r.ggr),
      bar(t('report.commission'), (r) => r.commission),
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />;
}

/** Views per day: all the routes together (bars) and each of the most viewed routes (lines). */
export function PageViewsChart({ report }: { report: PageViewsReport }) {
  const { t } = useI18n();
  const option = {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 48, right: 24, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: report.days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('report.allViews'), type: 'bar', data: report.days.map((d) => d.views) },
      ...report.series.map((s) => ({ name: s.route, type: 'line', data: s.views })),
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320 }} />;
}
