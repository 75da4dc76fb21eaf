/** The status of the response a loader throws (a redirect, a 404); fails the test if it throws none. */
export async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error.status
    throw error
  }
  throw new Error('expected the loader to throw')
}
