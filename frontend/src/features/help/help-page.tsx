import '@frontend/features/help/help.css';
import { Button, Heading, SearchField, Text } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { RichText } from '@frontend/components/rich-text/rich-text';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { faq } from '@frontend/features/help/faq-data';
import { markTerms, searchFaq, searchTermsOf } from '@frontend/features/help/faq-search';
import { HELP_TEXTS as T } from '@frontend/features/help/texts';

/** The search is kept in the address (?q=), so a search can be shared and survives a reload. */
const QUERY_PARAM = 'q';

function highlighter(terms: readonly string[]) {
  return (text: string): ReactNode =>
    terms.length === 0 ? text : markTerms(text, terms).map((piece, index) => (piece.matched ? <mark key={index}>{piece.text}</mark> : piece.text));
}

/**
 * /help (public): the FAQ of content/faq.json, grouped by topic and searchable. Each answer and
 * topic has an anchor (/help#free-credits), which opens that answer. While a search runs, the
 * answers it finds are open with the matched words marked.
 */
export function HelpPage() {
  usePageMeta(T.meta);
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const query = params.get(QUERY_PARAM) ?? '';
  const terms = useMemo(() => searchTermsOf(query), [query]);
  const groups = useMemo(() => searchFaq(faq, query), [query]);
  const found = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const anchor = decodeURIComponent(hash.slice(1));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(anchor ? [anchor] : []));

  // A search opens what it finds; clearing it closes everything again.
  useEffect(() => {
    if (terms.length > 0) setOpen(new Set(groups.flatMap((group) => group.entries.map((entry) => entry.id))));
  }, [terms, groups]);

  // Following a link to one answer (/help#id) opens it and brings it into view.
  useEffect(() => {
    if (!anchor) return;
    setOpen((current) => new Set([...current, anchor]));
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor]);

  function search(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete(QUERY_PARAM);
        else next.set(QUERY_PARAM, value);
        return next;
      },
      { replace: true },
    );
    if (value.trim() === '') setOpen(new Set());
  }

  function toggle(id: string, isOpen: boolean) {
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const mark = highlighter(terms);
  return (
    <ContentPage eyebrow={T.eyebrow} heading={T.heading} lead={T.lead(faq.entries.length)}>
      <div role="search" className="pte-faq-search">
        <SearchField
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={query}
          onChange={(event) => search(event.target.value)}
          onClear={() => search('')}
          onSubmit={(value) => search(value)}
          hasSearchButton={false}
          size="large"
        />
      </div>
      <div role="status" className="pte-faq-status">
        {terms.length > 0 && <Text color="font.secondary">{found > 0 ? T.results(found, query.trim()) : T.noResults(query.trim())}</Text>}
      </div>
      {found === 0 ? (
        <div className="pte-content-note" data-tone="warning">
          <Text>{T.noResultsHint}</Text>
          <Button size="small" marginTop="small" onClick={() => search('')}>
            {T.clearSearch}
          </Button>
        </div>
      ) : (
        <>
          <nav aria-label={T.topicsLabel} className="pte-pill-nav pte-faq-topics">
            <ul>
              {groups.map(({ topic, entries }) => (
                <li key={topic.id}>
                  <a href={`#${topic.id}`}>
                    {topic.title} <span className="pte-faq-topics__count">{entries.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(({ topic, entries }) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`} className="pte-faq-topic">
              <Heading level={2} id={`${topic.id}-heading`} className="pte-faq-topic__title">
                {topic.title}
              </Heading>
              {topic.intro && <Text color="font.secondary">{topic.intro}</Text>}
              <div className="pte-faq-list">
                {entries.map((entry) => (
                  <details
                    key={entry.id}
                    id={entry.id}
                    className="pte-faq-entry"
                    open={open.has(entry.id)}
                    onToggle={(event) => toggle(entry.id, event.currentTarget.open)}
                  >
                    <summary className="pte-faq-entry__question">
                      <span>{mark(entry.question)}</span>
                    </summary>
                    <RichText text={entry.answer} highlight={mark} className="pte-faq-entry__answer" />
                  </details>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      <aside className="pte-content-card pte-content-card--muted pte-faq-contact" aria-labelledby="faq-contact-heading">
        <Heading level={2} id="faq-contact-heading" fontSize="large" fontWeight="bold">
          {T.stillStuck.heading}
        </Heading>
        <Text color="font.secondary">{T.stillStuck.body}</Text>
        <ButtonLink to={T.stillStuck.contact.to} variation="primary" size="small">
          {T.stillStuck.contact.label}
        </ButtonLink>
      </aside>
    </ContentPage>
  );
}
