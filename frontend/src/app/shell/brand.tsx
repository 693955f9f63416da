import { Link as RouterLink } from 'react-router-dom';
import { SHELL_TEXTS } from '@frontend/app/shell/texts';

/** The logo mark: the same drawing as public/favicon.svg, in theme colours. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="pte-brand__mark">
      <rect width="32" height="32" rx="8" fill="var(--amplify-colors-primary-80)" />
      <path
        d="M9 24V8h7.2c3.6 0 5.8 2 5.8 5.1s-2.2 5.1-5.8 5.1H12.6V24z M12.6 15.2h3.3c1.6 0 2.5-.8 2.5-2.1S17.5 11 15.9 11h-3.3z"
        fill="var(--amplify-colors-font-inverse)"
      />
      <circle cx="24" cy="23" r="3" fill="var(--amplify-colors-secondary-60)" />
    </svg>
  );
}

export function Brand() {
  return (
    <RouterLink to="/" className="pte-brand">
      <BrandMark />
      <span className="pte-brand__name">{SHELL_TEXTS.brandName}</span>
    </RouterLink>
  );
}
