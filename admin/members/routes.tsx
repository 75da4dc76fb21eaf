import type { RouteObject } from 'react-router-dom'
import { GradesPage } from './GradesPage.tsx'
import { MemberDetailPage } from './MemberDetailPage.tsx'
import { MembersPage } from './MembersPage.tsx'

/** 会员 › 会员与等级 */
export const memberRoutes: RouteObject[] = [
  { path: 'members', element: <MembersPage />, handle: { area: ['members'] } },
  { path: 'members/grades', element: <GradesPage />, handle: { area: ['members'] } },
  { path: 'members/:id', element: <MemberDetailPage />, handle: { area: ['members'] } },
]
