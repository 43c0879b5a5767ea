/** Registers this app's singleton probe (see register-probe.js). */
export {};
