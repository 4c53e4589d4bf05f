import { loadOnDemand } from './load-on-demand';

/**
 * The Filters panel, whose code is not part of the feed's first load (it does not show on
 * arrival, and the home page's first load has a budget). `preload` asks for it as soon as opening
 * the panel becomes likely, so the tap on Filters finds it there.
 */
export const FilterPanelOnDemand = loadOnDemand(() =>
  import('./FilterPanel').then((module) => module.FilterPanel),
);
