import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/*
 * An address's tag is a preset's key (`home`, `work`, `school`) or the shopper's own words
 * (contracts/openapi.yaml, Address.tag). A preset shows in the reader's language, whatever
 * language it was chosen in; the shopper's own words show as typed.
 */
export const ADDRESS_TAG_KEYS = ['home', 'work', 'school'] as const;
export type AddressTagKey = (typeof ADDRESS_TAG_KEYS)[number];

function presetOf(tag: string): AddressTagKey | undefined {
  return ADDRESS_TAG_KEYS.find((key) => key === tag);
}

/** The words a tag shows: a preset in the reader's language, anything else as typed. */
export function addressTagLabel(t: TFunction, tag: string): string {
  const preset = presetOf(tag);
  return preset ? t(`address.tags.${preset}`) : tag;
}

/**
 * What the address form sends for what the field holds: a preset's name in the current language
 * (the chips write it) goes as the preset's key, anything else as typed.
 */
export function addressTagToSend(t: TFunction, typed: string): string {
  const words = typed.trim();
  const preset = ADDRESS_TAG_KEYS.find(
    (key) => t(`address.tags.${key}`).toLocaleLowerCase() === words.toLocaleLowerCase(),
  );
  return preset ?? words;
}

/** `addressTagLabel` in the current language. */
export function useAddressTagLabel(): (tag: string) => string {
  const { t } = useTranslation();
  return (tag) => addressTagLabel(t, tag);
}
