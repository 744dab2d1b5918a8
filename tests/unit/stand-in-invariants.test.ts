import { describe, expect, it } from 'vitest';
import { brokenInvariants, INVARIANTS } from '@/mocks/invariants';

describe('stand-in invariants', () => {
  it('hold in the seed', () => {
    expect(INVARIANTS.length).toBeGreaterThanOrEqual(6);
    expect(brokenInvariants()).toEqual({});
  });
});
