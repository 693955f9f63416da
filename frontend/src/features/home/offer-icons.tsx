import type { offerIcons } from '@shared/content';

type OfferIcon = (typeof offerIcons)[number];

// One stroke path (or a few) per offer; they inherit currentColor.
const paths: Record<OfferIcon, string[]> = {
  sections: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  evidence: ['M9 11l2 2 4-4', 'M4 5h16v14H4z', 'M8 17h8'],
  timer: ['M12 8v5l3 2', 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M10 2h4'],
  format: ['M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z'],
  microphone: ['M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3z', 'M5 11a7 7 0 0 0 14 0', 'M12 18v3'],
  template: ['M8 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3', 'M14 4h6v6', 'M20 4l-9 9'],
};

export function OfferIconGlyph({ icon }: { icon: OfferIcon }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
