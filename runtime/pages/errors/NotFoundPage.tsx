import { errorTitles } from '../../routing/titles.ts'
import { ErrorView } from './ErrorView.tsx'

/** Spec 2.2: unknown addresses, missing records and invalid route parameters. */
export function NotFoundPage() {
  return <ErrorView kind="not-found" title={errorTitles.notFound} message="抱歉！您所访问的页面不存在！" />
}
