import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safe-storage.ts';
import { createSessionStore } from '../storage/session-store.ts';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';

/** A stand-in for XMLHttpRequest: records what was sent, answers when told. */
class FakeXhr {
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers.set(key, value);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function setup() {
  const xhr = new FakeXhr();
  const session = createSessionStore(safeStorage(() => undefined));
  session.setToken('tok-1');
  const onSessionInvalid = vi.fn();
  const api = createApiClient({
    fetch: vi.fn() as unknown as typeof fetch,
    siteCode: 'hgtyc',
    session,
    getLang: () => 'zh-CN',
    getDeviceNo: () => 'h5_ios_abc_def',
    onSessionInvalid,
    xhr: () => xhr as unknown as XMLHttpRequest,
  });
  return { api, xhr, session, onSessionInvalid };
}

describe('api client uploads', () => {
  it('posts the form with the client headers, reports progress and reads the envelope', async () => {
    const { api, xhr, session } = setup();
    const progress: number[] = [];
    const form = new FormData();
    const pending = api.upload('upload', form, { onProgress: (f) => progress.push(f) });
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/f/v1/upload', form]);
    expect(xhr.headers.get('t')).toBe('tok-1');
    expect(xhr.headers.get('site_code')).toBe('hgtyc');
    expect(xhr.headers.has('content-type')).toBe(false);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    const data = { id: 'x'.repeat(22), contentType: 'image/webp', width: 1, height: 1, size: 9 };
    xhr.answer(200, { status: true, data }, { id: 'tok-2' });
    await expect(pending).resolves.toEqual(data);
    expect(progress).toEqual([0.25]);
    expect(session.getToken()).toBe('tok-2');
  });

  it('turns a refusal into an ApiError with its code, and an invalid session into a logout', async () => {
    const { api, xhr, onSessionInvalid } = setup();
    const refused = api.upload('upload', new FormData());
    xhr.answer(200, {
      status: false,
      data: '仅支持 JPG、PNG、WebP 或 GIF 格式的图片',
      code: 'UPLOAD_NOT_IMAGE',
    });
    await expect(refused).rejects.toMatchObject({ kind: 'business', code: 'UPLOAD_NOT_IMAGE' });
    const expired = api.upload('upload', new FormData());
    xhr.answer(200, { status: false, data: 'token', code: 'SESSION_INVALID' });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('gives up after the same 10 s as every other call (SPEC.md §9)', async () => {
    const { api, xhr } = setup();
    const pending = api.upload('upload', new FormData());
    expect(xhr.timeout).toBe(10_000);
    xhr.ontimeout?.();
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('cancels through its signal', async () => {
    const { api } = setup();
    const controller = new AbortController();
    const pending = api.upload('upload', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
