import { describe, expect, it } from 'vitest'
import { TEMPLATE_STEPS } from './steps.ts'
import { eachWidget, migrateConfig, migrateStoredText, SCHEMA_VERSION, versionAfter, versionOf } from './template.ts'
import type { TemplateStep } from './template-step.ts'

/** Two upgrades of a made-up history: W0011 `content` became `text`, then every widget got `hidden`. */
const STEPS: TemplateStep[] = [
  {
    version: 2,
    change: 'W0011 content → text',
    up: (config) =>
      eachWidget(config, 'W0011', (widget) => {
        widget.text = widget.content
        delete widget.content
      }),
  },
  {
    version: 3,
    change: 'widgets gain hidden: false',
    up: (config) => ({
      ...config,
      widgets: (config.widgets as Record<string, unknown>[]).map((widget) => ({ hidden: false, ...widget })),
    }),
  },
]

describe('the version of stored templates', () => {
  it('is the first version plus one per step, and the steps must run in order without gaps', () => {
    expect(SCHEMA_VERSION).toBe(versionAfter(TEMPLATE_STEPS))
    expect(versionAfter([])).toBe(1)
    expect(versionAfter(STEPS)).toBe(3)
    expect(() => versionAfter([STEPS[1]!])).toThrow(/in order/)
    expect(() => versionAfter([STEPS[0]!, STEPS[0]!])).toThrow(/in order/)
  })

  it('reads a config without a usable stamp as the first version', () => {
    expect(versionOf({})).toBe(1)
    expect(versionOf({ schema_version: '2' })).toBe(1)
    expect(versionOf({ schema_version: 0 })).toBe(1)
    expect(versionOf({ schema_version: 2.5 })).toBe(1)
    expect(versionOf({ schema_version: 3 })).toBe(3)
  })
})

describe('migrateConfig', () => {
  const v1 = {
    page: { themeColor: '#E4393C' },
    widgets: [{ uuid: 'a', type: 'W0011', content: '旧文本' }],
    schema_version: 1,
  }

  it('runs every newer step in order and stamps the result', () => {
    const result = migrateConfig(v1, STEPS)
    expect(result).toEqual({
      from: 1,
      changed: true,
      config: {
        page: { themeColor: '#E4393C' },
        widgets: [{ hidden: false, uuid: 'a', type: 'W0011', text: '旧文本' }],
        schema_version: 3,
      },
    })
  })

  it('runs only the steps after the stored version, and never changes its input', () => {
    const v2 = { widgets: [{ uuid: 'a', type: 'W0011', text: '新' }], schema_version: 2 }
    const copy = structuredClone(v2)
    expect(migrateConfig(v2, STEPS).config).toEqual({
      widgets: [{ hidden: false, uuid: 'a', type: 'W0011', text: '新' }],
      schema_version: 3,
    })
    expect(v2).toEqual(copy)
    expect(migrateConfig(v1, STEPS).config).not.toBe(v1)
    expect(v1.widgets[0]).toHaveProperty('content', '旧文本')
  })

  it('leaves a current config as it is, and stamps one that has no stamp yet', () => {
    const current = { page: {}, widgets: [], schema_version: 3 }
    expect(migrateConfig(current, STEPS)).toEqual({ from: 3, changed: false, config: current })
    expect(migrateConfig({ page: {}, widgets: [] }, [])).toEqual({
      from: 1,
      changed: true,
      config: { page: {}, widgets: [], schema_version: 1 },
    })
  })

  it('keeps a config from a newer server untouched', () => {
    const newer = { widgets: [{ uuid: 'a', type: 'W0099' }], schema_version: 9 }
    expect(migrateConfig(newer, STEPS)).toEqual({ from: 9, changed: false, config: newer })
  })

  it('reads an old list of config items as { page, widgets } before stepping', () => {
    const list = [
      { type: 'W0000', themeColor: '#000000' },
      { uuid: 'a', type: 'W0011', content: '列表' },
    ]
    expect(migrateConfig(list, STEPS).config).toEqual({
      page: { themeColor: '#000000' },
      widgets: [{ hidden: false, uuid: 'a', type: 'W0011', text: '列表' }],
      schema_version: 3,
    })
  })

  it('upgrades widgets inside free panels too', () => {
    const panel = {
      widgets: [{ uuid: 'p', type: 'W0006', childWidgets: [{ uuid: 'c', type: 'W0011', content: '面板内' }] }],
      schema_version: 1,
    }
    const [upgraded] = migrateConfig(panel, [STEPS[0]!]).config.widgets as { childWidgets: unknown[] }[]
    expect(upgraded!.childWidgets).toEqual([{ uuid: 'c', type: 'W0011', text: '面板内' }])
  })

  it('reads unreadable or missing text as an empty config', () => {
    expect(migrateStoredText('{not json', STEPS).config).toEqual({ schema_version: 3 })
    expect(migrateStoredText(null, STEPS).config).toEqual({ schema_version: 3 })
    expect(migrateStoredText('"text"', []).config).toEqual({ schema_version: 1 })
  })
})
