import type { LoaderFunction, ShouldRevalidateFunctionArgs } from 'react-router-dom'
import type { LightMatch, LightRouterState } from './context.ts'
import { ErrorResponseImpl, redirectLocation } from './errors.ts'

type Outcome = { kind: 'skip' } | { kind: 'data'; value: unknown } | { kind: 'error'; error: unknown }

async function runLoader(match: LightMatch, request: Request): Promise<Outcome> {
  const { loader, shouldRevalidate } = match.route
  if (typeof loader !== 'function') return { kind: 'skip' }
  const url = new URL(request.url)
  const args = {
    currentUrl: url,
    currentParams: match.params,
    nextUrl: url,
    nextParams: match.params,
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs
  if (shouldRevalidate && !shouldRevalidate(args)) return { kind: 'skip' }
  try {
    const run = loader as (args: Parameters<LoaderFunction>[0]) => unknown
    return { kind: 'data', value: await run({ request, params: match.params, context: undefined } as never) }
  } catch (error) {
    return { kind: 'error', error }
  }
}

/** A thrown response as the error boundaries see it; anything else as thrown. */
function routeError(error: unknown): unknown {
  if (error instanceof Response) return new ErrorResponseImpl(error.status, error.statusText, null)
  return error
}

/** The matched route at or above `index` whose error boundary shows an error thrown there. */
function boundaryOf(matches: LightMatch[], index: number): LightMatch {
  for (let i = index; i > 0; i--) if (matches[i]!.route.ErrorBoundary) return matches[i]!
  return matches[0]!
}

export type Revalidation = { redirect: string } | Pick<LightRouterState, 'loaderData' | 'errors'>

/**
 * Runs the matched routes' loaders again for the current address (those whose
 * `shouldRevalidate` allows it), as react-router revalidates: data replaces the old, a redirect
 * leaves the page, an error goes to the nearest error boundary.
 */
export async function revalidateMatches(
  matches: LightMatch[],
  loaderData: Record<string, unknown>,
): Promise<Revalidation> {
  const request = new Request(window.location.href)
  const outcomes = await Promise.all(matches.map((match) => runLoader(match, request)))
  const nextData = { ...loaderData }
  const errors: Record<string, unknown> = {}
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.kind === 'skip') continue
    const thrown = outcome.kind === 'error' ? outcome.error : outcome.value
    const location = redirectLocation(thrown)
    if (location) return { redirect: location }
    if (outcome.kind === 'data') nextData[matches[index]!.id] = outcome.value
    else {
      const boundary = boundaryOf(matches, index)
      errors[boundary.id] ??= routeError(outcome.error)
    }
  }
  return { loaderData: nextData, errors: Object.keys(errors).length ? errors : null }
}
