import type { ContentBlock } from '@houseline/shared/api/contract/content';

/**
 * Content blocks (decision 0035: rich text is typed blocks, never HTML) as the edit form holds them:
 * one flat record per block whose lists and tables are plain text, a line per item or row and `|`
 * between cells. The server validates the blocks it gets back and words any refusal.
 */
export const BLOCK_TYPES = [
  'h',
  'p',
  'ul',
  'ol',
  'table',
  'note',
  'link',
  'img',
] as const satisfies readonly ContentBlock['t'][];
export type BlockType = (typeof BLOCK_TYPES)[number];

export interface BlockForm {
  t: BlockType;
  text?: string;
  items?: string;
  head?: string;
  rows?: string;
  to?: string;
  src?: string;
  alt?: string;
}

const CELL = '|';

function lines(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function cells(line: string): string[] {
  return line.split(CELL).map((cell) => cell.trim());
}

export function blockToForm(block: ContentBlock): BlockForm {
  switch (block.t) {
    case 'h':
    case 'p':
    case 'note':
      return { t: block.t, text: block.text };
    case 'ul':
    case 'ol':
      return { t: block.t, items: block.items.join('\n') };
    case 'table':
      return {
        t: 'table',
        head: block.head.join(` ${CELL} `),
        rows: block.rows.map((row) => row.join(` ${CELL} `)).join('\n'),
      };
    case 'link':
      return { t: 'link', text: block.text, to: block.to };
    case 'img':
      return { t: 'img', src: block.src, alt: block.alt };
  }
}

export function formToBlock(form: BlockForm): ContentBlock {
  const text = (form.text ?? '').trim();
  switch (form.t) {
    case 'h':
    case 'p':
    case 'note':
      return { t: form.t, text };
    case 'ul':
    case 'ol':
      return { t: form.t, items: lines(form.items) };
    case 'table':
      return { t: 'table', head: cells(form.head ?? ''), rows: lines(form.rows).map(cells) };
    case 'link':
      return { t: 'link', text, to: (form.to ?? '').trim() };
    case 'img':
      return { t: 'img', src: (form.src ?? '').trim(), alt: (form.alt ?? '').trim() };
  }
}

export const blocksToForm = (blocks: readonly ContentBlock[]): BlockForm[] => blocks.map(blockToForm);
export const formToBlocks = (forms: readonly BlockForm[] | undefined): ContentBlock[] =>
  (forms ?? []).map(formToBlock);
