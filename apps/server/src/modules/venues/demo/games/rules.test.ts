import { describe, expect, it } from 'vitest';
import { K3_PAY_TABLE } from './k3.ts';
import { DEMO_GAME_RULES } from './rules.ts';
import { DEMO_GAME_KINDS } from './types.ts';

describe('DEMO_GAME_RULES', () => {
  it('has Chinese rules for every kind, each stating its RTP', () => {
    for (const kind of DEMO_GAME_KINDS) {
      const rules = DEMO_GAME_RULES[kind];
      expect(rules.title).toMatch(/[\u4e00-\u9fff]/);
      expect(rules.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of rules.sections) {
        expect(section.heading.length).toBeGreaterThan(0);
        expect(section.body.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(rules)).toContain('返还率');
    }
    expect(JSON.stringify(DEMO_GAME_RULES.slot)).toContain('96.00%');
    expect(JSON.stringify(DEMO_GAME_RULES.fish)).toContain('96.00%');
    expect(JSON.stringify(DEMO_GAME_RULES.dt)).toContain('96.27%');
  });

  it('tells how to verify a K3 draw and lists every bet with its pays', () => {
    const text = JSON.stringify(DEMO_GAME_RULES.k3);
    for (const words of ['SHA-256', '种子', '哈希', '252']) expect(text).toContain(words);
    for (const { pays } of K3_PAY_TABLE) expect(text).toContain(`返还 ${pays} 元`);
  });
});
