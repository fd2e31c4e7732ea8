import { type ContentBlock, contentBlockSchema } from '@houseline/shared/api/contract/content';

/**
 * The blocks of an article or a promotion that are safe to show: each one must match the
 * contract (known type, bounded text, in-app link paths, our own static images); anything else is
 * dropped, never rendered. Text is only ever rendered as text nodes (decision 0035).
 */
export function safeBlocks(input: unknown): ContentBlock[] {
  if (!Array.isArray(input)) return [];
  const out: ContentBlock[] = [];
  for (const item of input.slice(0, 200)) {
    const parsed = contentBlockSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}
