// Long tasks on a phone's main thread are what Lighthouse's Total Blocking Time counts (every millisecond of a
// task past 50 ms, while the borrower cannot type or tap): the startup hands over between its steps, so the
// browser can answer input and paint in between (issue 8 "Fast on a phone", docs/decisions/022).
// scheduler.yield() where the browser has it (it resumes ahead of other queued tasks); elsewhere a message to
// ourselves, which, unlike a timer, is not slowed in a hidden or off-screen frame of a partner's page.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a new task of the main thread. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
