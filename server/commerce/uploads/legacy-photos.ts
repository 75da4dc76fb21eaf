import fs from 'node:fs/promises'
import path from 'node:path'
import { photoRoot } from './photo-store.ts'

const OWNER_FOLDERS = ['member', 'shop'] as const

/**
 * Photos stored before they were private sat in DATA_DIR/uploads/{member,shop}, where the static
 * files are served; they move into the private folder once, at start. Several workers may run
 * this together: a file another one moved first is skipped.
 */
export async function moveLegacyPhotos(dataDir: string): Promise<number> {
  let moved = 0
  for (const folder of OWNER_FOLDERS) {
    const from = path.join(dataDir, 'uploads', folder)
    const entries = await fs.readdir(from, { recursive: true, withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const source = path.join(entry.parentPath, entry.name)
      const target = path.join(photoRoot(dataDir), path.relative(path.join(dataDir, 'uploads'), source))
      await fs.mkdir(path.dirname(target), { recursive: true })
      const done = await fs.rename(source, target).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false
          throw error
        },
      )
      if (done) moved++
    }
    await removeEmptyFolders(from)
  }
  return moved
}

/** Removes a folder tree holding no files, deepest first; a folder with anything left in it stays. */
async function removeEmptyFolders(folder: string): Promise<void> {
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => null)
  if (!entries) return
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(folder, entry.name))
  await fs.rmdir(folder).catch(() => undefined)
}
