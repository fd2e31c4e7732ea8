// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTER_SCRIPT_PATH,
  loadStatisticsScripts,
  scriptsForHost,
  scriptUrl,
} from './statistics-scripts.ts';

const list = {
  default: [{ kind: 'counter' as const, value: 'main id' }],
  'alt.example': [{ kind: 'src' as const, value: 'https://stats.example/s.js' }],
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('statistics scripts', () => {
  it("picks the host's own list, else the default", () => {
    expect(scriptsForHost(list, 'alt.example')).toEqual(list['alt.example']);
    expect(scriptsForHost(list, 'other.example')).toEqual(list.default);
    expect(scriptsForHost({}, 'x')).toEqual([]);
  });

  it('loads a counter from the built-in counter script with its id', () => {
    expect(scriptUrl({ kind: 'counter', value: 'main id' }, 'hgtyc')).toBe(
      `${COUNTER_SCRIPT_PATH}?id=main%20id&site=hgtyc`,
    );
    expect(scriptUrl({ kind: 'src', value: 'https://stats.example/s.js' }, 'hgtyc')).toBe(
      'https://stats.example/s.js',
    );
  });

  it('adds each script once, async', () => {
    expect(loadStatisticsScripts(list, 'alt.example', 'hgtyc')).toBe(1);
    expect(loadStatisticsScripts(list, 'alt.example', 'hgtyc')).toBe(0);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://stats.example/s.js');
    expect(scripts[0]!.async).toBe(true);
  });

  it('logs a script that fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadStatisticsScripts(list, 'x', 'hgtyc');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed to load'));
  });

  it('logs and goes on when a script cannot be added', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document.head, 'appendChild').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(loadStatisticsScripts(list, 'x', 'hgtyc')).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
