import type { ErrorCode } from '../api/error-codes.ts';
import type { Locale } from '../api/headers.ts';

/** The message of each error code, per locale. zh-CN is the product language (SPEC.md §1). */
export const SERVER_MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  'zh-CN': {
    BAD_REQUEST: '请求参数有误',
    SITE_UNKNOWN: '站点代码无效',
    SITE_MISSING: '缺少站点代码',
    NOT_FOUND: '请求的接口不存在',
    METHOD_NOT_ALLOWED: '不支持的请求方式',
    RATE_LIMITED: '操作过于频繁，请稍后再试',
    SESSION_INVALID: '登录已失效，请重新登录',
    PAYLOAD_TOO_LARGE: '提交的内容过大',
    UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型',
    SERVICE_UNAVAILABLE: '服务暂不可用，请稍后再试',
    INTERNAL: '系统繁忙，请稍后再试',
  },
  'en-US': {
    BAD_REQUEST: 'Invalid request parameters',
    SITE_UNKNOWN: 'Unknown site code',
    SITE_MISSING: 'Missing site code',
    NOT_FOUND: 'No such endpoint',
    METHOD_NOT_ALLOWED: 'Method not allowed',
    RATE_LIMITED: 'Too many requests, please try again later',
    SESSION_INVALID: 'Your session has expired, please log in again',
    PAYLOAD_TOO_LARGE: 'Request body too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
    SERVICE_UNAVAILABLE: 'Service temporarily unavailable',
    INTERNAL: 'The system is busy, please try again later',
  },
};

export function serverMessage(locale: Locale, code: ErrorCode): string {
  return SERVER_MESSAGES[locale][code];
}
