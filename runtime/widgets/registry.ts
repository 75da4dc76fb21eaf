import type { ComponentType } from 'react'
import type { WidgetProps } from './types.ts'

/** Each registered component narrows its own settings and data. */
// biome-ignore lint/suspicious/noExplicitAny: each component narrows its own settings and data, and props are contravariant, so no narrower common type accepts them all.
export type WidgetComponent = ComponentType<WidgetProps<any, any>>

/**
 * Widget type → its component module. Each widget is a chunk of its own, so a page downloads only
 * the widgets its descriptor shows. To add a widget (the whole checklist is README.md): its folder
 * runtime/widgets/W00xx/ holds Component.tsx, and index.ts exports the component under the type's
 * name (`export { W0012 } from './Component.tsx'`); add one line below and its import to
 * every-widget.ts, both in type order.
 */
const loaders: Readonly<Record<string, () => Promise<WidgetComponent>>> = {
  W0001: () => import('./W0001/index.ts').then((module) => module.W0001),
  W0002: () => import('./W0002/index.ts').then((module) => module.W0002),
  W0003: () => import('./W0003/index.ts').then((module) => module.W0003),
  W0004: () => import('./W0004/index.ts').then((module) => module.W0004),
  W0005: () => import('./W0005/index.ts').then((module) => module.W0005),
  W0006: () => import('./W0006/index.ts').then((module) => module.W0006),
  W0007: () => import('./W0007/index.ts').then((module) => module.W0007),
  W0008: () => import('./W0008/index.ts').then((module) => module.W0008),
  W0010: () => import('./W0010/index.ts').then((module) => module.W0010),
  W0011: () => import('./W0011/index.ts').then((module) => module.W0011),
  W0012: () => import('./W0012/index.ts').then((module) => module.W0012),
  W0013: () => import('./W0013/index.ts').then((module) => module.W0013),
  W0014: () => import('./W0014/index.ts').then((module) => module.W0014),
  W0015: () => import('./W0015/index.ts').then((module) => module.W0015),
  W0016: () => import('./W0016/index.ts').then((module) => module.W0016),
  W0017: () => import('./W0017/index.ts').then((module) => module.W0017),
  W0018: () => import('./W0018/index.ts').then((module) => module.W0018),
  W0019: () => import('./W0019/index.ts').then((module) => module.W0019),
  W0020: () => import('./W0020/index.ts').then((module) => module.W0020),
  W0021: () => import('./W0021/index.ts').then((module) => module.W0021),
  W0022: () => import('./W0022/index.ts').then((module) => module.W0022),
}

/** Every widget type the runtime can render. */
export const registeredTypes: readonly string[] = Object.keys(loaders)

const loaded = new Map<string, WidgetComponent>()
const loading = new Map<string, Promise<WidgetComponent>>()

export function isRegisteredType(type: string): boolean {
  return Object.hasOwn(loaders, type)
}

/** The component of a widget type once its module has loaded; undefined before, or for an unknown type. */
export function widgetComponent(type: string): WidgetComponent | undefined {
  return loaded.get(type)
}

/**
 * Loads a registered widget's module, once: every caller gets the same promise, so React's `use`
 * can wait on it across renders.
 */
export function loadWidget(type: string): Promise<WidgetComponent> {
  let promise = loading.get(type)
  if (!promise) {
    const load = Object.hasOwn(loaders, type) ? loaders[type] : undefined
    if (!load) return Promise.reject(new Error(`unknown widget type ${type}`))
    promise = load().then((component) => {
      loaded.set(type, component)
      return component
    })
    // A failed download may be retried by the next render.
    promise.catch(() => loading.delete(type))
    loading.set(type, promise)
  }
  return promise
}

/** Hands the registry components already imported (every-widget.ts), so they need no loading. */
export function provideWidgets(components: Readonly<Record<string, WidgetComponent>>): void {
  for (const [type, component] of Object.entries(components)) if (isRegisteredType(type)) loaded.set(type, component)
}

/** Loads the components of these widget types (unknown types are skipped: they render nothing). */
export async function loadWidgets(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].filter(isRegisteredType).map(loadWidget))
}

/** The source file of a widget's module, as the build manifest names its chunk. */
export function widgetModule(type: string): string {
  return `runtime/widgets/${type}/index.ts`
}
