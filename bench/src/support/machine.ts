import os from 'node:os';

export const round = (ms: number): number => Math.round(ms * 100) / 100;

/** The p-th percentile (nearest rank) of ascending numbers. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** What a reader needs to compare runs: the machine and how busy it was when the run started. */
export const machine = {
  cpu: os.cpus()[0]?.model.trim() ?? '?',
  cpus: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  loadavgAtStart: os.loadavg().map((l) => round(l)),
};

export const machineLine = (): string =>
  `máquina: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, carga ${machine.loadavgAtStart.join(' ')}`;
