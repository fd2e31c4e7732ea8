import type { ContentBlock } from '@houseline/shared/api/contract/content';
import { Link } from 'react-router';
import { safeBlocks } from './safe-blocks.ts';
import './content-blocks.css';

function Block({ block }: { block: ContentBlock }) {
  switch (block.t) {
    case 'h':
      return <h2 className="cb-h">{block.text}</h2>;
    case 'p':
      return <p className="cb-p">{block.text}</p>;
    case 'ul':
      return (
        <ul className="cb-list">
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, items never reorder.
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol className="cb-list cb-list--steps">
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, items never reorder.
            <li key={i}>{item}</li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <div className="cb-table-wrap">
          <table className="cb-table">
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content, cells never reorder.
                  <th key={i}>{cell}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, rows never reorder.
                <tr key={r}>
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static content, cells never reorder.
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return <p className="cb-note">{block.text}</p>;
    case 'link':
      return (
        <Link className="cb-link" to={block.to}>
          {block.text}
          <span aria-hidden="true">›</span>
        </Link>
      );
    case 'img':
      return <img className="cb-img" src={block.src} alt={block.alt} loading="lazy" />;
  }
}

/**
 * Rich content from the server (articles, promotions) as React elements: only the contract's
 * block types, their text as text nodes — no HTML is ever parsed or injected.
 */
export function ContentBlocks({ blocks }: { blocks: unknown }) {
  const safe = safeBlocks(blocks);
  return (
    <div className="cb">
      {safe.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the article's blocks in their order.
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
