/** The command line's arguments; pnpm passes a lone `--` through, and it means nothing here. */
export const benchArgv = (): string[] => process.argv.slice(2).filter((a) => a !== '--');

/** Prints the usage and ends (exit 0) when --help was given. */
export function exitOnHelp(help: boolean | undefined, usage: string): void {
  if (!help) return;
  console.log(usage);
  process.exit(0);
}

/** A reader of integer flags: a value outside [min, max] prints the usage and ends with exit code 2. */
export const integerFlag =
  (usage: string) =>
  (name: string, text: string, min: number, max: number): number => {
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      console.error(`--${name} precisa de um inteiro entre ${min} e ${max}\n${usage}`);
      process.exit(2);
    }
    return value;
  };
