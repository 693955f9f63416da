/** The analysis overlay's steps, exactly as platform.md §4 and practice.md §2 quote them. */
export const ANALYSIS_OVERLAY_TEXTS = {
  title: 'Analysing your answer',
  steps: {
    uploading: 'Uploading your answer',
    analysing: 'Analysis in progress...',
    stillWorking: 'Still working on it...',
  },
} as const;
