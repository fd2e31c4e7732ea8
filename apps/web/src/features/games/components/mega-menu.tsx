import type { GameCategory } from '@houseline/shared/api/contract/games';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../hooks/use-toast.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { categoryPath, tilePath } from '../lib/order-games.ts';
import './mega-menu.css';

const loadPanel = () => import('./mega-menu-panel.tsx');
const MegaMenuPanel = lazy(async () => ({ default: (await loadPanel()).MegaMenuPanel }));

/** Hover intent: a pointer passing over the bar does not flash panels open. */
const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 200;

const panelIdOf = (categoryId: number) => `d-mega-${categoryId}`;

/**
 * The game categories of the desktop top nav as a mega menu: hovering or focusing a category
 * shows its games in a panel under the bar (the panel's code loads on first use). Each category
 * stays a link to its lobby (or the sportsbook). Keyboard: Tab walks categories and into the open
 * panel; ArrowLeft/Right move between categories, ArrowDown enters the panel, Escape closes it and
 * returns to its category.
 */
export function MegaMenu({ categories }: { categories: readonly GameCategory[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggers = useRef(new Map<number, HTMLAnchorElement>());
  /** Set while the menu hands focus back after Escape, so that focus does not reopen the panel. */
  const quiet = useRef(false);
  const { pathname, search } = useLocation();
  const isLogin = useMemberStore((s) => s.isLogin);
  const { t } = useTranslation();
  const schedule = (id: number | null, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(id), ms);
  };
  const now = (id: number | null) => {
    clearTimeout(timer.current);
    setOpen(id);
  };
  // Following any link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => now(null), [pathname, search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const focusTrigger = (index: number) => {
    const target = categories[(index + categories.length) % categories.length];
    if (target) triggers.current.get(target.id)?.focus();
  };
  const onTriggerKey = (event: KeyboardEvent, index: number, id: number) => {
    if (event.key === 'ArrowRight') focusTrigger(index + 1);
    else if (event.key === 'ArrowLeft') focusTrigger(index - 1);
    else if (event.key === 'ArrowDown') {
      now(id);
      // The panel may still be loading: focus its first entry once it is there.
      requestAnimationFrame(function tryFocus(attempt = 0) {
        const first = document.getElementById(panelIdOf(id))?.querySelector<HTMLElement>('a, button');
        if (first) first.focus();
        else if (attempt < 30) requestAnimationFrame(() => tryFocus(attempt + 1));
      });
    } else return;
    event.preventDefault();
  };
  return (
    <>
      {categories.map((c, index) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: the group of a link and its panel: hover intent, and Escape from anywhere inside
        <div
          key={c.id}
          className="d-mega"
          onMouseEnter={() => {
            void loadPanel();
            schedule(c.id, open === null ? OPEN_DELAY_MS : 0);
          }}
          onMouseLeave={() => schedule(null, CLOSE_DELAY_MS)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null) && open === c.id) now(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || open !== c.id) return;
            event.preventDefault();
            now(null);
            quiet.current = true;
            triggers.current.get(c.id)?.focus();
            quiet.current = false;
          }}
        >
          <Link
            ref={(el) => {
              if (el) triggers.current.set(c.id, el);
              else triggers.current.delete(c.id);
            }}
            to={categoryPath(c.id, false)}
            className={`d-mega__trigger${open === c.id ? ' is-open' : ''}${
              pathname === '/games' && new URLSearchParams(search).get('type') === String(c.id)
                ? ' active'
                : ''
            }`}
            aria-expanded={open === c.id}
            aria-controls={open === c.id ? panelIdOf(c.id) : undefined}
            data-testid={`mega-${c.id}`}
            onFocus={(event) => {
              // Keyboard focus opens the panel; a mouse click or the focus Escape gives back does not.
              if (!quiet.current && event.target.matches(':focus-visible') && open !== c.id) now(c.id);
            }}
            onKeyDown={(event) => onTriggerKey(event, index, c.id)}
          >
            {c.name}
          </Link>
          {open === c.id ? (
            <Suspense fallback={null}>
              <MegaMenuPanel
                id={panelIdOf(c.id)}
                category={c}
                allHref={categoryPath(c.id, false)}
                hrefOf={(game) => tilePath(game, c.id, { phone: false, isLogin })}
                onMaintenance={() => toast(t('games.maintenanceToast'))}
                onUp={() => triggers.current.get(c.id)?.focus()}
              />
            </Suspense>
          ) : null}
        </div>
      ))}
    </>
  );
}
