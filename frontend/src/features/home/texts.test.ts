import { describe, expect, it } from 'vitest';
import { CLOSING, FIGURES, HERO } from '@frontend/features/home/texts';

describe('home texts', () => {
  it('types in no figure: the library figures are counted by the server, and no reviews count or rating is claimed', () => {
    expect(JSON.stringify(FIGURES)).not.toMatch(/\d/);
  });

  it('sends the calls to action to practice and sign-up', () => {
    expect(HERO.primaryCta).toEqual({ label: 'Start practising free', to: '/practice' });
    expect(HERO.secondaryCta.to).toBe('/register');
    expect(CLOSING.pricingLink.to).toBe('/pricing');
  });
});
