import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { loaderApi } from '../../routing/loader-api.ts'
import { MemberFrame } from '../../features/member/MemberFrame.tsx'
import { requireMember } from '../../features/member/require-member.ts'
import { HelpView } from './HelpView.tsx'
import { loadHelp, type HelpData } from './load-help.ts'

export function loader({ request, context }: LoaderFunctionArgs): Promise<HelpData> {
  requireMember(request)
  return loadHelp(loaderApi(context), new URL(request.url))
}

/** /member/helper (帮助中心): the same help topics inside the member centre. */
export default function MemberHelperPage() {
  const data = useLoaderData() as HelpData
  return (
    <MemberFrame trail={[{ title: '帮助中心' }]}>
      <HelpView {...data} title="帮助中心" path="/member/helper" />
    </MemberFrame>
  )
}
