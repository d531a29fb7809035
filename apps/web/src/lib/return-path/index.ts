export { RETURN_TO_PARAM, safeReturnPath, signInPathReturningTo } from './return-path';
