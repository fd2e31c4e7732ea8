/**
 * The bridge to the native app that may host this site in a WebView (docs/native-bridge.md).
 * Android injects `window.HouselineNative.postMessage(json)`; iOS registers the WKWebView script
 * message handler `houseline` (`window.webkit.messageHandlers.houseline.postMessage`).
 */
export type NativeMessage = { type: 'login' } | { type: 'logout' } | { type: 'open'; url: string };

type BridgeWindow = Pick<Window, 'HouselineNative' | 'webkit'>;

export function isNativeApp(win: BridgeWindow = window): boolean {
  return Boolean(win.HouselineNative?.postMessage || win.webkit?.messageHandlers?.houseline?.postMessage);
}

/** Sends a message to the native app; returns false when the page is not inside one. */
export function postNativeMessage(message: NativeMessage, win: BridgeWindow = window): boolean {
  const json = JSON.stringify(message);
  try {
    if (win.HouselineNative?.postMessage) {
      win.HouselineNative.postMessage(json);
      return true;
    }
    const ios = win.webkit?.messageHandlers?.houseline;
    if (ios?.postMessage) {
      ios.postMessage(json);
      return true;
    }
  } catch (error) {
    console.warn('[native-bridge] postMessage failed', error);
  }
  return false;
}

/** Asks the native app to sign the member in (used when the session is invalid, SPEC.md §2). */
export function requestNativeLogin(win: BridgeWindow = window): boolean {
  return postNativeMessage({ type: 'login' }, win);
}
