/**
 * Reference lists of the account forms: the phone area codes offered at registration and binding,
 * and the banks a withdrawal card can be added for. The server serves them (`phoneArea`,
 * `bankList`) and checks input against them (login accounts, new bank cards).
 */

/** Phone area codes offered at registration and binding (mainland first, then the region). */
export const PHONE_AREAS = [
  { code: '+86', name: '中国大陆', flag: 'CN' },
  { code: '+852', name: '中国香港', flag: 'HK' },
  { code: '+853', name: '中国澳门', flag: 'MO' },
  { code: '+886', name: '中国台湾', flag: 'TW' },
  { code: '+65', name: '新加坡', flag: 'SG' },
  { code: '+60', name: '马来西亚', flag: 'MY' },
  { code: '+66', name: '泰国', flag: 'TH' },
  { code: '+84', name: '越南', flag: 'VN' },
  { code: '+63', name: '菲律宾', flag: 'PH' },
  { code: '+62', name: '印度尼西亚', flag: 'ID' },
  { code: '+855', name: '柬埔寨', flag: 'KH' },
  { code: '+81', name: '日本', flag: 'JP' },
  { code: '+82', name: '韩国', flag: 'KR' },
  { code: '+1', name: '美国/加拿大', flag: 'US' },
  { code: '+44', name: '英国', flag: 'GB' },
  { code: '+61', name: '澳大利亚', flag: 'AU' },
] as const;

/** Banks a withdrawal card can be added for. */
export const BANKS = [
  { code: 'ICBC', name: '中国工商银行', color: '#c7000b' },
  { code: 'CCB', name: '中国建设银行', color: '#0066b3' },
  { code: 'ABC', name: '中国农业银行', color: '#009a61' },
  { code: 'BOC', name: '中国银行', color: '#b81c22' },
  { code: 'BOCOM', name: '交通银行', color: '#1d2088' },
  { code: 'PSBC', name: '中国邮政储蓄银行', color: '#007f3d' },
  { code: 'CMB', name: '招商银行', color: '#c8161e' },
  { code: 'CITIC', name: '中信银行', color: '#d7000f' },
  { code: 'CEB', name: '中国光大银行', color: '#6a1b9a' },
  { code: 'CMBC', name: '中国民生银行', color: '#00796b' },
  { code: 'CIB', name: '兴业银行', color: '#004098' },
  { code: 'SPDB', name: '上海浦东发展银行', color: '#00367a' },
  { code: 'PAB', name: '平安银行', color: '#f26522' },
  { code: 'HXB', name: '华夏银行', color: '#d9261c' },
  { code: 'GDB', name: '广发银行', color: '#c4161c' },
  { code: 'BOB', name: '北京银行', color: '#e60012' },
] as const;
