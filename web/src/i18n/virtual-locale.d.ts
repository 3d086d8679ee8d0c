// Parts of a locale file, served by scripts/locale-parts.ts.
declare module 'virtual:locale/*' {
  const strings: Record<string, unknown>;
  export default strings;
}
