import { FEED_PAGE_SIZE } from '@likegripe/shared-core';

/** The feed has reached its end when a page returns fewer items than the page size. */
export function isFeedEnd(pageLength: number): boolean {
  return pageLength < FEED_PAGE_SIZE;
}
