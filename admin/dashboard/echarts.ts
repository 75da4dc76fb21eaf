import { LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

/**
 * The parts of ECharts the dashboard draws with, and nothing else. Loaded only through
 * `import('./echarts.ts')`, so the library is a chunk of its own that the 概况 page fetches.
 */
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer])

export const { init } = echarts
export type { EChartsType } from 'echarts/core'
