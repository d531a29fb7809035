export { parseKitCode, type ParseKitCodeOptions } from './parse-kit-code';
export { Gs1ParseError, type Gs1ErrorCode } from './gs1-parse-error';
export { gs1CheckDigit, hasValidGs1CheckDigit } from './check-digit';
export { GROUP_SEPARATOR } from './gs1-element';
