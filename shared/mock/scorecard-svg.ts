import { reportedEnablingSkills, type ReportedEnablingSkill, type Variant } from '@shared/exam';
import { globalScale } from '@shared/scoring';
import type { SkillScores } from './report';
import { scorecardTexts as T } from './scorecard-texts';
import type { MockCategory } from './templates';

/** What a scorecard shows: the public result of a scored mock (no answers). */
export interface Scorecard {
  firstName: string;
  /** When the test was submitted (ms). */
  date: number;
  title: string;
  variant: Variant;
  category: MockCategory;
  overall: number | null;
  skills: SkillScores;
  enablingSkills: Record<ReportedEnablingSkill, number | null>;
}

/** The image's size: the 1.91:1 of social link previews. */
export const scorecardSize = { width: 1200, height: 630 } as const;

/** The communicative skills in the order of Pearson's score report. */
export const scorecardSkills = ['listening', 'reading', 'speaking', 'writing'] as const satisfies readonly (keyof SkillScores)[];

/** The font the image is drawn with; the server renders it with this font's files. */
export const scorecardFontFamily = 'Roboto';

/** Where a score lies on the 10-90 scale, 0-1. Example: shareOfScale(50) === 0.5. */
export function shareOfScale(score: number): number {
  return Math.min(1, Math.max(0, (score - globalScale.lowest) / (globalScale.highest - globalScale.lowest)));
}

/** A score as shown: a whole number, or 'Not tested' for a skill the mock did not assess. */
export function scoreText(score: number | null): string {
  return score === null ? T.notTested : String(Math.round(score));
}

/**
 * The scorecard in words: the SVG's description and the page's social description.
 * Example: 'Overall 72. Listening 70, Reading 75, Speaking not tested, Writing 68. PTE Academic Mock Test 1, 3 March 2026.'
 */
export function scorecardSummary(card: Scorecard): string {
  const skills = scorecardSkills.map((skill) => `${T.skill[skill]} ${card.skills[skill] === null ? T.notTested.toLowerCase() : scoreText(card.skills[skill])}`);
  return `${T.overall} ${card.overall === null ? T.noScore : scoreText(card.overall)}. ${skills.join(', ')}. ${clean(card.title)}, ${T.date(card.date)}.`;
}

/** Collapses white space and drops what XML cannot hold (control characters, lone surrogates). */
function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/gu, '')
    .trim();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);
}

/** At most `max` characters (code points), the last one an ellipsis when cut. */
function clip(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Words on at most `lines` lines of `max` characters; what does not fit ends in an ellipsis. */
function wrap(text: string, max: number, lines: number): string[] {
  const wrapped: string[] = [];
  let rest = text.split(' ');
  while (rest.length > 0 && wrapped.length < lines) {
    let line = rest[0]!;
    let taken = 1;
    while (taken < rest.length && Array.from(`${line} ${rest[taken]}`).length <= max) line = `${line} ${rest[taken++]}`;
    rest = rest.slice(taken);
    wrapped.push(wrapped.length === lines - 1 && rest.length > 0 ? clip(`${line} ${rest.join(' ')}`, max) : clip(line, max));
  }
  return wrapped;
}

// Light whatever the page's theme; brand is the theme's primary blue (Amplify blue 80), the panel its blue 10.
const colors = { page: '#ffffff', panel: '#eef3fd', ink: '#0d1a26', muted: '#4a5565', faint: '#7a8594', brand: '#043495', track: '#d1dbf0' } as const;

const number = (value: number) => String(Math.round(value * 100) / 100);

function text(x: number, y: number, content: string, { size, weight = 400, fill = colors.ink, anchor = 'start' }: { size: number; weight?: number; fill?: string; anchor?: 'start' | 'middle' | 'end' }): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

/** The overall score in a ring that fills with the score. */
function overallRing(overall: number | null): string {
  const [cx, cy, r] = [220, 322, 92];
  const circumference = 2 * Math.PI * r;
  const filled = overall === null ? 0 : shareOfScale(overall) * circumference;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colors.page}" stroke="${colors.track}" stroke-width="16"/>`,
    filled > 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colors.brand}" stroke-width="16" stroke-linecap="round" stroke-dasharray="${number(filled)} ${number(circumference)}" transform="rotate(-90 ${cx} ${cy})"/>`
      : '',
    text(cx, cy + 20, overall === null ? T.noScore : scoreText(overall), { size: 64, weight: 700, anchor: 'middle' }),
    text(cx, cy + 50, T.overall, { size: 18, fill: colors.muted, anchor: 'middle' }),
  ].join('');
}

