// The standalone rules page of a game (`/venue/demo/play/rules/<gameCode>`): the engines' rules
// for its kind, and for 快三 a verifier anyone can use to check a draw from its revealed seed.
import { gameKindOf } from '../games/types.ts';
import { el } from './lib/dom.ts';
import { renderRules } from './lib/rules-view.ts';
import { createVerifier } from './lib/verify-view.ts';

function gameCode(): string {
  return (
    document.body.dataset.game || decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '')
  );
}

function start(): void {
  document.documentElement.lang = 'zh-CN';
  const code = gameCode();
  const kind = gameKindOf(code);
  const page = el('main', 'vrules-page');
  document.body.replaceChildren(page);
  if (!kind) {
    page.append(el('h2', 'vrules-title', {}, '未找到该游戏的规则'));
    return;
  }
  document.title = '游戏规则';
  const body = el('article', 'vrules-article');
  renderRules(body, kind);
  page.append(body);
  if (kind === 'k3') {
    page.append(
      el(
        'section',
        'vrules-section vrules-verify',
        {},
        el('h3', '', {}, '自行验证开奖'),
        el(
          'p',
          '',
          {},
          '每期开奖前公布种子哈希 SHA-256(种子)；开奖后公布种子。把种子粘贴到下方，本页会在您的浏览器中重新计算哈希与三颗骰子，与公布的结果对照即可确认开奖未被更改。',
        ),
        createVerifier(),
      ),
    );
  }
}

start();
