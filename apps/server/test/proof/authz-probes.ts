import { randomUUID } from 'node:crypto';
import type { EndpointName } from '@houseline/shared/api/endpoints';
import { encryptPassword } from '../helpers.ts';
import { HOME, type Owned, type World } from './world.ts';

/**
 * Where the matrix points each id-taking endpoint. Every member endpoint whose request names an
 * object (authz-endpoints.ts ID_FIELD) must be in OWNED (the owner's object) or PUBLIC_IDS (the
 * id names something public: a game, a table, a promotion); every such operator endpoint must be
 * in BRAND_TARGETS (an object of brand hgtyc) or GLOBAL_TARGETS (nothing of a brand). The matrix
 * fails on an endpoint in none of them, so a new endpoint cannot be skipped silently.
 */

type Payload = Record<string, unknown>;
export type ProbeBuilder = (w: World, owner: Owned) => Payload | Promise<Payload>;

export interface OwnedProbe {
  payload: ProbeBuilder;
  /** A write: the owner's positive control is a read of the object, not this call. */
  write?: true;
}

const wpassword = (w: World) => encryptPassword(w.ctx, '135790');

export const OWNED: Partial<Record<EndpointName, OwnedProbe>> = {
  depositOrder: { payload: (_w, o) => ({ orderNo: o.depositOrderNo }) },
  withdrawDetail: { payload: (_w, o) => ({ orderNo: o.withdrawOrderNo }) },
  transactionDetail: { payload: (_w, o) => ({ id: o.transactionId }) },
  betDetail: { payload: (_w, o) => ({ id: o.sportsBetId }) },
  venueBetDetail: { payload: (_w, o) => ({ id: o.venueBetId }) },
  cashoutQuote: { payload: (_w, o) => ({ betId: o.sportsBetId }) },
  messageDetail: { payload: (_w, o) => ({ type: 'personal', id: o.messageId }) },
  uploadImage: { payload: (_w, o) => ({ id: o.uploadId }) },
  feedbackDetail: { payload: (_w, o) => ({ id: o.feedbackId }) },
  memberTree: { payload: (_w, o) => ({ id: String(o.inviteeId) }) },
  removeWithdrawAccount: {
    write: true,
    payload: async (w, o) => ({ id: o.withdrawAccountId, wpassword: await wpassword(w) }),
  },
  withdrawApply: {
    write: true,
    payload: async (w, o) => ({
      accountId: o.withdrawAccountId,
      amount: '100',
      wpassword: await wpassword(w),
      requestId: randomUUID(),
    }),
  },
  exchange: { write: true, payload: (_w, o) => ({ quoteId: o.exchangeQuoteId }) },
  cashout: { write: true, payload: (_w, o) => ({ quoteId: o.cashoutQuoteId, requestId: randomUUID() }) },
  messageUpdate: {
    write: true,
    payload: (_w, o) => ({ action: 'delete', type: 'personal', ids: [o.messageId] }),
  },
  feedbackSubmit: {
    write: true,
    payload: (_w, o) => ({
      category: 'other',
      text: '借用别人的图片试试',
      images: [o.uploadId],
      requestId: randomUUID(),
    }),
  },
  // verification (issue 25): another member's upload cannot become one's document.
  verificationDocument: { write: true, payload: (_w, o) => ({ kind: 'id_back', uploadId: o.kycUploadId }) },
  // service-desk (issue 26): the member's own conversation
  deskMessages: { payload: (_w, o) => ({ id: o.deskConversationId }) },
  deskSend: {
    write: true,
    payload: (_w, o) => ({ id: o.deskConversationId, text: '别人的会话', requestId: randomUUID() }),
  },
  deskTyping: { write: true, payload: (_w, o) => ({ id: o.deskConversationId }) },
  deskRead: { write: true, payload: (_w, o) => ({ id: o.deskConversationId, seq: 1 }) },
  deskRate: { write: true, payload: (_w, o) => ({ id: o.deskConversationId, rating: 1 }) },
  deskClose: { write: true, payload: (_w, o) => ({ id: o.deskConversationId }) },
  feedbackFollowUp: {
    write: true,
    payload: (_w, o) => ({
      id: o.feedbackId,
      text: '替别人补充一条消息',
      images: [],
      requestId: randomUUID(),
    }),
  },
};

/** Member endpoints whose ids name public objects; they are still called, pointed where the owner played. */
export const PUBLIC_IDS: Partial<Record<EndpointName, { reason: string; payload?: ProbeBuilder }>> = {
  gameLaunch: { reason: 'gameId: a catalogue game' },
  heartbeat: { reason: 'gameid: a catalogue game' },
  gameFavorite: { reason: 'gameId: a catalogue game' },
  liveTable: { reason: 'id: a public table', payload: (_w, o) => ({ id: o.liveTableId }) },
  liveBet: { reason: 'tableId/roundId: the public round' },
  liveRecall: { reason: 'tableId: a public table', payload: (_w, o) => ({ tableId: o.liveTableId }) },
  promoDetail: { reason: 'id: a public promotion', payload: (w) => ({ id: w.promoId }) },
  promoApply: { reason: 'id: a public promotion' },
  depositCreate: { reason: 'channelId: a catalogue deposit channel' },
  addAlipay: { reason: "account: the member's own new Alipay account, not a reference" },
};

