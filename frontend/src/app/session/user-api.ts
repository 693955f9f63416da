import type { Contract, InputOf } from '@shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { session } from '@frontend/app/session/session-store';

type StepsDoneFlag = InputOf<Contract['users']['updateUserArray']>['stepsDone'];

// The signed-in user is kept by the session store, not the query cache: the API client, the guards
// and the shell read it outside React and before any page loads. A write that changes the user
// therefore updates the store with the server's copy, which every screen showing the user follows.
// These hooks serve the lazy pages; the shell's own writes (night mode, exam type, notifications)
// stay plain functions so the first visit does not load the query library.

/** Adds a flag to the user's stepsDone (users.updateUserArray); the session's user becomes the server's copy. */
export function useUpdateUserArray() {
  return useMutation(
    {
      mutationFn: async (flag: StepsDoneFlag) => (await api.users.updateUserArray({ stepsDone: flag })).data.user,
      onSuccess: (user) => session.setUser(user),
    },
    queryClient,
  );
}

/** Removes a flag from the user's stepsDone (users.removeUserArray); the session's user becomes the server's copy. */
export function useRemoveUserArray() {
  return useMutation(
    {
      mutationFn: async (flag: StepsDoneFlag) => (await api.users.removeUserArray({ stepsDone: flag })).data.user,
      onSuccess: (user) => session.setUser(user),
    },
    queryClient,
  );
}
