import { words } from '@shared/text';

/**
 * Phrases of the memorised templates that circulate among PTE candidates, written for this
 * project. The exam screens answers for templates, so runs that match them are flagged.
 */
export const commonTemplates = [
  'this topic has sparked a heated debate among people from all walks of life',
  'in this essay i will discuss both sides of the argument before giving my own opinion',
  'there is no denying the fact that this issue has both advantages and disadvantages',
  'on the one hand there are several reasons why people believe that',
  'on the other hand there are many people who hold the opposite view',
  'in conclusion taking everything into consideration i firmly believe that',
  'it is widely believed that this is one of the most important issues of our time',
  'the lecture mainly talked about the topic and the speaker gave several examples',
  'the speaker discussed the topic in detail and mentioned several important points',
  'the passage discusses the main idea and explains why it is important for society',
  'i am writing to inform you about the situation and to ask for your help',
  'i look forward to hearing from you at your earliest convenience',
  'please do not hesitate to contact me if you need any further information',
  'to sum up it can be concluded that the advantages outweigh the disadvantages',
  'with the rapid development of society more and more people are concerned about',
];

/** Runs this long or longer shared with a template count as memorised. */
export const templateRunWords = 6;

/**
 * The runs of at least six words an answer shares with the templates, and the share of the
 * answer they cover; a warning when they cover more than a fifth of it.
 */
export function detectTemplates(text: string): { runs: string[]; share: number; warning?: string } {
  const answer = words(text.toLowerCase()).map((word) => word.replace(/[^a-z']/g, '')).filter(Boolean);
  const grams = new Set<string>();
  for (const template of commonTemplates) {
    const templateWords = template.split(' ');
    for (let start = 0; start + templateRunWords <= templateWords.length; start += 1) grams.add(templateWords.slice(start, start + templateRunWords).join(' '));
  }
  const covered = new Array<boolean>(answer.length).fill(false);
  for (let start = 0; start + templateRunWords <= answer.length; start += 1) {
    if (grams.has(answer.slice(start, start + templateRunWords).join(' '))) covered.fill(true, start, start + templateRunWords);
  }
  const runs: string[] = [];
  for (let index = 0; index < covered.length; index += 1) {
    if (!covered[index]) continue;
    let end = index;
    while (end < covered.length && covered[end]) end += 1;
    runs.push(answer.slice(index, end).join(' '));
    index = end;
  }
  const share = answer.length === 0 ? 0 : covered.filter(Boolean).length / answer.length;
  if (share <= 0.2) return { runs, share };
  return {
    runs,
    share,
    warning: `About ${Math.round(share * 100)}% of your answer matches memorised templates ("${runs[0]}"${runs.length > 1 ? ` and ${runs.length - 1} more` : ''}). The exam penalises template answers: use your own words.`,
  };
}
