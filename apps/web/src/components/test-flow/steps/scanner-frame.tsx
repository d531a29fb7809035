import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCANNER_PAGE_PATH, type KitCodeData } from '../../../lib/contract';
import { getRuntimeConfig } from '../../../lib/tenant';
import { acceptScannerMessage } from '../scanner-message';

/** The camera scanner page on its own origin, framed; its kit code arrives as a checked message. */
export function ScannerFrame({ onKit }: { onKit: (kit: KitCodeData) => void }) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const { scannerOrigin } = getRuntimeConfig();
  const latestOnKit = useRef(onKit);
  useEffect(() => {
    latestOnKit.current = onKit;
  });

  useEffect(() => {
    const trusted = new Set([scannerOrigin]);
    const listener = (event: MessageEvent) => {
      const kit = acceptScannerMessage(event, trusted, frame.current?.contentWindow ?? null);
      if (kit) latestOnKit.current(kit);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, [scannerOrigin]);

  const src = `${scannerOrigin}${SCANNER_PAGE_PATH}?lang=${encodeURIComponent(i18n.language)}`;
  return (
    <iframe
      ref={frame}
      className="test-flow__scanner-frame"
      title={t('testFlow.scan.frameTitle')}
      src={src}
      allow="camera"
    />
  );
}
