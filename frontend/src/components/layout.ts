// Platform spec §9 "Business constants and limits". CSS cannot read these, so
// the same numbers appear in the shell's stylesheet; change both together.
export const WIDE_SCREEN_MIN_WIDTH_PX = 900;
export const TOP_BAR_HEIGHT_PX = 64;
export const SIDE_BAR_WIDTH_PX = 65;
export const MAX_CONTENT_WIDTH_PX = 1600;

export const SITE_NAME = 'PTE Practice';
