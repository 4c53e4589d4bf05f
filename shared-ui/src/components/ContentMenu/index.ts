export {
  ContentMenu,
  type ContentMenuDelete,
  type ContentMenuEdit,
  type ContentMenuProps,
  type ContentMenuReport,
} from './ContentMenu';
