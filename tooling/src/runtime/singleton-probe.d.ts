/** Module objects this app received for each shared singleton (see singleton-probe.js). */
export declare function probeSingletons(): Record<string, unknown>;
