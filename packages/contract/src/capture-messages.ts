import { z } from 'zod';
import { KitCodeData } from './kit-template';

/** The path of the kit-code scanner page, framed by the app on its SCANNER_ORIGIN. */
export const SCANNER_PAGE_PATH = '/capture/scanner';
export const SCANNER_MESSAGE_TYPE = 'portal.scanner.kit-code';

/** What the scanner page posts to the app when two consecutive frames agree on a kit code. */
export const ScannerMessage = z
  .object({ type: z.literal(SCANNER_MESSAGE_TYPE), kit: KitCodeData.strict() })
  .strict();
export type ScannerMessage = z.infer<typeof ScannerMessage>;
