import { useFixedDocumentTitle } from '../../routing/use-document-title.ts'
import { ErrorIllustration } from './ErrorIllustration.tsx'
import './error-page.css'

export interface ErrorViewProps {
  kind: 'not-found' | 'error'
  title: string
  /** The sentence the spec prescribes (spec 2.2). */
  message: string
}

/** The body of both error pages: illustration, message and the way back home. */
export function ErrorView({ kind, title, message }: ErrorViewProps) {
  useFixedDocumentTitle(title)
  return (
    <section className="mf-error-page" aria-labelledby="mf-error-page-message">
      <ErrorIllustration kind={kind} />
      <p id="mf-error-page-message" className="mf-error-page__message">
        {message}
      </p>
      {/* A plain link: going home after an error loads a fresh page rather than reusing this one's state. */}
      <a className="mf-error-page__home" href="/">
        点击返回首页。
      </a>
    </section>
  )
}
