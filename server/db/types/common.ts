/** Column conventions every area shares. */

/** 0 or 1; stored as an integer on both dialects. */
export type Flag = 0 | 1
/** Unix seconds. */
export type Timestamp = number
/** A JSON document stored as text; parse with JSON.parse. */
export type JsonText = string
