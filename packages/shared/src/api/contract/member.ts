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
  /** Masked (张*), '' when not set. Set once. */
  realName: z.string(),
  /** Area code of the bound phone ('' when none). */
  phoneArea: z.string(),
  /** Masked bound phone (138****5678), '' when none. */
  phone: z.string(),
  /** Masked bound e-mail (de***@example.com), '' when none. */
  email: z.string(),
  hasRealName: z.boolean(),
  /** The member's own invite code, for bringing others in under them. */
  inviteCode: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
