import '@frontend/features/resources/resources.css';
import { Alert, Badge, Button, Flex, Heading, Loader, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { VocabularyWordSchema } from '@shared/content';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@frontend/api/client';
import { loginPathFor } from '@frontend/app/session/access';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { ContentPage } from '@frontend/components/content-page/content-page';
import { TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { currentCard, markAgain, markKnown, roundProgress, startRound, type FlashCardRound } from '@frontend/features/resources/flash-cards';
import { useFetchSavedWords, useFetchWordLists, useGetWordInfo, useSaveWord, type WordInfo } from '@frontend/features/resources/resources-api';
import { VOCABULARY_TEXTS as T } from '@frontend/features/resources/texts';

const SAVED_DECK = 'saved';

/** Plays a word's pronunciation (Opus, synthesised by the content pipeline). */
function ListenButton({ entry }: { entry: WordInfo }) {
  return (
    <Button size="small" onClick={() => void new Audio(entry.audio).play()} ariaLabel={T.listen(entry.word)}>
      {T.listenButton}
    </Button>
  );
}

/** Save or forget a word for a student; a visitor is offered the login that comes back here. */
function SaveToggle({ word, saved, userId }: { word: string; saved: boolean; userId: string | undefined }) {
  const location = useLocation();
  if (userId === undefined) return <TextLink to={loginPathFor(location)}>{T.loginToSave}</TextLink>;
  return <SaveButton word={word} saved={saved} userId={userId} />;
}

function SaveButton({ word, saved, userId }: { word: string; saved: boolean; userId: string }) {
  const save = useSaveWord(userId);
  return (
    <Button size="small" variation={saved ? 'primary' : undefined} isLoading={save.isPending} aria-pressed={saved} ariaLabel={saved ? T.unsave(word) : T.saveWord(word)} onClick={() => save.mutate({ word, saved: !saved })}>
      {saved ? `★ ${T.saved}` : `☆ ${T.save}`}
    </Button>
  );
}

/** One round of flash cards over a deck: the word, flipped to its meaning, then known or again. */
function FlashCards({ deck, entries, savedWords, userId }: { deck: readonly string[]; entries: ReadonlyMap<string, WordInfo>; savedWords: ReadonlySet<string>; userId: string | undefined }) {
  const [round, setRound] = useState<FlashCardRound>(() => startRound(deck));
  const [flipped, setFlipped] = useState(false);
  const word = currentCard(round);
  const entry = word === undefined ? undefined : entries.get(word);
  const { known, total } = roundProgress(round);
  const next = (change: (current: FlashCardRound) => FlashCardRound) => {
    setRound(change);
    setFlipped(false);
  };

  return (
    <section className="pte-flashcards" aria-labelledby="flashcards-heading">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading level={2} id="flashcards-heading" fontSize="large" fontWeight="bold">
          {T.progress(known, total)}
        </Heading>
        <progress className="pte-flashcards__progress" max={total} value={known} aria-label={T.progress(known, total)} />
      </Flex>
      {entry ? (
        <div className="pte-flashcard" data-flipped={flipped} aria-live="polite">
          {flipped ? (
            <div className="pte-flashcard__back">
              <Text className="pte-flashcard__word-small">{entry.word}</Text>
              <Text as="p" className="pte-flashcard__definition">
                {entry.definition}
              </Text>
              <Text as="p" className="pte-flashcard__example">
                <span className="pte-sr-only">{T.example}: </span>“{entry.example}”
              </Text>
            </div>
          ) : (
            <div className="pte-flashcard__front">
              <Text as="p" className="pte-flashcard__word">
                {entry.word}
              </Text>
              <Badge size="small">{entry.partOfSpeech}</Badge>
            </div>
          )}
          <Flex gap="small" wrap="wrap" justifyContent="center" alignItems="center">
            <ListenButton entry={entry} />
            <Button size="small" onClick={() => setFlipped(!flipped)}>
              {flipped ? T.flipBack : T.flip}
            </Button>
            <SaveToggle word={entry.word} saved={savedWords.has(entry.word)} userId={userId} />
          </Flex>
          <Flex gap="small" justifyContent="center">
            <Button variation="primary" onClick={() => next(markKnown)}>
              {T.know}
            </Button>
            <Button onClick={() => next(markAgain)}>{T.again}</Button>
          </Flex>
        </div>
      ) : (
        <Flex direction="column" alignItems="flex-start" gap="small">
          <Text>{T.roundDone(total)}</Text>
          <Button onClick={() => next(() => startRound(deck))}>{T.restart}</Button>
        </Flex>
      )}
    </section>
  );
}

/** Look a word up (analysis.getWordInfo): its entry and pronunciation, or that no list holds it. */
function WordLookup({ savedWords, userId }: { savedWords: ReadonlySet<string>; userId: string | undefined }) {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [invalid, setInvalid] = useState(false);
  const info = useGetWordInfo(asked);
  const notFound = info.error instanceof ApiError && info.error.status === 404;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = VocabularyWordSchema.safeParse(typed);
    setInvalid(!parsed.success);
    if (parsed.success) setAsked(parsed.data);
  };
  return (
    <section className="pte-word-lookup" aria-labelledby="lookup-heading">
      <Heading level={2} id="lookup-heading" fontSize="large" fontWeight="bold">
        {T.lookupHeading}
      </Heading>
      <form onSubmit={submit} className="pte-word-lookup__form">
        <TextField label={T.lookupLabel} value={typed} onChange={(event) => setTyped(event.target.value)} hasError={invalid} errorMessage={T.lookupInvalid} autoComplete="off" />
        <Button type="submit">{T.lookupButton}</Button>
      </form>
      {info.isFetching && <Loader ariaLabel={T.lookupLoading} />}
      {notFound && <Text role="status">{T.lookupNotFound(asked)}</Text>}
      {info.data && (
        <div className="pte-word-lookup__entry" role="status">
          <Flex alignItems="baseline" gap="small" wrap="wrap">
            <Text as="strong" fontSize="xl" fontWeight="bold">
              {info.data.word}
            </Text>
            <Badge size="small">{info.data.partOfSpeech}</Badge>
            <Text as="span" fontSize="small" color="font.secondary">
              {T.inList(info.data.list.title)}
            </Text>
          </Flex>
          <Text as="p" margin="0">
            {info.data.definition}
          </Text>
          <Text as="p" margin="0" fontStyle="italic">
            “{info.data.example}”
          </Text>
          <Flex gap="small" wrap="wrap" alignItems="center">
            <ListenButton entry={info.data} />
            <SaveToggle word={info.data.word} saved={savedWords.has(info.data.word)} userId={userId} />
          </Flex>
        </div>
      )}
    </section>
  );
}

/** /resources/vocabulary (public): the academic word lists as flash cards, a word lookup and, for a student, saved words. */
export function VocabularyPage() {
  usePageMeta(T.meta);
  const user = useCurrentUser();
  const lists = useFetchWordLists();
  const saved = useFetchSavedWords(user?.id);
  const savedWords = useMemo(() => new Set(saved.data ?? []), [saved.data]);
  const [deckId, setDeckId] = useState('');
  const entries = useMemo(() => new Map((lists.data ?? []).flatMap((list) => list.words.map((entry) => [entry.word, entry] as const))), [lists.data]);
  const chosen = deckId || lists.data?.[0]?.id || '';
  const deck = chosen === SAVED_DECK ? [...savedWords] : (lists.data?.find((list) => list.id === chosen)?.words.map((entry) => entry.word) ?? []);
  const description = lists.data?.find((list) => list.id === chosen)?.description;

  return (
    <ContentPage eyebrow={T.eyebrow} heading={T.heading} lead={T.lead}>
      {lists.isPending && <Loader size="large" ariaLabel={T.loading} />}
      {lists.isError && (
        <Alert variation="error" heading={T.loadFailed}>
          <Button size="small" onClick={() => void lists.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      {lists.data && (
        <div className="pte-vocabulary">
          <SelectField label={T.deckLabel} value={chosen} onChange={(event) => setDeckId(event.target.value)}>
            {lists.data.map((list) => (
              <option key={list.id} value={list.id}>
                {list.title} ({list.words.length})
              </option>
            ))}
            {user && <option value={SAVED_DECK}>{T.savedDeck(savedWords.size)}</option>}
          </SelectField>
          {description && (
            <Text as="p" margin="0" color="font.secondary">
              {description}
            </Text>
          )}
          {chosen === SAVED_DECK && deck.length === 0 ? (
            <Text>{T.noSavedWords}</Text>
          ) : (
            // A new deck (or the saved words changing while they are the deck) starts a new round.
            <FlashCards key={`${chosen}:${chosen === SAVED_DECK ? deck.join(',') : ''}`} deck={deck} entries={entries} savedWords={savedWords} userId={user?.id} />
          )}
          <WordLookup savedWords={savedWords} userId={user?.id} />
        </div>
      )}
    </ContentPage>
  );
}
