/** ISO/IEC 7810 ID-1, the size of bank, insurance and identity cards, in millimetres. */
export const ID1_CARD = {
  width: 85.6,
  height: 53.98,
  aspect: 85.6 / 53.98,
} as const;
