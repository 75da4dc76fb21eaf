import type { RouteObject } from 'react-router-dom'
import { ArticleEditorPage } from './ArticleEditorPage.tsx'
import { ArticlesPage } from './ArticlesPage.tsx'

/** 内容 › 文章与帮助 */
export const contentRoutes: RouteObject[] = [
  { path: 'content/articles', element: <ArticlesPage />, handle: { area: ['content'] } },
  { path: 'content/articles/new', element: <ArticleEditorPage />, handle: { area: ['content'] } },
  { path: 'content/articles/:id', element: <ArticleEditorPage />, handle: { area: ['content'] } },
]
