import { describe, expect, it } from 'vitest';
import { exerciseTarget } from '@frontend/features/practice/exercise-page';

const target = (query: string) => exerciseTarget(new URLSearchParams(query));

describe('exerciseTarget', () => {
  it('opens the question a uid (or an id) names, keeping the rest of the query', () => {
    expect(target('uid=LWD-0004')).toBe('/practice/LWD-0004');
    expect(target('id=SRA-0001&review=true')).toBe('/practice/SRA-0001?review=true');
  });

  it('sends any other query to the practice list with it', () => {
    expect(target('section=Listening&exercise=LWD&prediction=true')).toBe('/practice?section=Listening&exercise=LWD&prediction=true');
    expect(target('')).toBe('/practice');
    expect(target('uid=%20')).toBe('/practice');
  });
});
