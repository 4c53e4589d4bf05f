/**
 * The Filters panel's id, which the Filters button names in aria-controls. On its own, so the
 * button's module and the panel's (loaded later) need not import each other.
 */
export const FILTER_PANEL_ID = 'feed-filter-panel';
