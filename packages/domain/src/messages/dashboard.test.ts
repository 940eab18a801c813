import { describe, expect, it } from 'vitest';
import { CHOSEN_WORDINGS, dashboardMessages, notAMasterServerMessages } from './dashboard.ts';

describe('dashboard messages', () => {
  it("keeps the server's not-a-master messages verbatim", () => {
    expect(notAMasterServerMessages).toEqual(['Master role required', 'not a master']);
  });

  it('marks every dashboard wording as chosen', () => {
    expect([...CHOSEN_WORDINGS]).toEqual(Object.values(dashboardMessages));
    for (const text of notAMasterServerMessages) expect(CHOSEN_WORDINGS.has(text)).toBe(false);
  });
});
