import { errorTitles } from '../../routing/titles.ts'
import { ErrorView } from './ErrorView.tsx'

/** Spec 2.2: every other failure. The cause is never shown; the server logs it. */
export function ErrorPage() {
  return <ErrorView kind="error" title={errorTitles.error} message="抱歉！应用程序错误异常！" />
}
