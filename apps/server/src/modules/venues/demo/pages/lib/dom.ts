// A few DOM helpers: the pages are plain TypeScript without a framework, kept small.

type Attrs = Record<string, string | number | boolean | undefined>;

/** `el('button', 'chip is-on', { type: 'button', 'aria-label': '…' }, '文字')`. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

/** A button that always has an accessible name and never submits anything. */
export function button(className: string, label: string, content: Node | string = label): HTMLButtonElement {
  const b = el('button', className, { type: 'button' }, content);
  if (typeof content !== 'string' || content !== label) b.setAttribute('aria-label', label);
  return b;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes. */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Node[]
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== false) node.setAttribute(key, String(value));
  }
  node.append(...children);
  return node;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
