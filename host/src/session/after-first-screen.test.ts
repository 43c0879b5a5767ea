import { queryClient } from '@clinica/shared';
import { afterFirstScreen } from './after-first-screen.ts';

/** A read the test answers when it chooses. */
function read(key: string): { answer: () => Promise<void> } {
  let resolve!: (value: string[]) => void;
  const answered = queryClient.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string[]>((r) => (resolve = r)) });
  return {
    answer: async () => {
      resolve([]);
      await answered;
    },
  };
}

// jsdom has no requestIdleCallback: the idle moment is a timer of 0 ms
const idle = () => jest.advanceTimersByTimeAsync(1);

describe('background work after the first screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    queryClient.clear();
  });

  it('runs once the screen has read its data, at an idle moment', async () => {
    const task = jest.fn();
    const semana = read('semana');
    afterFirstScreen(task);
    await idle();
    expect(task).not.toHaveBeenCalled();

    await semana.answer();
    await idle();
    expect(task).toHaveBeenCalledTimes(1);
    // once
    await read('outra').answer();
    await idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the reads the screen starts as it draws what came first (the agenda’s filters after its week)', async () => {
    const task = jest.fn();
    afterFirstScreen(task);
    await read('semana').answer();
    // before the idle moment, the drawn screen asks for its lists
    const listas = read('listas');
    await idle();
    expect(task).not.toHaveBeenCalled();

    await listas.answer();
    await idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after 5 s on a screen that reads nothing, and never once cancelled', async () => {
    const task = jest.fn();
    afterFirstScreen(task);
    await jest.advanceTimersByTimeAsync(4999);
    expect(task).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await idle();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = afterFirstScreen(cancelled);
    cancel();
    await jest.advanceTimersByTimeAsync(6000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
