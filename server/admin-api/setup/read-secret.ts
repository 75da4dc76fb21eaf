import readline from 'node:readline'

/** Asks for a password in a terminal without echoing it; answers '' when there is no terminal. */
export async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return ''
  process.stdout.write(prompt)
  const rl = readline.createInterface({ input: process.stdin, terminal: true })
  // Keeps what is typed off the screen: readline would echo it.
  ;(rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {}
  const answer = await new Promise<string>((resolve) => rl.question('', resolve))
  rl.close()
  process.stdout.write('\n')
  return answer
}
