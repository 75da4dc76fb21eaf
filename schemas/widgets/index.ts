import type { TObject } from '@sinclair/typebox'
import type { ListLimit } from '../style.ts'
import { ShowcaseTabLimits } from './showcase-tabs.ts'
import { W0001Limits, W0001Settings, W0001_NAME, w0001Defaults, type W0001 } from './W0001.ts'
import { W0002Settings, W0002_NAME, w0002Defaults, type W0002 } from './W0002.ts'
import { W0003Settings, W0003_NAME, w0003Defaults, type W0003 } from './W0003.ts'
import { W0004Settings, W0004_NAME, w0004Defaults, type W0004 } from './W0004.ts'
import { W0005Limits, W0005Settings, W0005_NAME, w0005Defaults, type W0005 } from './W0005.ts'
import { W0006Settings, W0006_NAME, w0006Defaults, type W0006 } from './W0006.ts'
import { W0007Settings, W0007_NAME, w0007Defaults, type W0007 } from './W0007.ts'
import { W0008Settings, W0008_NAME, w0008Defaults, type W0008 } from './W0008.ts'
import { W0010Settings, W0010_NAME, w0010Defaults, type W0010 } from './W0010.ts'
import { W0011Settings, W0011_NAME, w0011Defaults, type W0011 } from './W0011.ts'
import { W0012Limits, W0012Settings, W0012_NAME, w0012Defaults, type W0012 } from './W0012.ts'
import { W0013Settings, W0013_NAME, w0013Defaults, type W0013 } from './W0013.ts'
import { W0014Settings, W0014_NAME, w0014Defaults, type W0014 } from './W0014.ts'
import { W0015Settings, W0015_NAME, w0015Defaults, type W0015 } from './W0015.ts'
import { W0016Settings, W0016_NAME, w0016Defaults, type W0016 } from './W0016.ts'
import { W0017Settings, W0017_NAME, w0017Defaults, type W0017 } from './W0017.ts'
import { W0018Limits, W0018Settings, W0018_NAME, w0018Defaults, type W0018 } from './W0018.ts'
import { W0019Settings, W0019_NAME, w0019Defaults, type W0019 } from './W0019.ts'
import { W0020Limits, checkW0020, W0020Settings, W0020_NAME, w0020Defaults, type W0020 } from './W0020.ts'
import { W0021Limits, W0021Settings, W0021_NAME, w0021Defaults, type W0021 } from './W0021.ts'
import { W0022Settings, W0022_NAME, w0022Defaults, type W0022 } from './W0022.ts'

/**
 * The widget registry: type → TypeBox schema, spec 9 defaults, Chinese display name and designer
 * limits. The designer builds its palette and forms from it; validateWidget compiles from it.
 */

export interface WidgetByType {
  W0001: W0001
  W0002: W0002
  W0003: W0003
  W0004: W0004
  W0005: W0005
  W0006: W0006
  W0007: W0007
  W0008: W0008
  W0010: W0010
  W0011: W0011
  W0012: W0012
  W0013: W0013
  W0014: W0014
  W0015: W0015
  W0016: W0016
  W0017: W0017
  W0018: W0018
  W0019: W0019
  W0020: W0020
  W0021: W0021
  W0022: W0022
}
export type WidgetType = keyof WidgetByType
export type Widget = WidgetByType[WidgetType]

/** Extra rules a schema cannot express; each returns the problems found. */
export type Check = (widget: Widget) => { path: string; message: string }[]

export interface WidgetEntry<T extends WidgetType = WidgetType> {
  schema: TObject
  defaults: WidgetByType[T]
  name: string
  limits: Record<string, ListLimit>
  check?: Check
}

export const widgetSchemas: { [T in WidgetType]: WidgetEntry<T> } = {
  W0001: { schema: W0001Settings, defaults: w0001Defaults, name: W0001_NAME, limits: W0001Limits },
  W0002: { schema: W0002Settings, defaults: w0002Defaults, name: W0002_NAME, limits: {} },
  W0003: { schema: W0003Settings, defaults: w0003Defaults, name: W0003_NAME, limits: {} },
  W0004: { schema: W0004Settings, defaults: w0004Defaults, name: W0004_NAME, limits: {} },
  W0005: { schema: W0005Settings, defaults: w0005Defaults, name: W0005_NAME, limits: W0005Limits },
  W0006: { schema: W0006Settings, defaults: w0006Defaults, name: W0006_NAME, limits: {} },
  W0007: { schema: W0007Settings, defaults: w0007Defaults, name: W0007_NAME, limits: {} },
  W0008: { schema: W0008Settings, defaults: w0008Defaults, name: W0008_NAME, limits: {} },
  W0010: { schema: W0010Settings, defaults: w0010Defaults, name: W0010_NAME, limits: {} },
  W0011: { schema: W0011Settings, defaults: w0011Defaults, name: W0011_NAME, limits: {} },
  W0012: { schema: W0012Settings, defaults: w0012Defaults, name: W0012_NAME, limits: W0012Limits },
  W0013: { schema: W0013Settings, defaults: w0013Defaults, name: W0013_NAME, limits: {} },
  W0014: { schema: W0014Settings, defaults: w0014Defaults, name: W0014_NAME, limits: ShowcaseTabLimits },
  W0015: { schema: W0015Settings, defaults: w0015Defaults, name: W0015_NAME, limits: ShowcaseTabLimits },
  W0016: { schema: W0016Settings, defaults: w0016Defaults, name: W0016_NAME, limits: {} },
  W0017: { schema: W0017Settings, defaults: w0017Defaults, name: W0017_NAME, limits: ShowcaseTabLimits },
  W0018: { schema: W0018Settings, defaults: w0018Defaults, name: W0018_NAME, limits: W0018Limits },
  W0019: { schema: W0019Settings, defaults: w0019Defaults, name: W0019_NAME, limits: {} },
  W0020: {
    schema: W0020Settings,
    defaults: w0020Defaults,
    name: W0020_NAME,
    limits: W0020Limits,
    check: checkW0020 as Check,
  },
  W0021: { schema: W0021Settings, defaults: w0021Defaults, name: W0021_NAME, limits: W0021Limits },
  W0022: { schema: W0022Settings, defaults: w0022Defaults, name: W0022_NAME, limits: {} },
}

/** Palette order (spec 2.9 widget table); W0009 does not exist. */
export const widgetTypes = Object.keys(widgetSchemas) as WidgetType[]

export function isWidgetType(type: unknown): type is WidgetType {
  return typeof type === 'string' && Object.hasOwn(widgetSchemas, type)
}

/** A new widget of `type`: a private copy of its defaults with a fresh uuid, then `overrides`. */
export function createWidget<T extends WidgetType>(type: T, overrides: Partial<WidgetByType[T]> = {}): WidgetByType[T] {
  const defaults = structuredClone(widgetSchemas[type].defaults) as WidgetByType[T]
  return { ...defaults, uuid: globalThis.crypto.randomUUID(), ...overrides }
}
