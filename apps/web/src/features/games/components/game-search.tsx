import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { CloseIcon, SearchIcon } from './lobby-icons.tsx';

/** How long typing must pause before the grid follows. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box of a category page. It reports the query once typing pauses, and never in the
 * middle of an IME composition (pinyin letters typed on the way to 转轮 would otherwise filter).
 */
export function GameSearch({ className, onSearch }: { className: string; onSearch(query: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const composing = useRef(false);
  const [committed, setCommitted] = useState('');
  const settled = useDebouncedValue(committed, SEARCH_DEBOUNCE_MS);
  const report = useRef(onSearch);
  report.current = onSearch;
  useEffect(() => report.current(settled), [settled]);
  return (
    <search className={className}>
      <label htmlFor={id} className="hl-visually-hidden">
        {t('lobby.searchLabel')}
      </label>
      <SearchIcon className={`${className}-icon`} />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('lobby.searchPlaceholder')}
        value={text}
        maxLength={40}
        onChange={(e) => {
          setText(e.target.value);
          if (!composing.current) setCommitted(e.target.value);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(e) => {
          composing.current = false;
          setCommitted(e.currentTarget.value);
        }}
      />
      {text ? (
        <button
          type="button"
          className={`${className}-clear`}
          aria-label={t('lobby.clearSearch')}
          onClick={() => {
            setText('');
            setCommitted('');
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </search>
  );
}
