import { Suspense, lazy, useEffect } from 'react'
import { CheckFailed } from './access/CheckFailed.tsx'
import { Forbidden } from './access/Forbidden.tsx'
import { SignIn } from './access/SignIn.tsx'
import { checkSession, useAccess } from './access/access-store.ts'
import { prefetchDraft } from './draft-prefetch.ts'
import { EditorErrorBoundary } from './EditorErrorBoundary.tsx'
import { editorIdOf, useSearch } from './location.ts'
import { PageList } from './pages/PageList.tsx'

// The editor (canvas, inspector, pickers and every widget) loads only when a page is opened.
const loadEditor = () => import('./Editor.tsx')
const Editor = lazy(() => loadEditor().then((module) => ({ default: module.Editor })))

const booting = (
  <div className="dz-boot" role="status">
    正在加载…
  </div>
)

/** The designer: nothing but the sign-in until an operator is signed in, then the page list or an editor. */
export function App() {
  const access = useAccess()
  const search = useSearch()

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the designer starts on.
  useEffect(() => {
    void checkSession()
    // The page opened at start: its draft and the editor's code load while the session is checked.
    const id = editorIdOf(search)
    if (id !== null) {
      prefetchDraft(id)
      void loadEditor()
    }
  }, [])

  switch (access.kind) {
    case 'checking':
      return booting
    case 'signed-out':
      return <SignIn />
    case 'forbidden':
      return <Forbidden />
    case 'failed':
      return <CheckFailed message={access.message} />
    case 'operator': {
      const id = editorIdOf(search)
      if (id === null) return <PageList operator={access.operator} />
      return (
        <EditorErrorBoundary key={id}>
          <Suspense fallback={booting}>
            <Editor templateId={id} operator={access.operator} />
          </Suspense>
        </EditorErrorBoundary>
      )
    }
  }
}
