// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DeliveryAddress } from '../../lib/contract';
import { EMPTY_ADDRESS, validateAddress } from './validate-address';

const GOOD = {
  Name: 'Ana Ruiz',
  Line1: 'Calle Mayor 5',
  Line2: '',
  PostalCode: '28013',
  City: 'Madrid',
  Country: 'ES',
};

describe('validateAddress', () => {
  it('accepts a complete address, as the contract does', () => {
    expect(validateAddress(GOOD)).toEqual({});
    expect(DeliveryAddress.safeParse(GOOD).success).toBe(true);
  });

  it('names every missing field', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      Name: 'orderTest.errors.name',
      Line1: 'orderTest.errors.line1',
      PostalCode: 'orderTest.errors.postalCode',
      City: 'orderTest.errors.city',
      Country: 'orderTest.errors.country',
    });
  });

  it('refuses what the contract refuses', () => {
    for (const bad of [
      { ...GOOD, PostalCode: '1' },
      { ...GOOD, PostalCode: '12345678901' },
      { ...GOOD, City: '   ' },
      { ...GOOD, Country: 'XX' },
      { ...GOOD, Line2: 'x'.repeat(101) },
      { ...GOOD, Name: 'Ana\u0000' },
    ]) {
      expect(Object.keys(validateAddress(bad)), JSON.stringify(bad)).toHaveLength(1);
      expect(DeliveryAddress.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
