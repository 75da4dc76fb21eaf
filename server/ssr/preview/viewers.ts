import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { listPreviewGrades } from './repo.ts'

/**
 * Who a preview is seen as (`?as=`): a guest, a member of one grade (that grade's member prices)
 * or staff (staff prices on staff goods, the default grade's prices elsewhere). Read from the
 * database at every request, so a grade renamed or repriced shows at once.
 */
export interface PreviewViewer {
  /** The `as` value that names it: `guest`, `grade:<id>` or `staff`. */
  key: string
  label: string
  /** Percent off of the grade, null for a guest. */
  discount: number | null
  gradeId: number | null
  staff: boolean
}

export const GUEST_VIEWER: PreviewViewer = { key: 'guest', label: '游客', discount: null, gradeId: null, staff: false }

/** The viewers a preview offers, in the switch's order: 游客, each grade from the lowest, 员工. */
export async function previewViewers(db: Kysely<Database>): Promise<PreviewViewer[]> {
  const grades = await listPreviewGrades(db)
  const asMember = grades.map((grade) => ({
    key: `grade:${grade.id}`,
    label: grade.name,
    discount: Number(grade.discount),
    gradeId: grade.id,
    staff: false,
  }))
  const base = grades.find((grade) => grade.is_default === 1) ?? grades[0]
  const staff: PreviewViewer = {
    key: 'staff',
    label: '员工',
    discount: base ? Number(base.discount) : null,
    gradeId: base?.id ?? null,
    staff: true,
  }
  return [GUEST_VIEWER, ...asMember, staff]
}

/** The viewer `as` names; anything else (missing, unknown grade) is a guest. */
export function chosenViewer(viewers: PreviewViewer[], as: unknown): PreviewViewer {
  return viewers.find((viewer) => viewer.key === as) ?? GUEST_VIEWER
}
