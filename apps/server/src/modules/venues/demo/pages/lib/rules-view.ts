// The rules of a game kind, as the engines state them (DEMO_GAME_RULES, Simplified Chinese): shown
// in the game's rules dialog and on the standalone rules page.
import { DEMO_GAME_RULES } from '../../games/rules.ts';
import type { DemoGameKind } from '../../games/types.ts';
import { el } from './dom.ts';

export function renderRules(container: HTMLElement, kind: DemoGameKind): void {
  const rules = DEMO_GAME_RULES[kind];
  container.replaceChildren(
    el('h2', 'vrules-title', {}, rules.title),
    ...rules.sections.map((section) =>
      el(
        'section',
        'vrules-section',
        {},
        el('h3', '', {}, section.heading),
        ...section.body.map((line) => el('p', '', {}, line)),
      ),
    ),
  );
}
