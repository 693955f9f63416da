import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { resultsPath } from '@frontend/app/paths/mock-paths';
import { useSaveMockTestResult } from '@frontend/features/mock-test/result-api';

/**
 * After a submit the runner lands on the list with the session in the query (platform.md §2:
 * mock-test with id and submit): the result is saved, then the results open unless the server
 * says to stay (preventNavigate). True while saving. A failed save leaves the student on the list.
 */
export function useSaveSubmitted(sessionId: string | null, anonymousId: string | undefined): boolean {
  const navigate = useNavigate();
  const { mutateAsync: saveMockTestResult } = useSaveMockTestResult();
  const [saving, setSaving] = useState(sessionId !== null);
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    setSaving(true);
    saveMockTestResult({ sessionId, preventNavigate: false, anonymousId })
      .then((data) => {
        if (current && !data.preventNavigate) void navigate(resultsPath(data.sessionId), { replace: true });
      })
      .catch((error: unknown) => {
        if (current) handleApiError(error);
      })
      .finally(() => {
        if (current) setSaving(false);
      });
    return () => {
      current = false;
    };
  }, [sessionId, anonymousId, navigate, saveMockTestResult]);
  return saving;
}
