import { LineIcon } from '../ui/LineIcon.tsx'
import type { AlignEdge } from '../store/commands/group-align.ts'
import type { Axis } from '../store/commands/group-distribute.ts'

/** The group panel's 16-px line icons: a guide line and the boxes set against it. */
const ALIGN_PATHS: Record<AlignEdge, string> = {
  left: 'M2 1v14M4 4h8v3H4zM4 9h5v3H4z',
  center: 'M8 1v14M3 4h10v3H3zM5 9h6v3H5z',
  right: 'M14 1v14M4 4h8v3H4zM7 9h5v3H7z',
  top: 'M1 2h14M4 4h3v8H4zM9 4h3v5H9z',
  middle: 'M1 8h14M4 3h3v10H4zM9 5h3v6H9z',
  bottom: 'M1 14h14M4 4h3v8H4zM9 7h3v5H9z',
}

const DISTRIBUTE_PATHS: Record<Axis, string> = {
  horizontal: 'M1 2v12M15 2v12M3 5h2v6H3zM7 5h2v6H7zM11 5h2v6h-2z',
  vertical: 'M2 1h12M2 15h12M5 3h6v2H5zM5 7h6v2H5zM5 11h6v2H5z',
}

export const AlignIcon = ({ edge }: { edge: AlignEdge }) => (
  <LineIcon size={16} grid={16}>
    <path d={ALIGN_PATHS[edge]} />
  </LineIcon>
)

export const DistributeIcon = ({ axis }: { axis: Axis }) => (
  <LineIcon size={16} grid={16}>
    <path d={DISTRIBUTE_PATHS[axis]} />
  </LineIcon>
)
