// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@portal/contract';
import { UPLOAD_URL } from './upload-photo';

describe('UPLOAD_URL', () => {
  it("is the contract's uploadTestPhoto address", () => {
    expect(UPLOAD_URL).toBe(endpointUrl('uploadTestPhoto'));
  });
});
