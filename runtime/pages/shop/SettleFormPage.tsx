import { useState } from 'react'
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import {
  getBanks,
  getMerchantTypes,
  getSettlementDetail,
  getSettlementSetting,
  type ApplicationDetail,
  type Bank,
  type BaseSettingAnswer,
  type MerchantType,
} from '../../api/merchant.ts'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { useRegionTree } from '../../components/form/use-region-tree.ts'
import { FormAlert } from '../../features/sign-in/AuthPanel.tsx'
import { isSessionEnded, requireShopSession, shopApi, SIGN_UP_PATH } from './load-shop.ts'
import { codesOf } from './region-names.ts'
import { SettleSteps } from './SettleSteps.tsx'
import type { Step1Values, Step2Values, Step3Values } from './settle-rules.ts'
import { StepOneForm } from './StepOneForm.tsx'
import { StepThreeForm } from './StepThreeForm.tsx'
import { StepTwoForm } from './StepTwoForm.tsx'
import { useSettleSave } from './use-settle-save.ts'
import '../../components/form/form.css'
import './shop.css'

export interface SettleFormData {
  setting: BaseSettingAnswer
  types: MerchantType[]
  banks: Bank[]
  detail: ApplicationDetail | null
}

/**
 * Signed-out visitors go to /shop to sign in; an application waiting for audit or approved is
 * shown on /shop/review instead of the form.
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<SettleFormData> {
  requireShopSession(request)
  const api = shopApi(context)
  try {
    const [setting, types, banks, detail] = await Promise.all([
      getSettlementSetting(api, { silent: true }),
      getMerchantTypes(api, { silent: true }),
      getBanks(api, { silent: true }),
      getSettlementDetail(api, { silent: true }),
    ])
    if (detail && (detail.audit_status === 'pending' || detail.audit_status === 'approved'))
      throw redirect('/shop/review')
    return { setting, types, banks, detail }
  } catch (error) {
    if (isSessionEnded(error)) throw redirect(SIGN_UP_PATH)
    throw error
  }
}

function step1Of(detail: ApplicationDetail | null, setting: BaseSettingAnswer): Step1Values {
  return {
    settled_type: detail?.settled_type || setting.settled_type_list[0]?.value || '',
    merchant_type_id: detail?.merchant_type_id ? String(detail.merchant_type_id) : '',
    merchant_name: detail?.merchant_name ?? '',
    contact_name: detail?.contact_name ?? '',
    contact_mobile: detail?.contact_mobile ?? '',
    agree: Boolean(detail?.is_agree_agreement),
  }
}

function step2Of(detail: ApplicationDetail | null, tree: Parameters<typeof codesOf>[0]): Step2Values {
  return {
    social_credit_code_id: detail?.social_credit_code_id ?? '',
    legal_name: detail?.legal_name ?? '',
    legal_cert_id: detail?.legal_cert_id ?? '',
    region: codesOf(tree, { province: detail?.province ?? '', city: detail?.city ?? '', area: detail?.area ?? '' }),
    address: detail?.address ?? '',
    license_url: detail?.license_url ?? '',
    id_card_front_url: detail?.id_card_front_url ?? '',
    id_card_back_url: detail?.id_card_back_url ?? '',
  }
}

function step3Of(detail: ApplicationDetail | null, tree: Parameters<typeof codesOf>[0]): Step3Values {
  return {
    bank_code: detail?.bank_code ?? '',
    bank_acct_name: detail?.bank_acct_name ?? '',
    card_id_mask: detail?.card_id_mask ?? '',
    bank_region: codesOf(tree, { province: detail?.bank_province ?? '', city: detail?.bank_city ?? '', area: '' }),
  }
}

/** /shop/settleForm: the three-step settlement application, resumed at the first step not yet saved. */
export default function SettleFormPage() {
  const { setting, types, banks, detail: loaded } = useLoaderData() as SettleFormData
  const navigate = useNavigate()
  const tree = useRegionTree()
  const [detail, setDetail] = useState(loaded)
  // A rejected application is corrected from the start; otherwise the form resumes where it stopped.
  const [current, setCurrent] = useState(() =>
    loaded && loaded.audit_status !== 'rejected' ? Math.min(loaded.step, 2) : 0,
  )
  const [settledType, setSettledType] = useState(loaded?.settled_type ?? '')

  const onSaved = (step: 1 | 2 | 3) => {
    if (step === 3) {
      navigate('/shop/review', { replace: true })
      return
    }
    setCurrent(step)
    window.scrollTo?.(0, 0)
  }
  const saving = useSettleSave(onSaved)

  // Keep what was typed on each step when going back and forth: the detail is updated from what each step sent.
  const save: typeof saving.save = async (step, fields, onFieldError, stepFields) => {
    await saving.save(step, fields, onFieldError, stepFields)
    if (step === 1 && fields.settled_type) setSettledType(fields.settled_type)
    setDetail((before) => (before ? { ...before, ...(fields as Partial<ApplicationDetail>) } : before))
  }

  if (setting.is_open !== 1) {
    return (
      <div className="mf-container mf-settle">
        <p className="mf-settle__closed" role="status">
          商户入驻暂未开放，请稍后再来。
        </p>
      </div>
    )
  }

  const personal = (settledType || step1Of(detail, setting).settled_type) === 'personal'
  return (
    <div className="mf-container mf-settle">
      <Breadcrumb items={[{ title: '商家中心', href: '/shop' }, { title: '商家入驻' }]} />
      <section className="mf-settle__panel" aria-labelledby="mf-settle-heading">
        <h1 id="mf-settle-heading" className="mf-settle__heading">
          商家入驻
        </h1>
        <SettleSteps current={current} />
        {loaded?.audit_status === 'rejected' && loaded.audit_msg && (
          <p className="mf-settle__rejected" role="note">
            审核驳回：{loaded.audit_msg}。请修改资料后重新提交。
          </p>
        )}
        <FormAlert message={saving.problem} />
        <div aria-busy={saving.busy || undefined}>
          {current === 0 && (
            <StepOneForm initial={step1Of(detail, setting)} setting={setting} types={types} save={save} />
          )}
          {current > 0 && !tree && <p className="mf-settle__loading">加载中…</p>}
          {current === 1 && tree && (
            <StepTwoForm
              initial={step2Of(detail, tree)}
              personal={personal}
              tree={tree}
              save={save}
              onBack={() => setCurrent(0)}
            />
          )}
          {current === 2 && tree && (
            <StepThreeForm
              initial={step3Of(detail, tree)}
              banks={banks}
              tree={tree}
              save={save}
              onBack={() => setCurrent(1)}
            />
          )}
        </div>
      </section>
    </div>
  )
}
