import path from 'node:path'
import { loadConfig } from '../../config.ts'
import { migrateToLatest, openDatabase } from '../index.ts'
import { seedIfEmpty } from './index.ts'

/** `npm run seed`: migrate, then seed the demo mall if the database is empty. */
const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'mallfront.sqlite'),
})
try {
  await migrateToLatest(database.db)
  const log = { info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)) }
  const seeded = await seedIfEmpty(database.db, { dataDir: config.dataDir, log })
  if (!seeded) console.log('database already has data; nothing seeded')
} finally {
  await database.destroy()
}
