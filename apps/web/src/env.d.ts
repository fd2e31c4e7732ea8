/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The brand this bundle was built for (vite.config.ts `define`, from SITE_CODE). */
  readonly SITE_CODE: import('@houseline/shared/brands/types').SiteCode;
}

/** The build's brand config, from `packages/shared/src/brands/sites/<SITE_CODE>.ts` (build/brand-plugin.ts). */
declare module 'virtual:brand' {
  export const brand: Omit<import('@houseline/shared/brands/types').BrandConfig, 'statistics'>;
}

/** The build's brand statistics config, loaded lazily (build/brand-plugin.ts). */
declare module 'virtual:brand-statistics' {
  export const statistics: import('@houseline/shared/brands/types').BrandConfig['statistics'];
}

/** Injected by the native app's WebView (docs/native-bridge.md). */
interface Window {
  HouselineNative?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { houseline?: { postMessage(message: unknown): void } } };
}
