/**
 * Default settings of the text widget (W0011), spec 9. Plain values without TypeBox, so the
 * storefront's descriptor defaults (schemas/widget-defaults.ts) can import them as well as the schema.
 */
export const textDefaults = {
  text: '文本',
  fontSize: 14,
  textAlign: 'left' as const,
  fontWeight: 'normal' as const,
  fontStyle: 'normal' as const,
  textDecoration: 'none' as const,
  color: '#333333',
  foregroundColor: '',
  backgroundColor: '',
}
