/** The current time in whole Unix seconds: the unit of every time on the wire and in the tables. */
export const now = (): number => Math.floor(Date.now() / 1000)
