import type { LanguageCode } from './languages';
import type { StringsPart } from './string-groups';

type PartLoader = () => Promise<{ default: Record<string, unknown> }>;

// Two chunks per language (see string-groups.ts): a shopper downloads only the language they
// read, and the first screen only the strings it shows.
export const stringLoaders: Record<LanguageCode, Record<StringsPart, PartLoader>> = {
  en: {
    first: () => import('virtual:locale/en/first'),
    rest: () => import('virtual:locale/en/rest'),
  },
  'zh-CN': {
    first: () => import('virtual:locale/zh-CN/first'),
    rest: () => import('virtual:locale/zh-CN/rest'),
  },
  ri: {
    first: () => import('virtual:locale/ri/first'),
    rest: () => import('virtual:locale/ri/rest'),
  },
  han: {
    first: () => import('virtual:locale/han/first'),
    rest: () => import('virtual:locale/han/rest'),
  },
  tai: {
    first: () => import('virtual:locale/tai/first'),
    rest: () => import('virtual:locale/tai/rest'),
  },
};
