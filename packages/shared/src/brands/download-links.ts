/**
 * The client download links most brands show (the md "items"): the two app pages, and the web
 * version for brands that list it too. One list, so a changed address changes everywhere.
 */
export const APP_DOWNLOAD_ITEMS = [
  { name: '安卓客户端', url: '/static/download/android.html', platform_ck: 'android' },
  { name: '苹果客户端', url: '/static/download/ios.html', platform_ck: 'ios' },
] as const;

export const APP_AND_WEB_ITEMS = [
  ...APP_DOWNLOAD_ITEMS,
  { name: '网页版', url: '/app/home', platform_ck: 'h5' },
] as const;
