import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** Holds the SQLite file and uploaded/generated images. */
  dataDir: string
  /** `postgres://…` switches the database to PostgreSQL; empty means embedded SQLite. */
  databaseUrl: string
  /** Signs member, shop and operator tokens. */
  secret: string
  /** Where mobile user agents are sent. */
  h5Url: string
  logLevel: string
  /** Seed the demo mall when the database is empty. */
  seed: boolean
}

type Env = Record<string, string | undefined>

/** Without SECRET, a random one is kept in the data folder so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer 0-65535, got "${value}"`)
  return n
}

/** Reads the environment once into a typed config; throws ConfigError on bad values. */
export function loadConfig(env: Env = process.env): Config {
  const mode = env.NODE_ENV === 'production' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production'
  const databaseUrl = env.DATABASE_URL ?? ''
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres://')
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  return {
    env: mode,
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    secret: env.SECRET || persistedSecret(dataDir),
    h5Url: env.H5_URL || '/h5',
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    seed: env.SEED !== '0',
  }
}
