/**
 * Masking of personal data for display: a member sees enough to recognise their own data, and
 * a screenshot or shoulder-surfer does not get it whole.
 */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone.replace(/\d(?=\d{2})/g, '*');
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

/** 张三 → 张*, 欧阳娜娜 → 欧***, Anna Lee → A*******. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

export function maskCardNo(cardNo: string): string {
  return `**** **** **** ${cardNo.slice(-4)}`;
}

export function maskAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

/** An Alipay account is a phone or an e-mail. */
export function maskAlipay(account: string): string {
  return account.includes('@') ? maskEmail(account) : maskPhone(account);
}
