import 'i18next';
import type en from './locales/en.json';

// Keys are typed from en.json: t('a.missing.key') does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
