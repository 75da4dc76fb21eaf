import { useEffect, useRef, useState } from 'react'
import { THEME_COLOR } from '../../schemas/brand-colors.ts'
import type { DashboardFigure, DashboardPoint } from '../../schemas/api/admin/dashboard.ts'
import type { EChartsType } from './echarts.ts'
import { figureSpec, formatFigure } from './figures.ts'

/** The lines' colours: the theme colour first. */
const COLORS = [THEME_COLOR, '#F5A623', '#2FB47C']

/**
 * A line chart of some of the figures over the range. ECharts comes in its own chunk on first use;
 * until it and the figures are there the frame shows a loading state. A visually hidden table holds
 * the same numbers for screen readers, and the drawing carries a one-line summary.
 */
export function TrendChart({
  title,
  lines,
  series,
}: {
  title: string
  lines: readonly DashboardFigure[]
  series: DashboardPoint[] | undefined
}) {
  const frame = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<EChartsType>()
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let created: EChartsType | undefined
    let gone = false
    import('./echarts.ts').then(
      ({ init }) => {
        if (gone || !frame.current) return
        created = init(frame.current)
        setChart(created)
      },
      () => setFailed(true),
    )
    // The frame follows its card (which grows with the table beside it) and the window.
    const resize = () => created?.resize()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize)
    if (frame.current) observer?.observe(frame.current)
    window.addEventListener('resize', resize)
    return () => {
      gone = true
      observer?.disconnect()
      window.removeEventListener('resize', resize)
      created?.dispose()
    }
  }, [])

  useEffect(() => {
    if (!chart || !series) return
    const specs = lines.map(figureSpec)
    const money = specs.some((spec) => spec.money)
    chart.setOption(
      {
        color: COLORS,
        animationDuration: 300,
        grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
        legend: { top: 4, left: 0, icon: 'roundRect', itemWidth: 12, itemHeight: 4, textStyle: { color: '#4b5563' } },
        tooltip: {
          trigger: 'axis',
          valueFormatter: (value: unknown) => (money ? `¥${Number(value).toFixed(2)}` : String(value)),
        },
        xAxis: {
          type: 'category',
          boundaryGap: false,
          data: series.map((point) => point.label),
          axisLine: { lineStyle: { color: '#d1d5db' } },
          axisTick: { show: false },
          axisLabel: { color: '#6b7280' },
        },
        yAxis: {
          type: 'value',
          minInterval: money ? 0 : 1,
          splitLine: { lineStyle: { color: '#f0f1f3' } },
          axisLabel: { color: '#6b7280', formatter: money ? '¥{value}' : '{value}' },
        },
        series: specs.map((spec, index) => ({
          name: spec.label,
          type: 'line',
          smooth: 0.3,
          smoothMonotone: 'x',
          showSymbol: series.length <= 7,
          symbolSize: 6,
          lineStyle: { width: 2 },
          areaStyle: index === 0 ? { opacity: 0.08 } : undefined,
          data: series.map((point) => (spec.money ? point[spec.key] / 100 : point[spec.key])),
        })),
      },
      true,
    )
  }, [chart, series, lines])

  const specs = lines.map(figureSpec)
  const summary = series
    ? `${title}：${specs
        .map((spec) => {
          const total = spec.key === 'average_order' ? undefined : series.reduce((sum, p) => sum + p[spec.key], 0)
          const peak = series.reduce((best, p) => (p[spec.key] > best[spec.key] ? p : best), series[0])
          const totalText = total === undefined ? '' : `合计${formatFigure(spec, total)}，`
          return `${spec.label}${totalText}最高${peak ? `${peak.label} ${formatFigure(spec, peak[spec.key])}` : '无'}`
        })
        .join('；')}`
    : `${title}：正在加载`
  const busy = !series || (!chart && !failed)
  const empty = series?.every((point) => lines.every((key) => point[key] === 0))

  return (
    <section className="ac-card ac-dash-chart" aria-labelledby={`chart-${lines.join('-')}`}>
      <h2 className="ac-card__title" id={`chart-${lines.join('-')}`}>
        {title}
      </h2>
      <div className="ac-dash-chart__body" aria-busy={busy}>
        <div ref={frame} className="ac-dash-chart__canvas" role="img" aria-label={summary} />
        {busy && !failed && (
          <div className="ac-dash-chart__loading" role="status">
            <span className="ac-dash-skeleton ac-dash-skeleton--chart" aria-hidden="true" />
            <span className="ac-dash-chart__loading-text">图表加载中…</span>
          </div>
        )}
        {!busy && empty && <p className="ac-dash-chart__empty">该时段暂无数据</p>}
        {failed && (
          <p className="ac-dash-chart__loading" role="alert">
            图表组件加载失败，数据见下表
          </p>
        )}
      </div>
      {/* A table keeps its content's height, so the hiding box wraps it. */}
      {series && (
        <div className={failed ? 'ac-table-wrap' : 'mf-visually-hidden'}>
          <table className="ac-table">
            <caption>{title}数据</caption>
            <thead>
              <tr>
                <th scope="col">时间</th>
                {specs.map((spec) => (
                  <th key={spec.key} scope="col">
                    {spec.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.start}>
                  <th scope="row">{point.label}</th>
                  {specs.map((spec) => (
                    <td key={spec.key}>{formatFigure(spec, point[spec.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
