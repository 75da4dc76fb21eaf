import type {
  createBrowserRouter,
  DataStrategyFunction,
  DataStrategyFunctionArgs,
  DataStrategyResult,
} from 'react-router-dom'

type DataRouter = ReturnType<typeof createBrowserRouter>

const WECHAT = /MicroMessenger/i

/** react-router's own strategy: run the loaders that should run, in parallel. */
async function loadInPlace({ matches }: DataStrategyFunctionArgs): Promise<Record<string, DataStrategyResult>> {
  const toLoad = matches.filter((match) => match.shouldLoad)
  const results = await Promise.all(toLoad.map((match) => match.resolve()))
  return Object.fromEntries(results.map((result, i) => [toLoad[i]!.route.id, result]))
}

/**
 * Spec 2.5: outside WeChat's browser a route change is a full page load, so every page arrives
 * freshly rendered by the server; inside WeChat the router navigates in place (and lists stay
 * alive). As the router's dataStrategy, a navigation loads the new address as a document and never
 * settles, so the router cannot commit the old page to the new address while it unloads. Fetchers,
 * revalidations and non-GET submissions are left to the router.
 */
export function fullPageNavigation(
  router: () => DataRouter,
  userAgent: string = navigator.userAgent,
): DataStrategyFunction | undefined {
  if (WECHAT.test(userAgent)) return undefined
  return (args) => {
    const { navigation } = router().state
    const isPageChange =
      args.fetcherKey === null &&
      navigation.state === 'loading' &&
      (!navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET')
    if (!isPageChange) return loadInPlace(args)

    const href = router().createHref(navigation.location)
    const { pathname, search, hash } = window.location
    // Back and forward have already put the address in the bar; reloading keeps history as it is.
    if (href === pathname + search + hash) window.location.reload()
    else window.location.assign(href)
    return new Promise(() => {})
  }
}
