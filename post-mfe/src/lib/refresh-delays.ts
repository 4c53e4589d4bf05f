/** Lists and counts reload this long after a reply is posted, and after a reply is deleted. */
export const REPLY_REFRESH_DELAY_MS = 500;
export const DELETE_REFRESH_DELAY_MS = 100;
