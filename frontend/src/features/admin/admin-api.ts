import type { Contract, InputOf, OutputOf } from '@shared/api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

type Admins = Contract['admins'];
type Name = keyof Admins;

/** Cache keys of the admin panel: one per operation and input; every change refreshes the panel's reads. */
export const adminKeys = {
  all: ['admins'] as const,
  read: <N extends Name>(name: N, input: InputOf<Admins[N]>) => ['admins', name, input] as const,
};

async function read<N extends Name>(name: N, input: InputOf<Admins[N]>): Promise<OutputOf<Admins[N]>> {
  const call = api.admins[name] as (input: InputOf<Admins[N]>) => Promise<{ data: OutputOf<Admins[N]> }>;
  return (await call(input)).data;
}

/** A read of the admins group (fetch...), kept on screen while the next page loads. */
export function useAdminRead<N extends Name>(name: N, input: InputOf<Admins[N]>, enabled = true) {
  return useQuery({ queryKey: adminKeys.read(name, input), queryFn: () => read(name, input), placeholderData: keepPreviousData, enabled }, queryClient);
}

/** A change of the admins group; afterwards every read of the panel is fetched again (tables, audit log). */
export function useAdminChange<N extends Name>(name: N) {
  return useMutation(
    {
      mutationFn: (input: InputOf<Admins[N]>) => read(name, input),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    },
    queryClient,
  );
}

/** Every matching address of the e-mail list, for the CSV export. */
export async function fetchWholeEmailList(input: Omit<InputOf<Admins['fetchEmailList']>, 'all'>) {
  return read('fetchEmailList', { ...input, all: true });
}
