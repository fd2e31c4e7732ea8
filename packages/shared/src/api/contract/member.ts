import { z } from 'zod';

/** GET /api/findmed/v1/member/token — the signed-in member's info. */
export const memberInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Avatar image URL (SPEC.md §4: the avatar is the member's qq value). */
  qq: z.string(),
  site: z.string(),
  nickname: z.string(),
  vipLevel: z.number(),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
