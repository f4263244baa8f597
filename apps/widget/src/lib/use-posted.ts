import { useEffect, useState } from 'react';
import { api, type ResponseParser } from './api-client';
import { logFailure } from './log';

/**
 * The answer of a public POST that follows what it is asked: `body` is sent again whenever it changes
 * (compared as JSON), an earlier call still under way is dropped, and only the answer to the current body
 * counts. undefined while there is nothing to ask (`body` null) or the answer is awaited; null when the call
 * failed (logged under `context`, spec 1 §8 "other failures are only logged").
 */
export function usePosted<T>(path: string, body: unknown, schema: ResponseParser<T>, context: string): T | null | undefined {
  const key = body ? JSON.stringify(body) : '';
  const [answer, setAnswer] = useState<{ key: string; value: T | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api
      .post(path, JSON.parse(key), { schema, signal: controller.signal, ignoreUnauthorized: true })
      .then((value) => setAnswer({ key, value }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logFailure(context, error);
        setAnswer({ key, value: null });
      });
    return () => controller.abort();
  }, [key, path, schema, context]);

  return key && answer?.key === key ? answer.value : undefined;
}
