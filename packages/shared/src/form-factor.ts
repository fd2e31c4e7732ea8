/**
 * The one form-factor signal (CONVENTIONS.md): `phone` gets the H5 layout (/app/...), `desktop`
 * the desktop layout. Computed once from the user agent and the viewport width.
 */
export type FormFactor = 'phone' | 'desktop';

/** Viewports narrower than this are phones whatever the user agent says. */
export const PHONE_MAX_WIDTH_PX = 768;

const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|HarmonyOS|Windows Phone|webOS|BlackBerry|Opera Mini/i;

export function detectFormFactor(userAgent: string, viewportWidthPx: number): FormFactor {
  if (MOBILE_UA.test(userAgent)) return 'phone';
  return viewportWidthPx < PHONE_MAX_WIDTH_PX ? 'phone' : 'desktop';
}

/** The platform part of the device id (SPEC.md §3): `ios` for Apple devices, else `android`. */
export function devicePlatform(userAgent: string): 'ios' | 'android' {
  return /iPhone|iPad|iPod|Macintosh/i.test(userAgent) ? 'ios' : 'android';
}
