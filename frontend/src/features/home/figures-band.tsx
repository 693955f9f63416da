import { Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { PageSection } from '@frontend/components/page-section';
import { FIGURES } from '@frontend/features/home/texts';

/** What the library holds, counted by the server (settings.fetchLibraryFigures). */
function useFetchLibraryFigures() {
  return useQuery({ queryKey: ['settings.fetchLibraryFigures'], queryFn: async () => (await api.settings.fetchLibraryFigures({})).data }, queryClient);
}

/** The library's figures, shown once counted (no figure is ever typed in). */
export function FiguresBand() {
  const { data: figures } = useFetchLibraryFigures();
  if (!figures) return null;
  const items = (Object.keys(FIGURES.labels) as (keyof typeof FIGURES.labels)[]).filter((key) => figures[key] > 0);
  return (
    <PageSection className="pte-figures" aria-labelledby="home-figures-heading">
      <Text as="h2" id="home-figures-heading" className="pte-figures__heading">
        {FIGURES.heading}
      </Text>
      <ul className="pte-figures__list">
        {items.map((key) => (
          <li key={key} className="pte-figures__item">
            <span className="pte-figures__value">{figures[key].toLocaleString('en')}</span>
            <span className="pte-figures__label">{FIGURES.labels[key]}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
