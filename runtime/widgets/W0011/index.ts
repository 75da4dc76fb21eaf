export { W0011 } from './Component.tsx'
/** The designer sets the text widget's height with this rule when the font size changes (spec 2.9). */
export { textHeightFor as textHeight } from '../../../schemas/widget-rules.ts'
