/** The live tables' pages (issue 12): the lobby, a table, a shoe's verification. */
export const LIVE_LOBBY_PATH = '/house/baccarat';

export function tablePath(tableId: number): string {
  return `${LIVE_LOBBY_PATH}/${tableId}`;
}

export function verifyPath(shoeId: number): string {
  return `${LIVE_LOBBY_PATH}/verify/${shoeId}`;
}

/** The table id of the route parameter, or null when it is not one. */
export function parseTableId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
