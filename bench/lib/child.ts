import { fork, type ChildProcess } from 'node:child_process'

/**
 * Starts a server script in its own process (so it has an event loop to itself and the load
 * generator in this process does not steal it) and waits for the port it reports over IPC.
 */
export async function startServer(
  script: string,
  args: string[] = [],
  execArgv: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(script, args, {
    execArgv: [...process.execArgv, ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port))
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)))
  })
  return { child, url: `http://127.0.0.1:${port}` }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
