/**
 * The /tutorial/... routes the help room serves (its TUTORIAL_ROUTES plus techDetail; a test
 * keeps the two lists equal). Plain strings here, so the entry chunk carries no article table.
 */
export const TUTORIAL_PATHS = [
  'sportRules',
  'bettingIntroduction',
  'betStrategy',
  'withdraw',
  'transfer',
  'deposit',
  'example',
  'games',
  'tech',
  'contact',
  'games/answer',
  'knowExchange',
  'knowVirtualCurrency',
  'protocolDifference',
  'techDetail',
] as const;
