import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webpImageUrl } from './webp-image-url.ts';

const WEBP = { supportsWebp: true };
const NO_WEBP = { supportsWebp: false };

describe('webpImageUrl', () => {
  describe('extension swap', () => {
    it.each([
      ['/static/banner.png', '/static/banner.webp'],
      ['/static/banner.jpg', '/static/banner.webp'],
      ['/static/banner.jpeg', '/static/banner.webp'],
      ['/static/banner.PNG', '/static/banner.webp'],
      ['/static/banner.JpEg', '/static/banner.webp'],
      ['banner.png', 'banner.webp'],
      ['./img/banner.png', './img/banner.webp'],
      ['../img/banner.jpg', '../img/banner.webp'],
      ['https://cdn.example.com/a/b.png', 'https://cdn.example.com/a/b.webp'],
      ['//cdn.example.com/a/b.jpg', '//cdn.example.com/a/b.webp'],
      ['/static/logo.v2.png', '/static/logo.v2.webp'],
      ['/a.png?x=1', '/a.webp?x=1'],
      ['/a.png#top', '/a.webp#top'],
      ['/a.png?x=1#top', '/a.webp?x=1#top'],
      ['/a.png?file=b.gif', '/a.webp?file=b.gif'],
    ])('%s → %s', (input, expected) => {
      expect(webpImageUrl(input, WEBP)).toBe(expected);
    });

    it.each([
      '/static/icon.svg',
      '/static/anim.gif',
      '/static/already.webp',
      '/static/png',
      '/static/file.pngx',
      '/static/dir.png/file',
      '/a.svg?format=.png',
      '/a.svg#.png',
      '/static/.png.bak',
      'https://cdn.example.png',
      '//cdn.example.png',
      'https://cdn.example.png?x=1',
    ])('leaves %s alone', (input) => {
      expect(webpImageUrl(input, WEBP)).toBe(input);
    });

    it('does not swap when webp is not supported', () => {
      expect(webpImageUrl('/a.png', NO_WEBP)).toBe('/a.png');
      expect(webpImageUrl('/a.jpg?x=1#h', NO_WEBP)).toBe('/a.jpg?x=1#h');
    });
  });

  describe('version query', () => {
    it('adds v=<version>', () => {
      expect(webpImageUrl('/a.png', { supportsWebp: true, version: '3' })).toBe('/a.webp?v=3');
      expect(webpImageUrl('/a.png', { supportsWebp: false, version: '3' })).toBe('/a.png?v=3');
      expect(webpImageUrl('/a.svg', { supportsWebp: true, version: '3' })).toBe('/a.svg?v=3');
    });

    it('keeps other parameters in order and appends v', () => {
      expect(webpImageUrl('/a.png?w=100&h=50', { supportsWebp: true, version: '7' })).toBe(
        '/a.webp?w=100&h=50&v=7',
      );
    });

    it('replaces an existing v (and drops duplicates)', () => {
      expect(webpImageUrl('/a.png?v=1', { supportsWebp: true, version: '2' })).toBe('/a.webp?v=2');
      expect(webpImageUrl('/a.png?v=1&w=10&v=0', { supportsWebp: false, version: '2' })).toBe(
        '/a.png?w=10&v=2',
      );
      expect(webpImageUrl('/a.png?v&w=10', { supportsWebp: false, version: '2' })).toBe('/a.png?w=10&v=2');
    });

    it('does not confuse parameters that merely start with v', () => {
      expect(webpImageUrl('/a.png?vv=1&version=9&x=v', { supportsWebp: false, version: '2' })).toBe(
        '/a.png?vv=1&version=9&x=v&v=2',
      );
    });

    it('keeps the hash after the query', () => {
      expect(webpImageUrl('/a.jpg?x=1#frag', { supportsWebp: true, version: '5' })).toBe(
        '/a.webp?x=1&v=5#frag',
      );
      expect(webpImageUrl('/a.jpg#frag', { supportsWebp: true, version: '5' })).toBe('/a.webp?v=5#frag');
      expect(webpImageUrl('/a.jpg#frag?v=1', { supportsWebp: true, version: '5' })).toBe(
        '/a.webp?v=5#frag?v=1',
      );
    });

    it('keeps the exact spelling of other parameters', () => {
      expect(webpImageUrl('/a.png?q=a%20b&r=%E4%B8%AD', { supportsWebp: false, version: '1' })).toBe(
        '/a.png?q=a%20b&r=%E4%B8%AD&v=1',
      );
    });

    it('cleans up empty query pieces when it rewrites the query', () => {
      expect(webpImageUrl('/a.png?', { supportsWebp: false, version: '1' })).toBe('/a.png?v=1');
      expect(webpImageUrl('/a.png?&x=1&&', { supportsWebp: false, version: '1' })).toBe('/a.png?x=1&v=1');
    });

    it('encodes the version', () => {
      expect(webpImageUrl('/a.png', { supportsWebp: false, version: '1.2 beta&x' })).toBe(
        '/a.png?v=1.2%20beta%26x',
      );
      expect(webpImageUrl('/a.png', { supportsWebp: false, version: '20240515' })).toBe('/a.png?v=20240515');
    });

    it('an omitted or empty version leaves the query verbatim', () => {
      expect(webpImageUrl('/a.png?v=1', { supportsWebp: true })).toBe('/a.webp?v=1');
      expect(webpImageUrl('/a.png?v=1', { supportsWebp: true, version: '' })).toBe('/a.webp?v=1');
      expect(webpImageUrl('/a.png?', { supportsWebp: true })).toBe('/a.webp?');
    });

    it('works on absolute URLs', () => {
      expect(
        webpImageUrl('https://cdn.example.com/x/y.JPG?token=abc#h', { supportsWebp: true, version: '9' }),
      ).toBe('https://cdn.example.com/x/y.webp?token=abc&v=9#h');
    });
  });

  describe('inline URLs are untouched', () => {
    it.each([
      'data:image/png;base64,iVBORw0KGgo=',
      'DATA:image/jpeg;base64,/9j/4AAQ',
      'data:image/svg+xml,<svg/>.png',
      'blob:https://example.com/550e8400-e29b-41d4-a716-446655440000',
      'BLOB:http://localhost/abc.png',
    ])('%s', (url) => {
      expect(webpImageUrl(url, { supportsWebp: true, version: '1' })).toBe(url);
    });
  });

  it('returns the empty string untouched', () => {
    expect(webpImageUrl('', { supportsWebp: true, version: '1' })).toBe('');
  });

  describe('properties', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,8}$/);
    const extension = fc.constantFrom('png', 'PNG', 'jpg', 'JPG', 'jpeg', 'Jpeg', 'gif', 'svg', 'webp');
    const param = fc.tuple(segment, segment).map(([k, v]) => `${k}=${v}`);
    const url = fc
      .record({
        prefix: fc.constantFrom('', '/', './', 'https://cdn.example.com/', '//cdn.example.com/'),
        dirs: fc.array(segment, { maxLength: 3 }),
        name: segment,
        ext: extension,
        params: fc.array(param, { maxLength: 3 }),
        hash: fc.option(segment, { nil: undefined }),
      })
      .map((u) => ({
        ...u,
        text: `${u.prefix}${[...u.dirs, `${u.name}.${u.ext}`].join('/')}${
          u.params.length ? `?${u.params.join('&')}` : ''
        }${u.hash === undefined ? '' : `#${u.hash}`}`,
      }));

    it('only the extension and the v parameter ever change', () => {
      fc.assert(
        fc.property(url, fc.boolean(), fc.option(segment, { nil: undefined }), (u, supports, version) => {
          const out = webpImageUrl(u.text, { supportsWebp: supports, version });
          const swapped = supports && /^(png|jpe?g)$/i.test(u.ext);
          const expectedPath = `${u.prefix}${[...u.dirs, `${u.name}.${swapped ? 'webp' : u.ext}`].join('/')}`;
          expect(out.startsWith(expectedPath)).toBe(true);
          const hashPart = u.hash === undefined ? '' : `#${u.hash}`;
          expect(out.endsWith(hashPart)).toBe(true);
          const queryPart = out.slice(expectedPath.length, out.length - hashPart.length);
          const kept = u.params.filter((p) => (version === undefined ? true : p.split('=')[0] !== 'v'));
          const expectedParams = version === undefined ? kept : [...kept, `v=${version}`];
          expect(queryPart).toBe(expectedParams.length ? `?${expectedParams.join('&')}` : '');
        }),
      );
    });

    it('is idempotent', () => {
      fc.assert(
        fc.property(url, fc.boolean(), fc.option(segment, { nil: undefined }), (u, supports, version) => {
          const opts = { supportsWebp: supports, version };
          const once = webpImageUrl(u.text, opts);
          expect(webpImageUrl(once, opts)).toBe(once);
        }),
      );
    });
  });
});

