import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

/** A free TCP port on the loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export interface ServerSettings {
  port: number
  dataDir: string
  /** '' for SQLite in dataDir. */
  databaseUrl: string
  secret: string
  /** More environment for the server (REDIS_URL, TRUST_PROXY …). */
  env?: Record<string, string>
}

/** The production server (`server/main.ts`) as a child process, listening on 127.0.0.1 only. */
export class ServerProcess {
  private child: ChildProcess | null = null
  private output = ''
  readonly baseURL: string

  constructor(private readonly settings: ServerSettings) {
    this.baseURL = `http://127.0.0.1:${settings.port}`
  }

  /** Starts the server and waits until /healthz answers 200. */
  async start(timeoutMs = 60_000): Promise<void> {
    const { port, dataDir, databaseUrl, secret, env } = this.settings
    this.output = ''
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SECRET: secret,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000)
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    this.child = child
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${this.output}`)
      try {
        const res = await fetch(`${this.baseURL}/healthz`)
        if (res.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${this.output}`)
  }

  /** Stops the server with `signal` and waits for the process to be gone. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child
    if (!child) return
    this.child = null
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill(signal)
    await exited
  }

  /** The server's process id while it runs (benchmarks read its CPU time). */
  get pid(): number | undefined {
    return this.child?.pid
  }

  /** What the server wrote to stdout and stderr lately (warnings and errors: LOG_LEVEL=warn). */
  log(): string {
    return this.output
  }
}
