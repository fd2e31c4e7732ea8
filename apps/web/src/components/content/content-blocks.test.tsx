// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentBlocks } from './content-blocks.tsx';
import { safeBlocks } from './safe-blocks.ts';

function view(blocks: unknown) {
  return render(
    <MemoryRouter>
      <ContentBlocks blocks={blocks} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ContentBlocks (safe rich content)', () => {
  it('renders headings, paragraphs, lists, tables, notes, links and images', () => {
    const { container } = view([
      { t: 'h', text: '标题' },
      { t: 'p', text: '段落' },
      { t: 'ul', items: ['一', '二'] },
      { t: 'ol', items: ['第一步'] },
      { t: 'table', head: ['投注', '赔率'], rows: [['闲', '1 赔 1']] },
      { t: 'note', text: '提示' },
      { t: 'link', text: '存款教程', to: '/tutorial/deposit' },
      { t: 'img', src: '/static/promo/daily.svg', alt: '签到' },
    ]);
    expect(container.querySelector('h2')?.textContent).toBe('标题');
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(container.querySelector('td')?.textContent).toBe('闲');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/tutorial/deposit');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/static/promo/daily.svg');
  });

  it('shows markup in text as text, never as elements', () => {
    const { container } = view([
      { t: 'p', text: '<script>window.hacked = 1</script><img src=x onerror="alert(1)">' },
      { t: 'h', text: '<b>bold</b>' },
      { t: 'table', head: ['<i>x</i>'], rows: [['<svg onload=alert(1)>']] },
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b, i, svg')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('p')?.textContent).toContain('<script>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('drops unknown block types, script links, foreign images and malformed blocks', () => {
    const { container } = view([
      { t: 'html', html: '<script>alert(1)</script>' },
      { t: 'link', text: 'x', to: 'javascript:alert(1)' },
      { t: 'link', text: 'x', to: '//evil.example/path' },
      { t: 'link', text: 'x', to: 'https://evil.example/' },
      { t: 'img', src: 'https://evil.example/a.png', alt: '' },
      { t: 'img', src: '/static/../../etc/passwd" onerror="x', alt: '' },
      { t: 'p' },
      { t: 'p', text: 42 },
      null,
      'plain string',
      { t: 'p', text: 'kept' },
    ]);
    expect(container.querySelectorAll('a, img, script')).toHaveLength(0);
    expect(container.textContent).toBe('kept');
  });

  it('accepts only an array', () => {
    expect(safeBlocks('<script>')).toEqual([]);
    expect(safeBlocks({ t: 'p', text: 'x' })).toEqual([]);
    expect(safeBlocks(undefined)).toEqual([]);
  });
});
