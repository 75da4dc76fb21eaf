/**
 * Banks a settlement account may be held at, keyed by the bank's code in the national payment
 * system (CNAPS 行别代码, the first three digits of every branch's 12-digit bank number).
 */
export const BANKS = [
  { bank_code: '102', bank_name: '中国工商银行' },
  { bank_code: '103', bank_name: '中国农业银行' },
  { bank_code: '104', bank_name: '中国银行' },
  { bank_code: '105', bank_name: '中国建设银行' },
  { bank_code: '301', bank_name: '交通银行' },
  { bank_code: '403', bank_name: '中国邮政储蓄银行' },
  { bank_code: '308', bank_name: '招商银行' },
  { bank_code: '302', bank_name: '中信银行' },
  { bank_code: '303', bank_name: '中国光大银行' },
  { bank_code: '304', bank_name: '华夏银行' },
  { bank_code: '305', bank_name: '中国民生银行' },
  { bank_code: '306', bank_name: '广发银行' },
  { bank_code: '307', bank_name: '平安银行' },
  { bank_code: '309', bank_name: '兴业银行' },
  { bank_code: '310', bank_name: '上海浦东发展银行' },
  { bank_code: '315', bank_name: '恒丰银行' },
  { bank_code: '316', bank_name: '浙商银行' },
  { bank_code: '318', bank_name: '渤海银行' },
] as const

export function bankName(code: string): string | undefined {
  return BANKS.find((b) => b.bank_code === code)?.bank_name
}
