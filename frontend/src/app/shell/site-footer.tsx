import { Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '@frontend/app/shell/brand';
import { FOOTER_GROUPS, SHELL_TEXTS } from '@frontend/app/shell/texts';

export function SiteFooter() {
  return (
    <footer className="pte-footer">
      <div className="pte-footer__inner">
        <Flex direction="column" gap="small" className="pte-footer__about">
          <Flex alignItems="center" gap="xs">
            <BrandMark size={28} />
            <Text fontWeight="bold">{SHELL_TEXTS.brandName}</Text>
          </Flex>
          <Text color="font.secondary" fontSize="small">
            {SHELL_TEXTS.footerTagline}
          </Text>
        </Flex>
        <nav aria-label={SHELL_TEXTS.footerNavLabel} className="pte-footer__nav">
          {FOOTER_GROUPS.map((group) => (
            <View key={group.heading}>
              <Heading level={2} fontSize="small" fontWeight="bold" marginBottom="xs">
                {group.heading}
              </Heading>
              <ul className="pte-footer__list">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <RouterLink to={link.to} className="pte-footer__link">
                      {link.label}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </View>
          ))}
        </nav>
      </div>
      <div className="pte-footer__legal">
        <Text fontSize="xs" color="font.tertiary">
          © {new Date().getFullYear()} {SHELL_TEXTS.brandName}. {SHELL_TEXTS.footerTrademark}
        </Text>
      </div>
    </footer>
  );
}