/** Operator endpoints that name an object of a brand: pointed at brand hgtyc's (A's) objects. */
export const BRAND_TARGETS: Partial<Record<EndpointName, ProbeBuilder>> = {
  adminDepositConfirm: (_w, a) => ({ orderNo: a.pendingDepositOrderNo }),
  adminDepositReject: (_w, a) => ({ orderNo: a.pendingDepositOrderNo, reason: '跨站拒绝' }),
  adminWithdrawalReview: (_w, a) => ({ orderNo: a.withdrawOrderNo }),
  adminWithdrawalApprove: (_w, a) => ({ orderNo: a.withdrawOrderNo }),
  adminWithdrawalPay: (_w, a) => ({ orderNo: a.withdrawOrderNo }),
  adminWithdrawalReject: (_w, a) => ({ orderNo: a.withdrawOrderNo, reason: '跨站拒绝' }),
  adminLatePaymentResolve: (_w, a) => ({ orderNo: a.depositOrderNo, action: 'credit', reason: '跨站入账' }),
  adminAdjust: (_w, a) => ({
    username: a.username,
    wallet: 'center',
    amount: '1',
    reason: '跨站调整',
    requestId: randomUUID(),
  }),
  adminWaiveTurnover: (_w, a) => ({ username: a.username, reason: '跨站豁免' }),
  adminMemberDisable: (_w, a) => ({ username: a.username, reason: '跨站停用' }),
  // protection (issue 25)
  adminProtectionMember: (_w, a) => ({ username: a.username }),
  adminMemberEnable: (_w, a) => ({ username: a.username, reason: '跨站启用' }),
  adminRevokeOperator: () => ({ username: 'opfinance' }),
  adminAdjustApprove: (_w, a) => ({ approvalId: a.approvalId }),
  adminOperatorCreate: () => ({ username: 'opcrossbrand', password: 'Cross-pass-2026', role: 'support' }),
  adminOperatorDisable: () => ({ username: 'opfinance' }),
  adminOperatorEnable: () => ({ username: 'opfinance' }),
  adminOperatorPassword: () => ({ username: 'opfinance', password: 'Cross-pass-2026' }),
  adminOperatorForceTotp: () => ({ username: 'opfinance' }),
  adminSportsMemberBets: (_w, a) => ({ siteCode: HOME, account: a.username }),
  adminSportsLiability: (w) => ({ siteCode: HOME, matchId: w.matchId }),
  adminSportsLimits: () => ({ siteCode: HOME, minStake: '1', maxStake: '2', maxPayout: '3', liveDelayMs: 0 }),
  adminNoticeCreate: () => ({ siteCode: HOME, title: '跨站公告', body: '跨站公告内容' }),
  adminNoticeList: () => ({ siteCode: HOME }),
  adminNoticeWithdraw: (w) => ({ id: w.noticeId }),
  adminFeedbackDetail: (_w, a) => ({ id: a.feedbackId }),
  adminFeedbackReply: (_w, a) => ({ id: a.feedbackId, text: '跨站回复' }),
  adminFeedbackClose: (_w, a) => ({ id: a.feedbackId }),
  adminUploadImage: (_w, a) => ({ id: a.uploadId }),
  adminPromoReview: (_w, a) => ({ id: a.promoApplicationId ?? '1', action: 'approve' }),
  adminPromoUpdate: (w) => ({ id: w.promoId, title: '跨站改标题' }),
  adminPromoApplications: (w) => ({ promoId: w.promoId }),
  adminTransferRetry: (_w, a) => ({ transferId: a.venueTransferId }),
  // console: player 360 (issue 24)
  adminPlayerProfile: (_w, a) => ({ memberId: String(a.id) }),
  adminPlayerRecords: (_w, a) => ({ memberId: String(a.id), kind: 'deposits' }),
  adminPlayerNoteAdd: (_w, a) => ({ memberId: String(a.id), body: '跨站备注' }),
  // the player 360 page's care actions (issue 24)
  adminMemberSessionsEnd: (_w, a) => ({ username: a.username, reason: '跨站结束会话' }),
  adminMemberWithdrawPasswordReset: (_w, a) => ({ username: a.username, reason: '跨站重置提款密码' }),
  adminMemberMessage: (_w, a) => ({
    username: a.username,
    title: '跨站站内信',
    body: '跨站内容',
    requestId: randomUUID(),
  }),
  // verification (issue 25)
  adminKycDocument: (_w, a) => ({ memberId: String(a.id), uploadId: a.kycUploadId }),
  adminKycDecide: (_w, a) => ({ memberId: String(a.id), decision: 'resubmit', reason: '跨站要求重传' }),
  adminRiskResolve: (_w, a) => ({ id: a.riskAlertId, note: '跨站处理' }),
  adminKycList: (_w, a) => ({ username: a.username }),
  // service-desk (issue 26): a conversation of a member of brand hgtyc
  adminDeskMessages: (_w, a) => ({ id: a.deskConversationId }),
  adminDeskSend: (_w, a) => ({ id: a.deskConversationId, text: '跨站回复', requestId: randomUUID() }),
  adminDeskImage: (_w, a) => ({ id: a.deskConversationId, dataBase64: 'AAAA' }),
  adminDeskTyping: (_w, a) => ({ id: a.deskConversationId }),
  adminDeskClaim: (_w, a) => ({ id: a.deskConversationId }),
  adminDeskTransfer: (_w, a) => ({ id: a.deskConversationId, toOperatorId: '1' }),
  adminDeskClose: (_w, a) => ({ id: a.deskConversationId }),
  adminDeskPlayerCard: (_w, a) => ({ id: a.deskConversationId }),
  adminDeskExport: (_w, a) => ({ id: a.deskConversationId }),
  // the brand's home (issue 24): a banner of hgtyc
  adminBannerSave: (_w, a) => ({
    id: a.bannerId,
    title: '跨站改横幅',
    subtitle: '',
    imageUrl: '/static/promo/daily.svg',
    link: '',
    sort: 1,
    enabled: true,
  }),
  adminBannerDelete: (_w, a) => ({ id: a.bannerId }),
  // a brand's deposit channel (decision 0082): the defaults again, so the world's deposits still work
  adminDepositChannelUpdate: () => ({
    channelId: 'sandpay',
    enabled: true,
    min: '50',
    max: '20000',
    flowMultiple: '1',
  }),
  // the brand's lobby (issue 24): a game and a category as seeded (a write leaves them as they were)
  adminGames: () => ({ categoryId: 3 }),
  adminGameUpdate: () => ({
    id: 306,
    enabled: true,
    seq: 6,
    showH5: true,
    showPc: false,
    maintenance: false,
    badge: '',
  }),
  adminGameCategoryUpdate: () => ({ id: 3, enabled: true, sort: 3 }),
  // adding to the lobby (decision 0090): a default category (never deleted), a game's operator
  // categories as seeded (none), a venue game the brand has (registering it again adds nothing)
  adminGameCategoryDelete: () => ({ id: 3 }),
  adminGameAssign: () => ({ id: 306, categoryIds: [] }),
  adminGameRegister: () => ({ venue: 'demo_slot', gameCode: 'slot-prism', name: '幻彩转轮', categoryId: 3 }),
  // the live tables (issue 24): a table and a shoe of hgtyc
  adminLiveTableUpdate: (_w, a) => ({
    id: a.liveTableId,
    active: false,
    minBet: '10',
    maxBet: '20',
    maxPerRound: '30',
    bettingSeconds: 0,
  }),
  adminLiveTableShoes: (_w, a) => ({ tableId: a.liveTableId }),
  adminLiveShoeRounds: (_w, a) => ({ shoeId: a.liveShoeId }),
  adminLiveShoeVerify: (_w, a) => ({ shoeId: a.liveShoeId }),
};

