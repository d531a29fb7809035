/**
 * Builds the text of an AAMVA PDF417 for tests: header, one designator per subfile with offsets counted
 * the standard's way (from the compliance indicator), each subfile's elements separated by LF, ended by CR.
 */
export function aamvaBarcode(
  elements: Record<string, string>,
  options: { version?: number; iin?: string; type?: string; jurisdictionVersion?: string } = {},
): string {
  const { version = 10, iin = '636000', type = 'DL', jurisdictionVersion = '00' } = options;
  const two = (n: number) => String(n).padStart(2, '0');
  const four = (n: number) => String(n).padStart(4, '0');
  const body = `${type}${Object.entries(elements)
    .map(([id, value]) => `${id}${value}`)
    .join('\n')}\r`;
  const header = `@\n\x1e\rANSI ${iin}${two(version)}${version >= 2 ? jurisdictionVersion : ''}01`;
  const offset = header.length + 10;
  return `${header}${type}${four(offset)}${four(body.length)}${body}`;
}