describe('supportsWebp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  // A fresh module instance per test, since the browser answer is memoised.
  const load = async () => (await import('./webp-image-url.ts')).supportsWebp;

  const fakeDocument = (toDataURL: (type?: string) => string) => {
    const canvas = { width: 300, height: 150, toDataURL: vi.fn(toDataURL) };
    const createElement = vi.fn(() => canvas);
    return { document: { createElement }, canvas, createElement };
  };

  it('is false on Node (no document)', async () => {
    const supportsWebp = await load();
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(supportsWebp()).toBe(false);
  });

  it('is true when the canvas encodes webp', async () => {
    const fake = fakeDocument((type) => `data:${type};base64,UklGR`);
    vi.stubGlobal('document', fake.document);
    const supportsWebp = await load();
    expect(supportsWebp()).toBe(true);
    expect(fake.createElement).toHaveBeenCalledWith('canvas');
    expect(fake.canvas.toDataURL).toHaveBeenCalledWith('image/webp');
    // Probed on a 1×1 canvas to keep the encode cheap.
    expect(fake.canvas.width).toBe(1);
    expect(fake.canvas.height).toBe(1);
  });

  it('is false when the canvas falls back to png', async () => {
    vi.stubGlobal('document', fakeDocument(() => 'data:image/png;base64,iVBOR').document);
    const supportsWebp = await load();
    expect(supportsWebp()).toBe(false);
  });

  it('is false when toDataURL throws or returns nothing', async () => {
    vi.stubGlobal(
      'document',
      fakeDocument(() => {
        throw new Error('SecurityError');
      }).document,
    );
    expect((await load())()).toBe(false);

    vi.resetModules();
    vi.stubGlobal('document', fakeDocument(() => undefined as unknown as string).document);
    expect((await load())()).toBe(false);
  });

  it('is false for a document without createElement', async () => {
    vi.stubGlobal('document', {});
    expect((await load())()).toBe(false);
  });

  it('probes once and remembers the answer', async () => {
    const fake = fakeDocument(() => 'data:image/webp;base64,UklGR');
    vi.stubGlobal('document', fake.document);
    const supportsWebp = await load();
    expect(supportsWebp()).toBe(true);
    expect(supportsWebp()).toBe(true);
    expect(fake.createElement).toHaveBeenCalledTimes(1);
  });

  it('does not remember the no-document answer', async () => {
    const supportsWebp = await load();
    expect(supportsWebp()).toBe(false);
    vi.stubGlobal('document', fakeDocument(() => 'data:image/webp;base64,UklGR').document);
    expect(supportsWebp()).toBe(true);
  });
});
