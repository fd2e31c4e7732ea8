// The desk's skills (issue 26), zod-free so the chat window imports them without the schemas.

export const DESK_SKILLS = ['deposit', 'withdrawal', 'account', 'games'] as const;
export type DeskSkill = (typeof DESK_SKILLS)[number];
