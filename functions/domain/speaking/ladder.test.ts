import { describe, expect, it } from 'vitest';
import { itemTypes } from '@shared/exam';
import { checkLadder, describeRung, ladderOrder, ladderTypes, speakingBank } from '@test/fixtures/speaking-ladder';
import { ladderFingerprint, readRecordedLadders, scoreRecordedLadder } from '@test/fixtures/speaking-ladder-recognitions';

// What PocketSphinx heard in one ladder of every scored type (npm run fixtures:speaking-ladders),
// scored as the speech worker scores it: a scoring rule that ranks the answers wrongly fails here.
const recorded = readRecordedLadders();

describe('the speaking ladders, from recorded recognitions', () => {
  it('holds a ladder of every scored speaking type', () => {
    expect(recorded.ladders.map((ladder) => ladder.type).sort()).toEqual([...ladderTypes].sort());
  });

  for (const ladder of recorded.ladders) {
    const { uid, type, voice } = ladder;
    it(`ranks the answers to ${uid} in the ${voice} voice: ${ladderOrder(type).join(' > ')}${type === 'SSQ' ? ', three guesses 0' : ''}`, async () => {
      const bank = await speakingBank(type);
      const question = bank.find((item) => item.uid === uid);
      const stale = `The recorded ladder of ${uid} is stale (its item or what its rungs say changed): run npm run fixtures:speaking-ladders`;
      expect(question, stale).toBeDefined();
      expect(ladderFingerprint(question!, bank), stale).toBe(ladder.fingerprint);

      const scored = scoreRecordedLadder(ladder, question!, recorded.transcriber);

      // The exact answer shows every trait of its type, each with a comment on what to improve.
      const exact = scored.rungs[0]!.analysis;
      expect(exact.traits.map((trait) => trait.name)).toEqual(itemTypes[type].skills.map((skill) => skill.name));
      expect(exact.traits.every((trait) => trait.comment.length > 0)).toBe(true);
      const violations = checkLadder(scored);
      expect(violations, [...violations, ...scored.rungs.map(describeRung)].join('\n')).toEqual([]);
    });
  }
});
