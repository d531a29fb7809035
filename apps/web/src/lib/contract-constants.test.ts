// @vitest-environment node
import * as contract from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PASSWORD_MIN_STRENGTH_SCORE,
  ROLES,
} from './contract-constants';

describe('runtime copies of the contract constants', () => {
  it('equal the contract values', () => {
    expect([...LANGUAGES]).toEqual([...contract.LANGUAGES]);
    expect([...ROLES]).toEqual([...contract.ROLES]);
    expect(DEFAULT_LANGUAGE).toBe(contract.DEFAULT_LANGUAGE);
    expect(API_ERROR_CODES).toEqual(contract.API_ERROR_CODES);
    expect(PASSWORD_MIN_STRENGTH_SCORE).toBe(contract.PASSWORD_MIN_STRENGTH_SCORE);
  });
});
