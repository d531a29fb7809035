import type { Language } from '@portal/contract';

/** Inline flags for the language choice (default flag US for English). */
export function Flag({ language }: { language: Language }) {
  const common = {
    width: 24,
    height: 16,
    viewBox: '0 0 24 16',
    'aria-hidden': true,
    focusable: false,
  } as const;
  if (language === 'es') {
    return (
      <svg {...common} className="flag">
        <rect width="24" height="16" fill="#AA151B" />
        <rect y="4" width="24" height="8" fill="#F1BF00" />
      </svg>
    );
  }
  if (language === 'de') {
    return (
      <svg {...common} className="flag">
        <rect width="24" height="5.34" fill="#000000" />
        <rect y="5.33" width="24" height="5.34" fill="#DD0000" />
        <rect y="10.66" width="24" height="5.34" fill="#FFCE00" />
      </svg>
    );
  }
  // United States
  const stripes = Array.from({ length: 7 }, (_, i) => (
    <rect key={i} y={(i * 2 * 16) / 13} width="24" height={16 / 13} fill="#B22234" />
  ));
  return (
    <svg {...common} className="flag">
      <rect width="24" height="16" fill="#FFFFFF" />
      {stripes}
      <rect width="10" height={(7 * 16) / 13} fill="#3C3B6E" />
    </svg>
  );
}