/**
 * Brand targets whose id is numbered per brand (promotion 1 exists in every brand): from its own
 * brand the call acts on that brand's object, so the proof is that hgtyc's is unchanged after.
 */
export const BRAND_LOCAL_IDS: Partial<Record<EndpointName, string>> = {
  adminPromoUpdate: 'promotion ids are per brand',
  adminPromoApplications: 'promotion ids are per brand',
  adminDepositChannelUpdate: 'channel ids are the same in every brand; each brand has its own settings row',
  adminGames: 'game categories are numbered per brand (every brand is seeded the same catalogue)',
  adminGameUpdate: 'game ids are per brand (every brand is seeded the same catalogue)',
  adminGameCategoryUpdate: 'category ids are per brand (every brand is seeded the same catalogue)',
  adminGameCategoryDelete: 'category ids are per brand (every brand is seeded the same catalogue)',
  adminGameAssign: 'game ids are per brand (every brand is seeded the same catalogue)',
  adminGameRegister: 'category ids are per brand; a venue game is registered per brand',
};

/** Operator endpoints whose ids name nothing of a brand (shared catalogue, venues, jobs). */
export const GLOBAL_TARGETS: Partial<Record<EndpointName, string>> = {
  adminSportsMarketStatus: 'marketId: the shared sportsbook catalogue',
  adminSportsMatchStatus: 'matchId: the shared sportsbook catalogue',
  adminSportsMatchResult: 'matchId: the shared sportsbook catalogue',
  adminSportsMatchVoid: 'matchId: the shared sportsbook catalogue',
  adminVenueMaintenance: 'gameId: the shared venue catalogue',
  adminJobAlertResolve: 'id: a background-job alert of the platform',
};
