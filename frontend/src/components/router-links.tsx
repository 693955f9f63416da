import { Button, Link } from '@aws-amplify/ui-react';
import type { ButtonProps, LinkProps } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router-dom';

// Amplify's Link and Button styles over react-router's Link, so in-app
// navigation stays client-side and keeps real hrefs (open in new tab, middle
// click, crawlers).

type TextLinkProps = Omit<LinkProps<typeof RouterLink>, 'as' | 'href'>;

export function TextLink(props: TextLinkProps) {
  return <Link as={RouterLink} {...props} />;
}

type ButtonLinkProps = Omit<ButtonProps<typeof RouterLink>, 'as' | 'type'>;

export function ButtonLink(props: ButtonLinkProps) {
  return <Button as={RouterLink} {...props} />;
}
