import { describe, expect, it } from 'vitest';
import { CLOSING, FIGURES, HERO } from '@frontend/features/home/texts';

describe('home texts', () => {
  it("shows the library figures exactly as the spec lists them, and claims no reviews count or rating of its own", () => {
    const shown = FIGURES.items.map((item) => [item.prefix, item.value, item.label].filter(Boolean).join(' '));

    expect(shown).toEqual(['3100+ questions', '40 scored mock tests', 'over 40 blog articles', '30+ FAQ answers']);
    expect(JSON.stringify(FIGURES)).not.toMatch(/4\.7|1000\+/);
  });

  it('sends the calls to action to practice and sign-up', () => {
    expect(HERO.primaryCta).toEqual({ label: 'Start practising free', to: '/practice' });
    expect(HERO.secondaryCta.to).toBe('/register');
    expect(CLOSING.pricingLink.to).toBe('/pricing');
  });
});
