import { DesignerApiError, requestAt } from '../../designer/api/client.ts'
import type {
  AccountPasswordReset,
  ApplicationAudited,
  ApplicationAuditBody,
  ApplicationList,
  ApplicationView,
  MerchantAccountView,
  ShopDetail,
  ShopFilterOptions,
  ShopRow,
  ShopSaveBody,
} from '../../schemas/api/admin/merchants.ts'
import type { Province } from '../../schemas/api/region.ts'
import { ADMIN_API_BASE, adminRequest, type Paged, type Query } from '../api.ts'

const call = <T>(method: string, path: string, options?: { query?: Query; body?: unknown }) =>
  requestAt<T>(ADMIN_API_BASE, method, path, options)

/** A shop save, whose refusal may carry each field's message (400 SHOP_INVALID with `fields`). */
const saveWithFields = <T>(method: string, path: string, body: unknown) => adminRequest<T>(method, path, { body })

/** The console's calls of 商户与门店 (/api/admin/merchants/…, /api/admin/shops). */
export const merchantsApi = {
  applications: (query: Query) => call<ApplicationList>('GET', 'merchants/applications', { query }),
  application: (id: number) => call<ApplicationView>('GET', `merchants/applications/${id}`),
  decide: (id: number, body: ApplicationAuditBody) =>
    call<ApplicationAudited>('POST', `merchants/applications/${id}/audit`, { body }),

  accounts: (query: Query) => call<Paged<MerchantAccountView>>('GET', 'merchants/accounts', { query }),
  setAccountStatus: (id: number, status: 'active' | 'disabled') =>
    call<MerchantAccountView>('PUT', `merchants/accounts/${id}/status`, { body: { status } }),
  resetPassword: (id: number, password: string) =>
    call<AccountPasswordReset>('POST', `merchants/accounts/${id}/password`, { body: password ? { password } : {} }),

  shops: (query: Query) => call<Paged<ShopRow>>('GET', 'shops', { query }),
  shopOptions: () => call<ShopFilterOptions>('GET', 'shops/options'),
  shop: (id: number) => call<ShopDetail>('GET', `shops/${id}`),
  createShop: (body: ShopSaveBody) => saveWithFields<ShopDetail>('POST', 'shops', body),
  updateShop: (id: number, body: ShopSaveBody) => saveWithFields<ShopDetail>('PUT', `shops/${id}`, body),

  /** The province › city › county tree of the storefront's address forms. */
  async regions(): Promise<Province[]> {
    const response = await fetch('/api/h5app/wxapp/espier/address', { headers: { accept: 'application/json' } })
    if (!response.ok) throw new DesignerApiError(response.status, 'HTTP_ERROR', '地区加载失败，请刷新重试')
    return ((await response.json()) as { data: Province[] }).data
  },
}
