import path from 'node:path'
import { localImageStorage } from '../../designer-api/uploads/local-storage.ts'
import type { ImageStorage } from '../../designer-api/uploads/storage.ts'

/**
 * Shoppers' and merchants' photos live under DATA_DIR/photos, outside the folder served at
 * /uploads/, so no path of the static files reaches them; their addresses stay /uploads/… and only
 * the photo route (photo-files.ts) opens them, for a signed link.
 */
export const photoRoot = (dataDir: string) => path.join(dataDir, 'photos')

export const photoStorage = (dataDir: string): ImageStorage => localImageStorage(photoRoot(dataDir), '/uploads')

/** The file of a photo's plain address (`/uploads/member/…`), which the caller has checked. */
export const photoFile = (dataDir: string, plainPath: string) =>
  path.join(photoRoot(dataDir), plainPath.slice('/uploads/'.length))
