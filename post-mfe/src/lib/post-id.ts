const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Post ids are uuids; anything else in /post/:id is a post that does not exist. */
export function isPostId(value: string): boolean {
  return UUID.test(value);
}
