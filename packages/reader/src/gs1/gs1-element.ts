export type Gs1Element = { readonly ai: string; readonly value: string };

export const GROUP_SEPARATOR = '\u001d';
