import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

// issue 8 "Fast on a phone": the startup's steps run in tasks of their own (lib/next-task.ts).
describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves after the current task, its microtasks included', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => order.push('queued microtask'));
    order.push('this task');
    await task;
    expect(order).toEqual(['this task', 'microtask', 'queued microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledOnce();
  });
});