/** Who, what and when, on the left panel. */
function identity(card: Scorecard): string {
  const titleLines = wrap(clean(card.title), 30, 2);
  const below = 470 + titleLines.length * 28;
  return [
    `<rect width="440" height="${scorecardSize.height}" fill="${colors.panel}"/>`,
    text(50, 72, T.brand, { size: 24, weight: 700, fill: colors.brand }),
    text(50, 104, T.kicker, { size: 18, fill: colors.muted }),
    text(50, 174, clip(clean(card.firstName), 15), { size: 44, weight: 700 }),
    overallRing(card.overall),
    ...titleLines.map((line, index) => text(50, 478 + index * 28, line, { size: 21, weight: 700 })),
    text(50, below + 18, T.scope(card.variant, card.category), { size: 18, fill: colors.muted }),
    text(50, below + 46, T.date(card.date), { size: 18, fill: colors.muted }),
  ].join('');
}

/** The four communicative skills as bars on 10-90, each with its value in words. */
function skillBars(skills: SkillScores): string {
  const [barX, barWidth, barHeight] = [650, 380, 18];
  const rows = scorecardSkills.map((skill, index) => {
    const y = 134 + index * 56;
    const score = skills[skill];
    const fill = score === null ? '' : `<rect x="${barX}" y="${y - 16}" width="${number(Math.max(barHeight, shareOfScale(score) * barWidth))}" height="${barHeight}" rx="9" fill="${colors.brand}"/>`;
    const value = score === null ? text(1150, y, T.notTested, { size: 17, fill: colors.muted, anchor: 'end' }) : text(1150, y, scoreText(score), { size: 26, weight: 700, anchor: 'end' });
    return `${text(500, y, T.skill[skill], { size: 21 })}<rect x="${barX}" y="${y - 16}" width="${barWidth}" height="${barHeight}" rx="9" fill="${colors.track}"/>${fill}${value}`;
  });
  return [
    text(500, 80, T.communicativeSkills, { size: 24, weight: 700 }),
    ...rows,
    text(barX, 350, T.scaleLow, { size: 14, fill: colors.faint }),
    text(barX + barWidth, 350, T.scaleHigh, { size: 14, fill: colors.faint, anchor: 'end' }),
  ].join('');
}

/** The six enabling skills in a grid of three columns. */
function enablingSkillGrid(scores: Scorecard['enablingSkills']): string {
  const cells = reportedEnablingSkills.map((skill, index) => {
    const [x, y] = [500 + (index % 3) * 220, 414 + Math.floor(index / 3) * 80];
    const score = scores[skill];
    const value = score === null ? text(x + 16, y + 54, T.notTested, { size: 16, fill: colors.muted }) : text(x + 16, y + 56, scoreText(score), { size: 26, weight: 700 });
    return `<rect x="${x}" y="${y}" width="210" height="68" rx="10" fill="${colors.panel}"/>${text(x + 16, y + 25, T.enablingSkill[skill], { size: 15, fill: colors.muted })}${value}`;
  });
  return [text(500, 394, T.enablingSkills, { size: 24, weight: 700 }), ...cells].join('');
}

/**
 * The scorecard image as an SVG document (1200 × 630): the same string is shown on the public
 * scorecard page and rendered to PNG by the server, so both agree. Pure and deterministic; every
 * text is escaped, long names and titles are cut with an ellipsis.
 */
export function scorecardSvg(card: Scorecard): string {
  const { width, height } = scorecardSize;
  const fonts = `${scorecardFontFamily}, 'Helvetica Neue', Arial, sans-serif`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="pte-scorecard-title pte-scorecard-desc" font-family="${escapeXml(fonts)}">`,
    `<title id="pte-scorecard-title">${escapeXml(T.title(clean(card.firstName)))}</title>`,
    `<desc id="pte-scorecard-desc">${escapeXml(scorecardSummary(card))}</desc>`,
    `<rect width="${width}" height="${height}" fill="${colors.page}"/>`,
    identity(card),
    skillBars(card.skills),
    enablingSkillGrid(card.enablingSkills),
    text(500, 600, T.footnote, { size: 14, fill: colors.faint }),
    '</svg>',
  ].join('');
}
